import { dateOfInstant, type NotificationResponse, type ShopNotificationType } from '@salon/domain';

/** The order the bell shows the shop's types in: what needs an answer first, reviews last. */
export const notificationGroupOrder: readonly ShopNotificationType[] = [
  'ShopReceiveNewRequestAppointment',
  'ShopReceiveNewAppointment',
  'ShopReceiveRescheduleAppointment',
  'ShopReceiveCancelAppointment',
  'ShopReceiveReview',
];

export interface NotificationGroup {
  type: ShopNotificationType;
  items: NotificationResponse[];
}

/** The list grouped by type for display, each group keeping the newest-first order; empty groups left out. */
export function groupByType(items: readonly NotificationResponse[]): NotificationGroup[] {
  return notificationGroupOrder
    .map((type) => ({ type, items: items.filter((n) => n.type === type) }))
    .filter((group) => group.items.length > 0);
}

/**
 * Where a notification leads: the calendar opened on the appointment (its drawer, on its day) or,
 * without one, on the day; null when it names neither.
 */
export function notificationLink(n: NotificationResponse, shopTimeZone: string): string | null {
  // A new review opens the reviews, where it can be read and answered.
  if (n.type === 'ShopReceiveReview') return '/reviews';
  const start = n.data.start ? Date.parse(n.data.start) : Number.NaN;
  const day = Number.isNaN(start) ? null : dateOfInstant(n.data.timeZone ?? shopTimeZone, start);
  const params = new URLSearchParams();
  if (day) params.set('date', day);
  if (n.appointmentId) params.set('appointment', n.appointmentId);
  const query = params.toString();
  return query ? `/calendar?${query}` : null;
}
