import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { customers } from './customers.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/**
 * One notification type raised once: by an appointment change (in the change's transaction),
 * by a due reminder, a review request or a birthday. The fan-out turns it into in-app
 * notifications, pushes and mails, once: `expanded_at` says it was done, and every delivery it
 * makes carries a unique key derived from the event.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** A NotificationType of the domain. */
    type: text('type').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Who made the change; staff are not told of their own changes. */
    actorUserId: uuid('actor_user_id'),
    /** What the messages say beyond the appointment itself: a reason, the previous start. */
    data: jsonb('data').notNull().default({}),
    /** Makes raising the same event twice (a scan run twice, two servers) a no-op. */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expandedAt: timestamp('expanded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_events_dedupe_key').on(t.dedupeKey),
    index('notification_events_pending_idx').on(t.createdAt).where(sql`${t.expandedAt} is null`),
  ],
);

/** A staff member's in-app notification: the bell's list. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => notificationEvents.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The appointment's source when raised (online, google, admin, walk_in): the bell filters by it. */
    source: text('source'),
    /** What the list shows without another request: customer name, start, services, stylists, reason. */
    data: jsonb('data').notNull().default({}),
    /** RECEIVED or READ. */
    state: text('state').notNull().default('RECEIVED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_user_key').on(t.eventId, t.userId),
    index('notifications_user_shop_idx').on(t.userId, t.shopId, t.createdAt),
    index('notifications_unread_idx').on(t.userId, t.shopId).where(sql`${t.state} = 'RECEIVED'`),
  ],
);

/** A staff member's choice for one type on one channel in one shop; no row means the default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** in_app, push or email. */
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId, t.type, t.channel] })],
);

/** A browser's Web Push subscription, for the signed-in user who made it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * One push to one subscription: the queue the sender drains (claimed with SKIP LOCKED, retried
 * with backoff) and the record of what was sent.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => notificationEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    /** queued, sending, sent, failed (for good) or gone (the subscription no longer exists). */
    status: text('status').notNull().default('queued'),
    dedupeKey: text('dedupe_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_deliveries_dedupe_key').on(t.dedupeKey),
    index('push_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
  ],
);

/**
 * A notification due later: reminders, review requests, birthday greetings. A reschedule
 * replaces an appointment's rows, a cancel deletes them; the scan raises each due row's event
 * once (its dedupe key is the event's).
 */
export const scheduledNotifications = pgTable(
  'scheduled_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scheduled_notifications_dedupe_key').on(t.dedupeKey),
    index('scheduled_notifications_due_idx').on(t.dueAt),
    index('scheduled_notifications_appointment_idx').on(t.appointmentId),
  ],
);
