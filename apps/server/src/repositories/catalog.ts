import { and, type Executor, eq, inArray, services } from '@salon/db';

/** Of these service ids, those that are the shop's. */
export async function servicesOfShop(db: Executor, shopId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.shopId, shopId)));
  return new Set(rows.map((row) => row.id));
}
