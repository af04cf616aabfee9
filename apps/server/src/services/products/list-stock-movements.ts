import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { latestStockMovements } from '../../repositories/products.ts';
import { assertMayRead } from './can.ts';
import { toMovement } from './movement-view.ts';
import { productRow } from './product-records.ts';

const LIMIT = 200;

/** The product's movements, newest first (the latest 200). */
export async function listStockMovements(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertMayRead(actor, shopId);
  await productRow(ctx.db, shopId, id);
  const { rows, total } = await latestStockMovements(ctx.db, { shopId, productId: id, limit: LIMIT });
  return { items: rows.map((r) => toMovement(r.movement, r.actorName)), total };
}
