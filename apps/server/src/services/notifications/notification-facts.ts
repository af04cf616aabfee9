import type { AppointmentItemRow, AppointmentRow, CustomerRow, Executor, ShopRow, UserRow } from '@salon/db';
import type { ShopNotificationType } from '@salon/domain';
import { itemsWithStylists, visitsWithCustomersByIds } from '../../repositories/appointments.ts';
import { customersByIds } from '../../repositories/customers.ts';
import { type PushSubscriptionRow, pushSubscriptionsOfUsers } from '../../repositories/notifications.ts';
import { shopsByIds } from '../../repositories/shops.ts';
import { usersByIds } from '../../repositories/users.ts';
import { type StaffRecipient, staffRecipients } from './in-app/staff-recipients.ts';

type SubscriptionRow = PushSubscriptionRow;

/** An appointment with what every notification about it names: its customer and its items. */
export interface AppointmentFacts {
  appointment: AppointmentRow;
  customer: CustomerRow | null;
  items: { item: AppointmentItemRow; stylistName: string }[];
}

/** What a batch of notifications reads, so that a batch reads each row once. */
export interface NotificationFacts {
  shop(id: string): Promise<ShopRow | undefined>;
  appointment(id: string): Promise<AppointmentFacts | undefined>;
  customer(id: string): Promise<CustomerRow | undefined>;
  user(id: string): Promise<UserRow | undefined>;
  subscriptions(userId: string): Promise<SubscriptionRow[]>;
  staffRecipients(input: {
    shopId: string;
    type: ShopNotificationType;
    excludeUserId: string | null;
  }): Promise<StaffRecipient[]>;
  /** Reads the shops, appointments, customers and users of many notifications in a few queries. */
  preload(ids: {
    shopIds?: Iterable<string | null>;
    appointmentIds?: Iterable<string | null>;
    customerIds?: Iterable<string | null>;
    userIds?: Iterable<string | null>;
    subscriberIds?: Iterable<string | null>;
  }): Promise<void>;
}

/** A read-through cache: a key asked for twice, or preloaded, is read once. */
function memo<T>(loadMany: (ids: string[]) => Promise<Map<string, T>>) {
  const known = new Map<string, Promise<T | undefined>>();
  return {
    get(id: string): Promise<T | undefined> {
      let found = known.get(id);
      if (!found) {
        found = loadMany([id]).then((rows) => rows.get(id));
        known.set(id, found);
      }
      return found;
    },
    async preload(ids: Iterable<string | null> | undefined) {
      const wanted = [...new Set([...(ids ?? [])].filter((id): id is string => !!id && !known.has(id)))];
      if (wanted.length === 0) return;
      const loading = loadMany(wanted);
      for (const id of wanted) {
        const one = loading.then((rows) => rows.get(id));
        // Whoever asks for it sees the failure; nobody asking is no unhandled rejection.
        one.catch(() => {});
        known.set(id, one);
      }
      try {
        await loading;
      } catch (err) {
        // Asked for later, each is read on its own.
        for (const id of wanted) known.delete(id);
        throw err;
      }
    },
  };
}

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/**
 * The facts of one batch of notifications, read from the database at most once each. A batch
 * is short-lived (one fan-out or send round), so it never serves a stale row for long.
 */
export function createNotificationFacts(db: Executor): NotificationFacts {
  const shopCache = memo(async (ids) => byId(await shopsByIds(db, ids)));
  const customerCache = memo(async (ids) => byId(await customersByIds(db, ids)));
  const userCache = memo(async (ids) => byId(await usersByIds(db, ids)));
  const subscriptionCache = memo(async (userIds) => {
    const rows = await pushSubscriptionsOfUsers(db, userIds);
    const byUser = new Map<string, SubscriptionRow[]>(userIds.map((id) => [id, []]));
    for (const row of rows) byUser.get(row.userId)?.push(row);
    return byUser;
  });
  const appointmentCache = memo(async (ids) => {
    const rows = await visitsWithCustomersByIds(db, ids);
    const items = await itemsWithStylists(db, ids);
    const found = new Map<string, AppointmentFacts>(
      rows.map(({ appointment, customer }) => [appointment.id, { appointment, customer, items: [] }]),
    );
    for (const item of items) found.get(item.item.appointmentId)?.items.push(item);
    return found;
  });
  const recipients = new Map<string, Promise<StaffRecipient[]>>();

  return {
    shop: (id) => shopCache.get(id),
    appointment: (id) => appointmentCache.get(id),
    customer: (id) => customerCache.get(id),
    user: (id) => userCache.get(id),
    subscriptions: async (userId) => (await subscriptionCache.get(userId)) ?? [],
    staffRecipients(input) {
      const key = `${input.shopId}:${input.type}:${input.excludeUserId ?? ''}`;
      let found = recipients.get(key);
      if (!found) {
        found = staffRecipients(db, { ...input, appointmentId: null });
        recipients.set(key, found);
      }
      return found;
    },
    async preload(ids) {
      await Promise.all([
        shopCache.preload(ids.shopIds),
        appointmentCache.preload(ids.appointmentIds),
        customerCache.preload(ids.customerIds),
        userCache.preload(ids.userIds),
        subscriptionCache.preload(ids.subscriberIds),
      ]);
    },
  };
}
