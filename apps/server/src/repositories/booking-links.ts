import { and, asc, type Executor, eq, isNotNull, shopAliases, shops } from '@salon/db';

export type BookingLinkRow = typeof shopAliases.$inferSelect;

/** The shop's link of this name, or undefined. */
export async function findShopLink(
  db: Executor,
  shopId: string,
  name: string,
): Promise<{ id: string; kind: string } | undefined> {
  const [row] = await db
    .select({ id: shopAliases.id, kind: shopAliases.kind })
    .from(shopAliases)
    .where(and(eq(shopAliases.shopId, shopId), eq(shopAliases.alias, name)));
  return row;
}

/** The live shop a link of this name opens, or undefined; a shop not yet live has no links. */
export async function findLiveLink(
  db: Executor,
  name: string,
): Promise<{ subdomain: string; kind: string; alias: string } | undefined> {
  const [row] = await db
    .select({ subdomain: shops.subdomain, kind: shopAliases.kind, alias: shopAliases.alias })
    .from(shopAliases)
    .innerJoin(shops, eq(shops.id, shopAliases.shopId))
    .where(and(eq(shopAliases.alias, name), isNotNull(shops.liveAt)));
  return row;
}

/** The shop's links by name. */
export function linksOfShop(db: Executor, shopId: string): Promise<BookingLinkRow[]> {
  return db.select().from(shopAliases).where(eq(shopAliases.shopId, shopId)).orderBy(asc(shopAliases.alias));
}

/** Inserts a link; a name any shop already has fails with the unique index's violation. */
export async function insertLink(
  db: Executor,
  values: { shopId: string; alias: string; kind: string },
): Promise<BookingLinkRow> {
  const [row] = await db.insert(shopAliases).values(values).returning();
  return row as BookingLinkRow;
}

/** Deletes the shop's link; false when the shop has no such link. */
export async function deleteLink(db: Executor, shopId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(shopAliases)
    .where(and(eq(shopAliases.id, id), eq(shopAliases.shopId, shopId)))
    .returning({ id: shopAliases.id });
  return rows.length > 0;
}
