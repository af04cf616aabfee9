import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { phoneForShop } from '../shared/phone-field.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { customerForGuest } from './customer-for-guest.ts';
import { toCustomer } from './customer-records.ts';

export async function createCustomer(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    input,
  }: {
    shopId: string;
    input: { name: string; email?: string | null | undefined; phone?: string | null | undefined };
  },
) {
  assertCan(actor, 'create', 'Customer', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const phone = phoneForShop(shop, input.phone, 'body.phone');
  return toCustomer(await customerForGuest(ctx.db, shopId, { ...input, phone }));
}
