import type { Actor, ProductUpdateRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { changeProduct } from '../../repositories/products.ts';
import { assertMayChange } from './can.ts';
import {
  assertCodesFree,
  assertShopCurrency,
  productRow,
  rethrowCodeClash,
  toProduct,
} from './product-records.ts';

/** Changes what the request names; the stock only moves through `change-stock`. */
export async function updateProduct(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, input }: { shopId: string; id: string; input: ProductUpdateRequest },
) {
  assertMayChange(actor, shopId);
  try {
    return await inTransaction(ctx.db, async (tx) => {
      await productRow(tx, shopId, id);
      if (input.price) await assertShopCurrency(tx, shopId, input.price.currency);
      await assertCodesFree(tx, shopId, input, id);
      const { price, ...rest } = input;
      const row = await changeProduct(tx, shopId, id, {
        ...rest,
        ...(price ? { priceAmount: price.amount, currency: price.currency } : {}),
      });
      return toProduct(row ?? (await productRow(tx, shopId, id)));
    });
  } catch (err) {
    rethrowCodeClash(err);
  }
}
