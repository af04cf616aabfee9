import { eq, shopLogos, shops } from '@salon/db';
import { type Actor, AppError, type ShopResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toShop } from './shop-records.ts';

/** The shop shows no logo any more: neither an uploaded file nor a typed address. */
export async function removeLogo(ctx: ServiceContext, actor: Actor, shopId: string): Promise<ShopResponse> {
  assertCan(actor, 'update', 'Shop', shopId);
  return inTransaction(ctx.db, async (tx) => {
    await tx.delete(shopLogos).where(eq(shopLogos.shopId, shopId));
    const [row] = await tx
      .update(shops)
      .set({ logoHash: null, logoUrl: null, updatedAt: ctx.now() })
      .where(eq(shops.id, shopId))
      .returning();
    if (!row) throw new AppError('NotFound', 'No such shop');
    return toShop(row);
  });
}
