import { and, eq, products, sql } from '@salon/db';
import type { Actor, ProductUpdateRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
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
      const [row] = await tx
        .update(products)
        .set({
          ...rest,
          ...(price ? { priceAmount: price.amount, currency: price.currency } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(products.id, id), eq(products.shopId, shopId)))
        .returning();
      return toProduct(row ?? (await productRow(tx, shopId, id)));
    });
  } catch (err) {
    rethrowCodeClash(err);
  }
}
