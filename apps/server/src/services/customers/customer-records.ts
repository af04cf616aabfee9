import type { CustomerRow, Executor } from '@salon/db';
import { AppError } from '@salon/domain';
import { findShopCustomer } from '../../repositories/customers.ts';

export const toCustomer = (row: CustomerRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  userId: row.userId,
});

export async function findCustomer(db: Executor, shopId: string, id: string): Promise<CustomerRow> {
  const row = await findShopCustomer(db, shopId, id);
  if (!row) {
    throw new AppError('ValidationError', 'No such customer in this shop', {
      details: [{ path: 'body.customerId', message: 'No such customer in this shop' }],
    });
  }
  return row;
}
