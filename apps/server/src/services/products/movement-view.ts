import type { StockMovementRow } from '@salon/db';
import type { StockMovementKind, StockMovementResponse } from '@salon/domain';

export const toMovement = (row: StockMovementRow, actorName: string | null): StockMovementResponse => ({
  id: row.id,
  kind: row.kind as StockMovementKind,
  delta: row.delta,
  stockAfter: row.stockAfter,
  reason: row.reason,
  actorName,
  createdAt: row.createdAt.toISOString(),
});
