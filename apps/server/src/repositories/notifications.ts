import {
  and,
  asc,
  type Executor,
  eq,
  inArray,
  lt,
  notificationPreferences,
  notifications,
  pushDeliveries,
  pushSubscriptions,
  type SQL,
  scheduledNotifications,
  shops,
  sql,
  type Tx,
} from '@salon/db';
import { queryRows } from '../infra/sql.ts';

export type InAppNotificationRow = typeof notifications.$inferSelect;
export type NewInAppNotification = typeof notifications.$inferInsert;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushDeliveryRow = typeof pushDeliveries.$inferSelect;
export type NewPushDelivery = typeof pushDeliveries.$inferInsert;
export type NewScheduledNotification = typeof scheduledNotifications.$inferInsert;
export type NotificationPreferenceRow = typeof notificationPreferences.$inferSelect;

// ——— In-app notifications: a staff member's bell, a customer account's notices ———

/** An in-app notification as the lists read it, times as ISO text. */
export interface NotificationRow {
  id: string;
  shop_id: string;
  type: string;
  appointment_id: string | null;
  /** The appointment's status at the time of reading. */
  appointment_status: string | null;
  source: string | null;
  state: string;
  data: unknown;
  created_at: string;
  read_at: string | null;
  /** created_at in UTC with microseconds: the cursor must not lose them. */
  cursor_at: string;
}

/**
 * Whose notifications: one person's of the given types, in one shop or in every shop, optionally
 * of one source or state only.
 */
export interface NotificationScope {
  userId: string;
  shopId?: string | undefined;
  types: readonly string[];
  source?: string | undefined;
  state?: string | undefined;
}

// The appointment's status is read with the row, so that what a notification asks for (a request
// to accept) is judged by the appointment as it is now, whoever answered it and wherever.
const notificationColumns = sql`id, shop_id, type, appointment_id, source, state, data,
  (select a.status from appointments a where a.id = notifications.appointment_id) as appointment_status,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as read_at,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`;

function scopeSql(scope: NotificationScope): SQL {
  const types = sql.join(
    scope.types.map((type) => sql`${type}`),
    sql`, `,
  );
  const filters: SQL[] = [
    sql`user_id = ${scope.userId}`,
    ...(scope.shopId !== undefined ? [sql`shop_id = ${scope.shopId}`] : []),
    sql`type in (${types})`,
  ];
  if (scope.source !== undefined) filters.push(sql`source = ${scope.source}`);
  if (scope.state !== undefined) filters.push(sql`state = ${scope.state}`);
  return sql.join(filters, sql` and `);
}

/**
 * The scope's notifications newest first, at most `limit`, starting after `after` (the creation
 * instant and id of the previous page's last row, so rows arriving meanwhile neither repeat nor
 * hide one).
 */
export function notificationsIn(
  db: Executor,
  scope: NotificationScope,
  { after, limit }: { after: { at: string; id: string } | undefined; limit: number },
): Promise<NotificationRow[]> {
  const matching = scopeSql(scope);
  const page = after
    ? sql`${matching} and (created_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : matching;
  return queryRows<NotificationRow>(
    db,
    sql`select ${notificationColumns} from notifications where ${page}
         order by created_at desc, id desc limit ${limit}`,
  );
}

export async function countNotifications(db: Executor, scope: NotificationScope): Promise<number> {
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where ${scopeSql(scope)}`,
  );
  return total?.n ?? 0;
}

/** One notification of the scope, or undefined: someone else's is not found. */
export async function findNotification(
  db: Executor,
  scope: NotificationScope,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await queryRows<NotificationRow>(
    db,
    sql`select ${notificationColumns} from notifications where id = ${id} and ${scopeSql(scope)}`,
  );
  return row;
}

/**
 * Marks the scope's unread notifications (or only the one with `id`) read at `at`; a read one
 * keeps its first time. Returns how many changed.
 */
export async function markNotificationsRead(
  db: Executor,
  scope: NotificationScope,
  { at, id }: { at: Date; id?: string | undefined },
): Promise<number> {
  const changed = await queryRows<{ id: string }>(
    db,
    sql`update notifications set state = 'READ', read_at = ${at.toISOString()}::timestamptz
         where ${id !== undefined ? sql`id = ${id} and ` : sql``}${scopeSql({ ...scope, state: 'RECEIVED' })}
         returning id`,
  );
  return changed.length;
}

/** Writes in-app notifications; one its event already gave the person is left out. Returns those written. */
export function insertInAppNotifications(
  tx: Tx,
  rows: NewInAppNotification[],
): Promise<{ userId: string; shopId: string; type: string }[]> {
  return tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.eventId, notifications.userId] })
    .returning({ userId: notifications.userId, shopId: notifications.shopId, type: notifications.type });
}

/** Every in-app notification of a person, oldest first, with its shop's name. */
export function notificationsOfUserWithShop(
  db: Executor,
  userId: string,
): Promise<{ n: InAppNotificationRow; shopName: string }[]> {
  return db
    .select({ n: notifications, shopName: shops.name })
    .from(notifications)
    .innerJoin(shops, eq(shops.id, notifications.shopId))
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
}

export async function deleteNotificationsOfUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}

// ——— Staff notification preferences ———

/** A staff member's choices in a shop: one cell per type and channel chosen. */
export function preferenceCellsOf(
  db: Executor,
  userId: string,
  shopId: string,
): Promise<{ type: string; channel: string; enabled: boolean }[]> {
  return db
    .select({
      type: notificationPreferences.type,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.shopId, shopId)));
}

/** The choices of these members of a shop for one type. */
export function preferenceCellsForType(
  db: Executor,
  { shopId, type, userIds }: { shopId: string; type: string; userIds: string[] },
): Promise<{ userId: string; type: string; channel: string; enabled: boolean }[]> {
  return db
    .select({
      userId: notificationPreferences.userId,
      type: notificationPreferences.type,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.shopId, shopId),
        eq(notificationPreferences.type, type),
        inArray(notificationPreferences.userId, userIds),
      ),
    );
}

/** Writes the cells; a cell chosen before takes the new value. */
export async function savePreferenceCells(db: Executor, cells: NotificationPreferenceRow[]): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(cells)
    .onConflictDoUpdate({
      target: [
        notificationPreferences.userId,
        notificationPreferences.shopId,
        notificationPreferences.type,
        notificationPreferences.channel,
      ],
      set: { enabled: sql`excluded.enabled` },
    });
}

/** Every choice of a person, in every shop, with the shop's name. */
export function preferencesOfUserWithShop(
  db: Executor,
  userId: string,
): Promise<{ p: NotificationPreferenceRow; shopName: string }[]> {
  return db
    .select({ p: notificationPreferences, shopName: shops.name })
    .from(notificationPreferences)
    .innerJoin(shops, eq(shops.id, notificationPreferences.shopId))
    .where(eq(notificationPreferences.userId, userId));
}

// ——— Push subscriptions ———

/** A person's subscriptions, oldest first. */
export function pushSubscriptionsOf(db: Executor, userId: string): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/** The subscriptions of these people. */
export function pushSubscriptionsOfUsers(db: Executor, userIds: string[]): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

/**
 * Stores a subscription, or refreshes the one with its endpoint (which then belongs to
 * `values.userId`); `created` tells which it was.
 */
export async function upsertPushSubscription(
  db: Executor,
  values: Pick<PushSubscriptionRow, 'userId' | 'p256dh' | 'auth' | 'userAgent' | 'refreshedAt'>,
  { endpoint, createdAt }: { endpoint: string; createdAt: Date },
): Promise<{ endpoint: string; createdAt: Date; refreshedAt: Date; created: boolean } | undefined> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint, createdAt })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning({
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
      refreshedAt: pushSubscriptions.refreshedAt,
      // A row the statement inserted has no previous version.
      created: sql<boolean>`(xmax = 0)`,
    });
  return row;
}

/** Deletes the person's subscription with this endpoint; anyone else's stays. */
export async function deletePushSubscriptionAt(
  db: Executor,
  { userId, endpoint }: { userId: string; endpoint: string },
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

/** Deletes the person's subscription with this id; false when they have none such. */
export async function deletePushSubscription(
  db: Executor,
  { userId, id }: { userId: string; id: string },
): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Deletes the subscriptions last refreshed before `before`; returns how many went. */
export async function deletePushSubscriptionsRefreshedBefore(db: Executor, before: Date): Promise<number> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(lt(pushSubscriptions.refreshedAt, before))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}

export async function deletePushSubscriptionsOfUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

// ——— The send queues ———

/** The send queues: rows with status, attempts, next_attempt_at and locked_until. */
export type SendQueue = 'mail_outbox' | 'push_deliveries';

/**
 * Takes due messages of a queue until `until`: queued ones whose time has come, and claimed ones
 * whose sender did not finish in time (it died while sending). SKIP LOCKED lets many servers
 * drain one queue without taking the same row. Returns the ids taken.
 */
export async function claimDueMessages(
  db: Executor,
  queue: SendQueue,
  { now, until, limit }: { now: Date; until: Date; limit: number },
): Promise<string[]> {
  const at = now.toISOString();
  const table = sql.raw(queue);
  const claimed = await queryRows<{ id: string }>(
    db,
    sql`
    update ${table} set status = 'sending', attempts = attempts + 1, locked_until = ${until.toISOString()}::timestamptz
    where id in (
      select id from ${table}
      where status in ('queued', 'sending') and next_attempt_at <= ${at}::timestamptz
        and (status = 'queued' or locked_until < ${at}::timestamptz)
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id`,
  );
  return claimed.map((r) => r.id);
}

export function pushDeliveriesByIds(db: Executor, ids: string[]): Promise<PushDeliveryRow[]> {
  return db.select().from(pushDeliveries).where(inArray(pushDeliveries.id, ids));
}

/** Queues pushes; one whose dedupe key was queued before is left out. */
export async function queuePushDeliveries(tx: Tx, rows: NewPushDelivery[]): Promise<void> {
  await tx.insert(pushDeliveries).values(rows).onConflictDoNothing({ target: pushDeliveries.dedupeKey });
}

export async function changePushDelivery(
  db: Executor,
  id: string,
  changes: Partial<NewPushDelivery>,
): Promise<void> {
  await db.update(pushDeliveries).set(changes).where(eq(pushDeliveries.id, id));
}

// ——— Scheduled notifications ———

/**
 * Takes the scheduled notifications due at `now`, at most `limit`, deleting them in the caller's
 * transaction (SKIP LOCKED: rows another server took are left to it). The index on `due_at`
 * keeps this a short range scan however many appointments the database holds.
 */
export function takeDueScheduledNotifications(
  tx: Tx,
  { now, limit }: { now: Date; limit: number },
): Promise<
  {
    id: string;
    shop_id: string;
    type: string;
    appointment_id: string | null;
    customer_id: string | null;
    dedupe_key: string;
  }[]
> {
  return queryRows(
    tx,
    sql`delete from scheduled_notifications where id in (
          select id from scheduled_notifications where due_at <= ${now.toISOString()}::timestamptz
          order by due_at limit ${limit} for update skip locked)
        returning id, shop_id, type, appointment_id, customer_id, dedupe_key`,
  );
}

/** Schedules notifications; one whose dedupe key was used before is left out. */
export async function scheduleNotifications(tx: Tx, rows: NewScheduledNotification[]): Promise<void> {
  await tx
    .insert(scheduledNotifications)
    .values(rows)
    .onConflictDoNothing({ target: scheduledNotifications.dedupeKey });
}

/** Unschedules a visit's notifications of these types. */
export async function unscheduleVisitNotifications(
  tx: Tx,
  appointmentId: string,
  types: string[],
): Promise<void> {
  await tx
    .delete(scheduledNotifications)
    .where(
      and(
        eq(scheduledNotifications.appointmentId, appointmentId),
        inArray(scheduledNotifications.type, types),
      ),
    );
}

/** Unschedules a shop's notifications of one type. */
export async function unscheduleShopNotifications(tx: Tx, shopId: string, type: string): Promise<void> {
  await tx
    .delete(scheduledNotifications)
    .where(and(eq(scheduledNotifications.shopId, shopId), eq(scheduledNotifications.type, type)));
}
