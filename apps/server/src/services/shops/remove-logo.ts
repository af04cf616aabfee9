import { type Actor, AppError, type ShopResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { changeShop, deleteShopLogo } from '../../repositories/shops.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toShop } from './shop-records.ts';

/** The shop shows no logo any more: neither an uploaded file nor a typed address. */
export async function removeLogo(ctx: ServiceContext, actor: Actor, shopId: string): Promise<ShopResponse> {
  assertCan(actor, 'update', 'Shop', shopId);
  return inTransaction(ctx.db, async (tx) => {
    await deleteShopLogo(tx, shopId);
    const row = await changeShop(tx, shopId, { logoHash: null, logoUrl: null, updatedAt: ctx.now() });
    if (!row) throw new AppError('NotFound', 'No such shop');
    return toShop(row);
  });
}
