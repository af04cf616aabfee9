import { type Executor, eq, type ShopRow, shops } from '@salon/db';

/** The shop, or undefined when there is none with this id. */
export async function findShop(db: Executor, shopId: string): Promise<ShopRow | undefined> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
  return shop;
}

/** Changes a shop's own columns; undefined when there is no such shop. */
export async function changeShop(
  db: Executor,
  shopId: string,
  values: Partial<typeof shops.$inferInsert>,
): Promise<ShopRow | undefined> {
  const [shop] = await db.update(shops).set(values).where(eq(shops.id, shopId)).returning();
  return shop;
}
