import type { Executor, Tx } from '@salon/db';
import {
  type Actor,
  AppError,
  type AppointmentStatus,
  appointmentSources,
  appointmentStatuses,
  type NotificationData,
  type NotificationResponse,
  type ShopNotificationType,
  shopNotificationTypes,
} from '@salon/domain';
import { notifyShop } from '../../../infra/events.ts';
import {
  countNotifications,
  type NotificationRow,
  type NotificationScope,
} from '../../../repositories/notifications.ts';
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

/**
 * A staff member's bell in a shop. Only the shop's types reach the bell; a row of another kind is
 * never shown. A staff member may also be a customer of the same salon: their own bookings'
 * notices are for their account, not for the bell.
 */
export const bellOf = (userId: string, shopId: string): NotificationScope => ({
  userId,
  shopId,
  types: shopNotificationTypes,
});

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

export function countUnread(db: Executor, userId: string, shopId: string): Promise<number> {
  return countNotifications(db, { ...bellOf(userId, shopId), state: 'RECEIVED' });
}

/** Other open tabs of the same person refetch their bell (delivered on commit). */
export const tellOtherTabs = (tx: Tx, shopId: string, userId: string) =>
  notifyShop(tx, { shopId, type: 'notification.changed', userId });
