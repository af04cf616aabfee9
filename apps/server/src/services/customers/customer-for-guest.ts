import type { CustomerRow, Executor } from '@salon/db';
import {
  findCustomerByEmail,
  insertCustomer,
  insertCustomerWithEmail,
} from '../../repositories/customers.ts';

/**
 * A guest's record, found by e-mail so one person's visits stay together. An existing record is
 * never changed: anyone can type anyone's address, so what a guest typed is kept on the
 * appointment instead (see `guest` of insertAppointment).
 */
export async function customerForGuest(
  db: Executor,
  shopId: string,
  guest: { name: string; email?: string | null | undefined; phone?: string | null | undefined },
): Promise<CustomerRow> {
  if (guest.email) {
    const created = await insertCustomerWithEmail(db, {
      shopId,
      name: guest.name,
      email: guest.email,
      phone: guest.phone ?? null,
    });
    if (created) return created;
    const existing = await findCustomerByEmail(db, shopId, guest.email);
    if (existing) return existing;
  }
  return insertCustomer(db, { shopId, name: guest.name, phone: guest.phone ?? null });
}
