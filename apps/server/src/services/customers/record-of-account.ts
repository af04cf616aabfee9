import type { CustomerRow, Executor } from '@salon/db';
import { customerRecordOfAccount } from '../../repositories/customers.ts';

/**
 * The record a booking of this account at the shop would use: its own, else the guest record of
 * its address that the booking claims (see `customerForUser`). Read only: nothing is made here.
 */
export async function recordOfAccount(
  db: Executor,
  shopId: string,
  userId: string,
): Promise<CustomerRow | null> {
  return (await customerRecordOfAccount(db, shopId, userId)) ?? null;
}
