import { and, count, desc, eq, stockMovements, users } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
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
  const where = and(eq(stockMovements.productId, id), eq(stockMovements.shopId, shopId));
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ movement: stockMovements, actorName: users.name })
      .from(stockMovements)
      .leftJoin(users, eq(users.id, stockMovements.actorId))
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(LIMIT),
    ctx.db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  return {
    items: rows.map((r) => toMovement(r.movement, r.actorName)),
    total: totals[0]?.total ?? 0,
  };
}
