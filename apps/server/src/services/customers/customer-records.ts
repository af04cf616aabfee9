import { and, type CustomerRow, customers, type Executor, eq } from '@salon/db';
import { AppError } from '@salon/domain';

export const toCustomer = (row: CustomerRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  userId: row.userId,
});

export async function findCustomer(db: Executor, shopId: string, id: string): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.shopId, shopId)));
  if (!row) {
    throw new AppError('ValidationError', 'No such customer in this shop', {
      details: [{ path: 'body.customerId', message: 'No such customer in this shop' }],
    });
  }
  return row;
}
