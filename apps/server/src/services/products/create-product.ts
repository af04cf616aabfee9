import type { Actor, ProductRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { insertProduct } from '../../repositories/products.ts';
import { assertMayChange } from './can.ts';
import {
  assertCodesFree,
  assertShopCurrency,
  productRow,
  rethrowCodeClash,
  toProduct,
} from './product-records.ts';
import { applyStockMovement } from './stock-ledger.ts';

export async function createProduct(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: ProductRequest },
) {
  assertMayChange(actor, shopId);
  try {
    return await inTransaction(ctx.db, async (tx) => {
      await assertShopCurrency(tx, shopId, input.price.currency);
      await assertCodesFree(tx, shopId, input);
      const id = await insertProduct(tx, {
        shopId,
        name: input.name,
        sku: input.sku ?? null,
        barcode: input.barcode ?? null,
        priceAmount: input.price.amount,
        currency: input.price.currency,
        taxRateBps: input.taxRateBps,
        lowStockThreshold: input.lowStockThreshold ?? null,
      });
      // The opening stock is a movement like any other, so the history adds up to the count.
      if (input.initialStock > 0) {
        await applyStockMovement(tx, {
          shopId,
          productId: id,
          delta: input.initialStock,
          kind: 'received',
          reason: null,
          actorId: actor.id,
        });
      }
      return toProduct(await productRow(tx, shopId, id));
    });
  } catch (err) {
    rethrowCodeClash(err);
  }
}
