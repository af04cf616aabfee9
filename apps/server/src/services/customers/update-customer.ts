import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../infra/pg-errors.ts';
import { changeShopCustomer } from '../../repositories/customers.ts';
import { assertCan } from '../shared/assert-can.ts';
import { phoneForShop } from '../shared/phone-field.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { getCustomerProfile } from './get-customer-profile.ts';

export async function updateCustomer(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    id,
    input,
  }: {
    shopId: string;
    id: string;
    input: Partial<{
      name: string;
      email: string | null;
      phone: string | null;
      birthday: string | null;
      note: string | null;
    }>;
  },
) {
  assertCan(actor, 'update', 'Customer', shopId);
  const changes =
    input.phone === undefined
      ? input
      : { ...input, phone: phoneForShop(await findShopRow(ctx.db, shopId), input.phone, 'body.phone') };
  try {
    const changed = await changeShopCustomer(ctx.db, shopId, id, { ...changes, updatedAt: ctx.now() });
    if (!changed) throw new AppError('NotFound', 'No such customer');
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) {
      throw new AppError('ValidationError', 'Another customer has this e-mail address', {
        details: [{ path: 'body.email', message: 'Another customer of this shop has this e-mail address' }],
      });
    }
    throw err;
  }
  return getCustomerProfile(ctx, actor, { shopId, id });
}
