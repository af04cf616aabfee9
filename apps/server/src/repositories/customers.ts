import { type CustomerRow, customers, type Executor, eq, type ShopRow, shops } from '@salon/db';

/** A customer record with its shop, or undefined when there is no such record. */
export async function customerWithShop(
  db: Executor,
  customerId: string,
): Promise<{ customer: CustomerRow; shop: ShopRow } | undefined> {
  const [row] = await db
    .select({ customer: customers, shop: shops })
    .from(customers)
    .innerJoin(shops, eq(shops.id, customers.shopId))
    .where(eq(customers.id, customerId));
  return row;
}

/** Changes a customer record; undefined when there is no such record. */
export async function changeCustomer(
  db: Executor,
  customerId: string,
  values: Partial<typeof customers.$inferInsert>,
): Promise<CustomerRow | undefined> {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, customerId)).returning();
  return row;
}
