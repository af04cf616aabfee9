import {
  type AppointmentRow,
  and,
  appointmentHistory,
  appointmentItems,
  appointments,
  asc,
  type CustomerRow,
  customers,
  desc,
  type Executor,
  eq,
  gt,
  gte,
  inArray,
  lt,
  notificationEvents,
  type ShopRow,
  shopAliases,
  shops,
  sql,
  stylists,
  type Tx,
  users,
} from '@salon/db';
import { containsPattern, queryRows } from '../infra/sql.ts';

/** The stylists of a visit's items, each once. */
export async function stylistIdsOfVisit(db: Executor, appointmentId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: appointmentItems.stylistId })
    .from(appointmentItems)
    .where(eq(appointmentItems.appointmentId, appointmentId));
  return rows.map((row) => row.id);
}

/**
 * The shop's visits whose customer (name, e-mail, phone) or a service name contains the text:
 * coming ones first, nearest to `now` first.
 */
export async function visitIdsMatching(
  db: Executor,
  { shopId, text, now, limit }: { shopId: string; text: string; now: Date; limit: number },
): Promise<string[]> {
  const at = now.toISOString();
  const pattern = containsPattern(text);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select a.id from appointments a left join customers c on c.id = a.customer_id
         where a.shop_id = ${shopId}
           and (c.name ilike ${pattern} or c.email ilike ${pattern} or c.phone ilike ${pattern}
                or exists (select 1 from appointment_items i
                            where i.appointment_id = a.id and i.service_name ilike ${pattern}))
         order by (a.starts_at < ${at}::timestamptz), abs(extract(epoch from (a.starts_at - ${at}::timestamptz)))
         limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

export type AppointmentItemRow = typeof appointmentItems.$inferSelect;

/** Which of a shop's visits to read; every condition given must hold. */
export interface VisitFilter {
  ids?: string[] | undefined;
  customerId?: string | undefined;
  /** Visits starting in [startsFrom, startsBefore). */
  startsFrom?: Date | undefined;
  startsBefore?: Date | undefined;
  statuses?: string[] | undefined;
  labels?: string[] | undefined;
  sources?: string[] | undefined;
  linkIds?: string[] | undefined;
  /** Visits with an item for one of these stylists. */
  stylistIds?: string[] | undefined;
}

const some = (values: string[] | undefined) => (values?.length ? values : undefined);

/** The shop's visits that match, by start, each with its customer and the booking link it came through. */
export function visitsWithCustomer(
  db: Executor,
  shopId: string,
  filter: VisitFilter,
): Promise<
  {
    appointment: AppointmentRow;
    customer: CustomerRow | null;
    link: { id: string; alias: string; kind: string } | null;
  }[]
> {
  const ids = filter.ids;
  const statuses = some(filter.statuses);
  const labels = some(filter.labels);
  const sources = some(filter.sources);
  const linkIds = some(filter.linkIds);
  const stylistIds = some(filter.stylistIds);
  return db
    .select({
      appointment: appointments,
      customer: customers,
      link: { id: shopAliases.id, alias: shopAliases.alias, kind: shopAliases.kind },
    })
    .from(appointments)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(shopAliases, eq(shopAliases.id, appointments.aliasId))
    .where(
      and(
        eq(appointments.shopId, shopId),
        ids ? inArray(appointments.id, ids) : undefined,
        filter.customerId ? eq(appointments.customerId, filter.customerId) : undefined,
        filter.startsFrom ? gte(appointments.startsAt, filter.startsFrom) : undefined,
        filter.startsBefore ? lt(appointments.startsAt, filter.startsBefore) : undefined,
        statuses ? inArray(appointments.status, statuses) : undefined,
        labels ? inArray(appointments.label, labels) : undefined,
        sources ? inArray(appointments.source, sources) : undefined,
        linkIds ? inArray(appointments.aliasId, linkIds) : undefined,
        stylistIds
          ? inArray(
              appointments.id,
              db
                .select({ id: appointmentItems.appointmentId })
                .from(appointmentItems)
                .where(
                  and(eq(appointmentItems.shopId, shopId), inArray(appointmentItems.stylistId, stylistIds)),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/** The items of these visits, in their order within each visit. */
export function itemsOfVisits(db: Executor, appointmentIds: string[]): Promise<AppointmentItemRow[]> {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(appointmentItems)
    .where(inArray(appointmentItems.appointmentId, appointmentIds))
    .orderBy(asc(appointmentItems.position));
}

/** A visit's history, oldest first, with the name of who made each change. */
export function historyOfVisit(db: Executor, shopId: string, appointmentId: string) {
  return db
    .select({ entry: appointmentHistory, actorName: users.name })
    .from(appointmentHistory)
    .leftJoin(users, eq(users.id, appointmentHistory.actorUserId))
    .where(and(eq(appointmentHistory.appointmentId, appointmentId), eq(appointmentHistory.shopId, shopId)))
    .orderBy(asc(appointmentHistory.at));
}

/** The shop's visit, or undefined; with `lock`, its row stays locked until the transaction ends. */
export async function findVisit(
  db: Executor,
  shopId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AppointmentRow | undefined> {
  const query = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.shopId, shopId)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** A visit with its shop, by its id or by the stored hashes of its manage link. */
export async function visitWithShop(
  db: Executor,
  key: { id: string } | { manageTokenHashes: string[] },
): Promise<{ appointment: AppointmentRow; shop: ShopRow } | undefined> {
  const [row] = await db
    .select({ appointment: appointments, shop: shops })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(
      'id' in key
        ? eq(appointments.id, key.id)
        : inArray(appointments.manageTokenHash, key.manageTokenHashes),
    );
  return row;
}

/**
 * Changes a visit's own columns. A status that changes whether its items hold their time goes
 * through `setVisitStatus` instead (booking/store-status.ts), which keeps the two in step.
 */
export async function changeVisit(
  db: Executor,
  appointmentId: string,
  values: Partial<typeof appointments.$inferInsert>,
): Promise<void> {
  await db.update(appointments).set(values).where(eq(appointments.id, appointmentId));
}

export async function insertVisit(tx: Tx, values: typeof appointments.$inferInsert): Promise<string> {
  const [row] = await tx.insert(appointments).values(values).returning({ id: appointments.id });
  return (row as { id: string }).id;
}

/**
 * Writes a visit's status and whether its items hold the stylists' time (the exclusion
 * constraint covers active items only), together.
 */
export async function setVisitStatus(
  tx: Tx,
  {
    id,
    status,
    active,
    label,
    now,
  }: { id: string; status: string; active: boolean; label?: string | null | undefined; now: Date },
): Promise<void> {
  await tx
    .update(appointments)
    .set({ status, ...(label ? { label } : {}), updatedAt: now })
    .where(eq(appointments.id, id));
  await tx.update(appointmentItems).set({ active }).where(eq(appointmentItems.appointmentId, id));
}

/** The items of some visits in their order, each with its stylist's name. */
export function itemsWithStylists(db: Executor, appointmentIds: string[]) {
  return db
    .select({ item: appointmentItems, stylistName: stylists.name })
    .from(appointmentItems)
    .innerJoin(stylists, eq(stylists.id, appointmentItems.stylistId))
    .where(inArray(appointmentItems.appointmentId, appointmentIds))
    .orderBy(asc(appointmentItems.position));
}

export async function insertVisitItems(
  tx: Tx,
  items: Omit<typeof appointmentItems.$inferInsert, 'id' | 'active'>[],
): Promise<void> {
  await tx.insert(appointmentItems).values(items);
}

export async function deleteVisitItems(tx: Tx, appointmentId: string): Promise<void> {
  await tx.delete(appointmentItems).where(eq(appointmentItems.appointmentId, appointmentId));
}

/** The stretches of stylists' time a visit's items hold now (epoch ms). */
export async function heldTimesOfVisit(
  tx: Tx,
  appointmentId: string,
): Promise<{ stylistId: string; occupiedStart: number; occupiedEnd: number }[]> {
  const rows = await tx
    .select({
      stylistId: appointmentItems.stylistId,
      occupiedStart: appointmentItems.occupiedStart,
      occupiedEnd: appointmentItems.occupiedEnd,
    })
    .from(appointmentItems)
    .where(eq(appointmentItems.appointmentId, appointmentId));
  return rows.map((row) => ({
    stylistId: row.stylistId,
    occupiedStart: row.occupiedStart.getTime(),
    occupiedEnd: row.occupiedEnd.getTime(),
  }));
}

/** Takes these transaction-level advisory locks, in the order given (the caller sorts them). */
export async function takeAdvisoryLocks(tx: Tx, keys: string[]): Promise<void> {
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/** Counts one more change the customer's calendar shows (the ICS SEQUENCE). */
export async function bumpCalendarSequence(tx: Tx, shopId: string, appointmentId: string): Promise<void> {
  await tx
    .update(appointments)
    .set({ calendarSequence: sql`${appointments.calendarSequence} + 1` })
    .where(and(eq(appointments.id, appointmentId), eq(appointments.shopId, shopId)));
}

export async function insertHistory(
  tx: Tx,
  entries: Omit<typeof appointmentHistory.$inferInsert, 'id' | 'at'>[],
): Promise<void> {
  if (entries.length > 0) await tx.insert(appointmentHistory).values(entries);
}

/** What a visit's reminders are planned from: the visit joined with its shop's reminder rules. */
const reminderFactColumns = {
  status: appointments.status,
  startsAt: appointments.startsAt,
  customerId: appointments.customerId,
  timeZone: shops.timeZone,
  reminderHours: shops.reminderHours,
  secondReminderHours: shops.secondReminderHours,
  quietStart: shops.quietHoursStart,
  quietEnd: shops.quietHoursEnd,
};

/** A visit's reminder facts with its source and its shop's review requests, or undefined. */
export async function visitNotificationFacts(tx: Tx, shopId: string, appointmentId: string) {
  const [row] = await tx
    .select({
      ...reminderFactColumns,
      source: appointments.source,
      reviewRequestsEnabled: shops.reviewRequestsEnabled,
      reviewRequestHours: shops.reviewRequestHours,
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.shopId, shopId)));
  return row;
}

/** The shop's confirmed visits starting after `now`, with their reminder facts. */
export function comingVisitsReminderFacts(tx: Tx, shopId: string, now: Date) {
  return tx
    .select({ id: appointments.id, ...reminderFactColumns })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(
      and(
        eq(appointments.shopId, shopId),
        eq(appointments.status, 'confirmed'),
        gt(appointments.startsAt, now),
      ),
    );
}

/**
 * A booking's mail address (its customer's, else the one typed as a guest) and whether a
 * notification event of `type` was raised for it; undefined when the shop has no such booking.
 */
export async function bookingMailFacts(
  db: Executor,
  { shopId, appointmentId, type }: { shopId: string; appointmentId: string; type: string },
): Promise<{ address: string | null; raised: boolean } | undefined> {
  const [row] = await db
    .select({
      address: sql<string | null>`coalesce(${customers.email}, ${appointments.guestEmail})`,
      raised: sql<boolean>`exists (select 1 from ${notificationEvents}
        where ${notificationEvents.appointmentId} = ${appointments.id}
          and ${notificationEvents.type} = ${type})`,
    })
    .from(appointments)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.shopId, shopId)));
  return row;
}

/** These visits, of any shop, each with its customer (null for a guest). */
export function visitsWithCustomersByIds(
  db: Executor,
  ids: string[],
): Promise<{ appointment: AppointmentRow; customer: CustomerRow | null }[]> {
  return db
    .select({ appointment: appointments, customer: customers })
    .from(appointments)
    .leftJoin(customers, eq(customers.id, appointments.customerId))
    .where(inArray(appointments.id, ids));
}

/** The history of these visits, oldest first. */
export function historyOfVisits(db: Executor, appointmentIds: string[]) {
  return db
    .select()
    .from(appointmentHistory)
    .where(inArray(appointmentHistory.appointmentId, appointmentIds))
    .orderBy(asc(appointmentHistory.at));
}

/** The shop's visit, or undefined; its row share-locked until the transaction ends. */
export async function shareLockVisit(
  tx: Tx,
  shopId: string,
  id: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.shopId, shopId)))
    .for('share');
  return row;
}

/** A visit by its id alone, or undefined: for links and pages that name a visit, not a shop. */
export async function findVisitById(db: Executor, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** The visit's latest change: what was done, and by whom (a customer, staff, the system). */
export async function lastChangeOfVisit(
  db: Executor,
  appointmentId: string,
): Promise<{ action: string; actorKind: string } | undefined> {
  const [last] = await db
    .select({ action: appointmentHistory.action, actorKind: appointmentHistory.actorKind })
    .from(appointmentHistory)
    .where(eq(appointmentHistory.appointmentId, appointmentId))
    .orderBy(desc(appointmentHistory.at))
    .limit(1);
  return last;
}

/** Bookings of any shop still waiting for their payment that were made before `cutoff`, at most `limit`. */
export function unpaidHoldsMadeBefore(
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<{ id: string; shopId: string }[]> {
  return db
    .select({ id: appointments.id, shopId: appointments.shopId })
    .from(appointments)
    .where(and(eq(appointments.status, 'awaiting_payment'), lt(appointments.createdAt, cutoff)))
    .limit(limit);
}
