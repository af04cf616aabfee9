import { type Executor, sql, type Tx } from '@salon/db';
import {
  type Actor,
  AppError,
  type AppointmentStatus,
  appointmentSources,
  appointmentStatuses,
  customerNotificationTypes,
  type NotificationData,
  type NotificationResponse,
  type ShopNotificationType,
  shopNotificationTypes,
} from '@salon/domain';
import { notifyShop } from '../../../infra/events.ts';
import { queryRows } from '../../../infra/sql.ts';
import { assertCan } from '../../shared/assert-can.ts';

/**
 * A staff member's bell is their own and exists only in shops they work in: a platform operator
 * who may look at any shop has no notifications there.
 */
export function assertOwnBell(actor: Actor, shopId: string): void {
  assertCan(actor, 'read', 'Shop', shopId);
  if (!actor.memberships.some((m) => m.shopId === shopId)) {
    throw new AppError('Forbidden', 'Notifications belong to the staff of a shop');
  }
}

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

// The appointment's status is read with the row, so that what a notification asks for (a request
// to accept) is judged by the appointment as it is now, whoever answered it and wherever.
export const notificationColumns = sql`id, shop_id, type, appointment_id, source, state, data,
  (select a.status from appointments a where a.id = notifications.appointment_id) as appointment_status,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as read_at,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`;

/**
 * Only the shop's types reach the bell; a row of another kind is never shown. A staff member may
 * also be a customer of the same salon: their own bookings' notices are for their account, not
 * for the bell.
 */
export const shopTypesSql = sql.join(
  shopNotificationTypes.map((type) => sql`${type}`),
  sql`, `,
);

/** A customer's own notices, which their account lists across salons. */
export const customerTypesSql = sql.join(
  customerNotificationTypes.map((type) => sql`${type}`),
  sql`, `,
);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The stored `data` as the list shows it, whatever an older or partial row holds. */
export function notificationDataOf(raw: unknown): NotificationData {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    customerName: text(data.customerName),
    start: text(data.start),
    timeZone: text(data.timeZone),
    services: texts(data.services),
    stylists: texts(data.stylists),
    reason: text(data.reason),
    previousStart: text(data.previousStart),
  };
}

export function notificationView(row: NotificationRow): NotificationResponse {
  const source = (appointmentSources as readonly string[]).includes(row.source ?? '')
    ? (row.source as NotificationResponse['source'])
    : null;
  const appointmentStatus = (appointmentStatuses as readonly string[]).includes(row.appointment_status ?? '')
    ? (row.appointment_status as AppointmentStatus)
    : null;
  return {
    id: row.id,
    type: row.type as ShopNotificationType,
    appointmentId: row.appointment_id,
    appointmentStatus,
    source,
    state: row.state === 'READ' ? 'READ' : 'RECEIVED',
    data: notificationDataOf(row.data),
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

export async function countUnread(db: Executor, userId: string, shopId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications
         where user_id = ${userId} and shop_id = ${shopId} and state = 'RECEIVED'
           and type in (${shopTypesSql})`,
  );
  return row?.n ?? 0;
}

/** Other open tabs of the same person refetch their bell (delivered on commit). */
export const tellOtherTabs = (tx: Tx, shopId: string, userId: string) =>
  notifyShop(tx, { shopId, type: 'notification.changed', userId });
