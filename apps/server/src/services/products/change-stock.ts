import type { Actor, StockChangeRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { lockProductStock } from '../../repositories/products.ts';
import { assertMayChange } from './can.ts';
import { toMovement } from './movement-view.ts';
import { productRow, toProduct } from './product-records.ts';
import { applyStockMovement } from './stock-ledger.ts';

/**
 * Goods received, or the count corrected after counting the shelf. A correction locks the
 * product, so the difference is taken from the count no sale changes meanwhile.
 */
export async function changeStock(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, input }: { shopId: string; id: string; input: StockChangeRequest },
) {
  assertMayChange(actor, shopId);
  return inTransaction(ctx.db, async (tx) => {
    let delta: number;
    if (input.kind === 'received') {
      delta = input.quantity;
    } else {
      const stock = await lockProductStock(tx, shopId, id);
      if (stock === undefined) await productRow(tx, shopId, id);
      delta = input.countedStock - (stock ?? 0);
    }
    if (delta === 0) return { product: toProduct(await productRow(tx, shopId, id)), movement: null };
    const { product, movement } = await applyStockMovement(tx, {
      shopId,
      productId: id,
      delta,
      kind: input.kind,
      reason: input.reason?.trim() || null,
      actorId: actor.id,
    });
    return { product: toProduct(product), movement: toMovement(movement, null) };
  });
}
