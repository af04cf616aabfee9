import {
  and,
  asc,
  type Executor,
  eq,
  inArray,
  type ServiceCategoryRow,
  type ServiceRow,
  serviceCategories,
  serviceStylists,
  services,
  stylists,
  type Tx,
} from '@salon/db';

/** Of these service ids, those that are the shop's. */
export async function servicesOfShop(db: Executor, shopId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.shopId, shopId)));
  return new Set(rows.map((row) => row.id));
}

export type NewService = Omit<typeof services.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export type ServiceChanges = Partial<Omit<typeof services.$inferInsert, 'id' | 'shopId' | 'createdAt'>>;

const serviceOfShop = (shopId: string, id: string) => and(eq(services.id, id), eq(services.shopId, shopId));

/** Every service of a shop, in menu order. */
export function servicesInMenuOrder(db: Executor, shopId: string): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(eq(services.shopId, shopId))
    .orderBy(asc(services.displayOrder), asc(services.name));
}

/** The service of this shop, or undefined: another shop's id finds nothing. */
export async function findService(db: Executor, shopId: string, id: string): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(services).where(serviceOfShop(shopId, id));
  return row;
}

export async function insertService(tx: Tx, values: NewService): Promise<string> {
  const [row] = await tx.insert(services).values(values).returning({ id: services.id });
  return (row as { id: string }).id;
}

/** Changes the shop's service, if it has one with this id. */
export async function changeService(
  tx: Tx,
  shopId: string,
  id: string,
  changes: ServiceChanges,
): Promise<void> {
  await tx.update(services).set(changes).where(serviceOfShop(shopId, id));
}

/** Deletes the shop's service; false when the shop has no such service. */
export async function removeService(db: Executor, shopId: string, id: string): Promise<boolean> {
  const rows = await db.delete(services).where(serviceOfShop(shopId, id)).returning({ id: services.id });
  return rows.length > 0;
}

export type Performer = typeof serviceStylists.$inferSelect;

/** Who performs these services, with their own durations and prices. */
export async function performersOfServices(db: Executor, serviceIds: string[]): Promise<Performer[]> {
  if (serviceIds.length === 0) return [];
  return db.select().from(serviceStylists).where(inArray(serviceStylists.serviceId, serviceIds));
}

/** Replaces who performs the service with these (each stylist once). */
export async function replacePerformers(
  db: Executor,
  serviceId: string,
  performers: Omit<Performer, 'serviceId'>[],
): Promise<void> {
  await db.delete(serviceStylists).where(eq(serviceStylists.serviceId, serviceId));
  if (performers.length > 0) {
    await db.insert(serviceStylists).values(performers.map((p) => ({ ...p, serviceId })));
  }
}

const categoryOfShop = (shopId: string, id: string) =>
  and(eq(serviceCategories.id, id), eq(serviceCategories.shopId, shopId));

/** The shop's categories, in menu order. */
export function categoriesOfShop(db: Executor, shopId: string): Promise<ServiceCategoryRow[]> {
  return db
    .select()
    .from(serviceCategories)
    .where(eq(serviceCategories.shopId, shopId))
    .orderBy(asc(serviceCategories.displayOrder), asc(serviceCategories.name));
}

/** Whether the shop has a category with this id. */
export async function hasCategory(db: Executor, shopId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceCategories.id })
    .from(serviceCategories)
    .where(categoryOfShop(shopId, id));
  return !!row;
}

export async function insertCategory(
  db: Executor,
  values: Pick<typeof serviceCategories.$inferInsert, 'shopId' | 'name' | 'description' | 'displayOrder'>,
): Promise<ServiceCategoryRow | undefined> {
  const [row] = await db.insert(serviceCategories).values(values).returning();
  return row;
}

/** Changes the shop's category; undefined when the shop has no such category. */
export async function changeCategory(
  db: Executor,
  shopId: string,
  id: string,
  changes: Partial<Pick<typeof serviceCategories.$inferInsert, 'name' | 'description' | 'displayOrder'>>,
): Promise<ServiceCategoryRow | undefined> {
  const [row] = await db.update(serviceCategories).set(changes).where(categoryOfShop(shopId, id)).returning();
  return row;
}

/** Deletes the shop's category; false when the shop has no such category. */
export async function removeCategory(db: Executor, shopId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(serviceCategories)
    .where(categoryOfShop(shopId, id))
    .returning({ id: serviceCategories.id });
  return rows.length > 0;
}

/** Of these services, of any shop, those active and bookable online. */
export async function onlineBookableServiceIds(db: Executor, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.active, true), eq(services.bookableOnline, true)));
  return rows.map((row) => row.id);
}

/** Who performs these services among the stylists active and bookable online. */
export function onlinePerformersOfServices(
  db: Executor,
  serviceIds: string[],
): Promise<{ serviceId: string; stylistId: string }[]> {
  return db
    .select({ serviceId: serviceStylists.serviceId, stylistId: serviceStylists.stylistId })
    .from(serviceStylists)
    .innerJoin(stylists, eq(stylists.id, serviceStylists.stylistId))
    .where(
      and(
        inArray(serviceStylists.serviceId, serviceIds),
        eq(stylists.active, true),
        eq(stylists.bookableOnline, true),
      ),
    );
}

/** Of these service ids, the shop's services. */
export function shopServicesByIds(db: Executor, shopId: string, ids: string[]): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(and(eq(services.shopId, shopId), inArray(services.id, ids)));
}
