import {
  and,
  asc,
  type Executor,
  eq,
  inArray,
  isNotNull,
  type ShopRow,
  shopLogos,
  shopMembers,
  shops,
  sql,
  type Tx,
} from '@salon/db';
import { queryRows } from '../infra/sql.ts';

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

/** Every shop, by name. */
export function allShops(db: Executor): Promise<ShopRow[]> {
  return db.select().from(shops).orderBy(asc(shops.name));
}

/** Inserts a shop; a subdomain any shop already has fails with the unique index's violation. */
export async function insertShop(tx: Tx, values: typeof shops.$inferInsert): Promise<ShopRow> {
  const [shop] = await tx.insert(shops).values(values).returning();
  if (!shop) throw new Error('shop insert returned no row');
  return shop;
}

/** The shop's time zone, or undefined when there is no such shop. */
export async function shopTimeZone(db: Executor, shopId: string): Promise<string | undefined> {
  const [shop] = await db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, shopId));
  return shop?.timeZone;
}

/** The shop of this subdomain (as stored: lower-cased), live or not, or undefined. */
export async function findShopBySubdomain(db: Executor, subdomain: string): Promise<ShopRow | undefined> {
  const [shop] = await db.select().from(shops).where(eq(shops.subdomain, subdomain));
  return shop;
}

/** Whether some shop has this subdomain. */
export async function subdomainTaken(db: Executor, subdomain: string): Promise<boolean> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.subdomain, subdomain));
  return !!row;
}

// Read on every public request: built once per database as a prepared statement.
const preparedLiveShopQueries = new WeakMap<Executor, ReturnType<typeof prepareLiveShopQuery>>();

const prepareLiveShopQuery = (db: Executor) =>
  db
    .select()
    .from(shops)
    .where(and(eq(shops.subdomain, sql.placeholder('subdomain')), isNotNull(shops.liveAt)))
    .prepare('shop_by_subdomain');

/** The live shop of this subdomain (as stored: lower-cased), or undefined; one not yet live is not found. */
export async function findLiveShopBySubdomain(db: Executor, subdomain: string): Promise<ShopRow | undefined> {
  let query = preparedLiveShopQueries.get(db);
  if (!query) {
    query = prepareLiveShopQuery(db);
    preparedLiveShopQueries.set(db, query);
  }
  const [shop] = await query.execute({ subdomain });
  return shop;
}

/** The uploaded logo of the shop with this subdomain (as stored: lower-cased), or undefined. */
export async function logoOfSubdomain(
  db: Executor,
  subdomain: string,
): Promise<{ contentType: string; content: Uint8Array; sha256: string } | undefined> {
  const [logo] = await db
    .select({ contentType: shopLogos.contentType, content: shopLogos.content, sha256: shopLogos.sha256 })
    .from(shopLogos)
    .innerJoin(shops, eq(shops.id, shopLogos.shopId))
    .where(eq(shops.subdomain, subdomain));
  return logo;
}

/** Keeps this file as the shop's logo, in place of the one it had. */
export async function saveShopLogo(
  tx: Tx,
  shopId: string,
  logo: { contentType: string; content: Uint8Array; sha256: string; createdAt: Date },
): Promise<void> {
  await tx
    .insert(shopLogos)
    .values({ shopId, ...logo })
    .onConflictDoUpdate({ target: shopLogos.shopId, set: logo });
}

/** Deletes the shop's uploaded logo file, if it has one. */
export async function deleteShopLogo(db: Executor, shopId: string): Promise<void> {
  await db.delete(shopLogos).where(eq(shopLogos.shopId, shopId));
}

/**
 * What a shop's booking page has to take a booking with: a service offered online (active), a
 * stylist offered online (active), one of them who works at some time (weekly hours, or other
 * hours on a date from `today` on), and such a stylist performing such a service.
 */
export async function shopReadinessFacts(
  db: Executor,
  shopId: string,
  today: string,
): Promise<Record<'service' | 'stylist' | 'hours' | 'pair', boolean> | undefined> {
  const worksSometime = sql`(exists (select 1 from working_hours w
                                     where w.stylist_id = st.id and w.end_minute > w.start_minute)
                          or exists (select 1 from schedule_overrides o
                                      where o.stylist_id = st.id and o.date >= ${today}::date
                                        and jsonb_array_length(o.intervals) > 0))`;
  const [row] = await queryRows<Record<'service' | 'stylist' | 'hours' | 'pair', boolean>>(
    db,
    sql`select
          exists (select 1 from services s
                   where s.shop_id = ${shopId} and s.active and s.bookable_online) as service,
          exists (select 1 from stylists st
                   where st.shop_id = ${shopId} and st.active and st.bookable_online) as stylist,
          exists (select 1 from stylists st
                   where st.shop_id = ${shopId} and st.active and st.bookable_online and ${worksSometime}) as hours,
          exists (select 1 from services s
                    join service_stylists ss on ss.service_id = s.id
                    join stylists st on st.id = ss.stylist_id
                   where s.shop_id = ${shopId} and s.active and s.bookable_online
                     and st.active and st.bookable_online and ${worksSometime}) as pair`,
  );
  return row;
}

/** These shops. */
export function shopsByIds(db: Executor, ids: string[]): Promise<ShopRow[]> {
  return db.select().from(shops).where(inArray(shops.id, ids));
}

/** The shops that send birthday greetings, with their zone. */
export function shopsSendingBirthdayGreetings(db: Executor): Promise<{ id: string; timeZone: string }[]> {
  return db
    .select({ id: shops.id, timeZone: shops.timeZone })
    .from(shops)
    .where(sql`${shops.birthdayGreetingsEnabled}`);
}

/** The shops whose loyalty programme is on and lets points lapse. */
export function shopsWithExpiringPoints(db: Executor): Promise<ShopRow[]> {
  return db
    .select()
    .from(shops)
    .where(and(eq(shops.loyaltyEnabled, true), sql`${shops.loyaltyExpiryMonths} is not null`));
}

/** The shops the account works in, with its role there. */
export function membershipsOfUser(
  db: Executor,
  userId: string,
): Promise<{ shopId: string; role: string; readOnly: boolean }[]> {
  return db
    .select({ shopId: shopMembers.shopId, role: shopMembers.role, readOnly: shopMembers.readOnly })
    .from(shopMembers)
    .where(eq(shopMembers.userId, userId));
}

/** The same with each shop's name, subdomain, zone and country, by shop name. */
export function shopsOfMember(db: Executor, userId: string) {
  return db
    .select({
      id: shops.id,
      name: shops.name,
      subdomain: shops.subdomain,
      timeZone: shops.timeZone,
      country: shops.country,
      role: shopMembers.role,
      readOnly: shopMembers.readOnly,
    })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(eq(shopMembers.userId, userId))
    .orderBy(asc(shops.name));
}

/** The shop's uploaded logo file, or undefined when it has none. */
export async function findShopLogo(
  db: Executor,
  shopId: string,
): Promise<{ contentType: string; content: Uint8Array } | undefined> {
  const [logo] = await db
    .select({ contentType: shopLogos.contentType, content: shopLogos.content })
    .from(shopLogos)
    .where(eq(shopLogos.shopId, shopId));
  return logo;
}
