import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { changeProduct } from '../../repositories/products.ts';
import { assertMayChange } from './can.ts';
import { toProduct } from './product-records.ts';

/** Archived products leave the list (and, later, the till) but keep their history. */
export async function archiveProduct(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, archived }: { shopId: string; id: string; archived: boolean },
) {
  assertMayChange(actor, shopId);
  const row = await changeProduct(ctx.db, shopId, id, { archived });
  if (!row) throw new AppError('NotFound', 'No such product');
  return toProduct(row);
}
