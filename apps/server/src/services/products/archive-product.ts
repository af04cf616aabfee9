import { and, eq, products, sql } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertMayChange } from './can.ts';
import { toProduct } from './product-records.ts';

/** Archived products leave the list (and, later, the till) but keep their history. */
export async function archiveProduct(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, archived }: { shopId: string; id: string; archived: boolean },
) {
  assertMayChange(actor, shopId);
  const [row] = await ctx.db
    .update(products)
    .set({ archived, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), eq(products.shopId, shopId)))
    .returning();
  if (!row) throw new AppError('NotFound', 'No such product');
  return toProduct(row);
}
