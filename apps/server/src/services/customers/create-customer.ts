import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
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
  return toCustomer(await customerForGuest(ctx.db, shopId, input));
}
