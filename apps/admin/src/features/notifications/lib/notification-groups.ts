import { dateOfInstant, type NotificationResponse, type ShopNotificationType } from '@salon/domain';

/** A heading of the bell: a type of the shop's, or the requests that no longer await an answer. */
export type NotificationGroupId = ShopNotificationType | 'answeredRequests';

/** The order the bell shows its groups in: what needs an answer first, reviews last. */
export const notificationGroupOrder: readonly NotificationGroupId[] = [
  'ShopReceiveNewRequestAppointment',
  'ShopReceiveNewAppointment',
  'answeredRequests',
  'ShopReceiveRescheduleAppointment',
  'ShopReceiveCancelAppointment',
  'ShopReceiveReview',
];

export interface NotificationGroup {
  id: NotificationGroupId;
  items: NotificationResponse[];
}

/** What became of a request once answered: accepted (and maybe since visited), declined or cancelled. */
export type RequestAnswer = 'accepted' | 'declined' | 'cancelled';

/** A request is to be accepted while its appointment waits for the salon (or, before that, for a payment). */
const awaitsAnswer = (n: NotificationResponse) =>
  n.appointmentStatus === 'pending' || n.appointmentStatus === 'awaiting_payment';

/** The answer a request got, by its appointment's status now; null while it awaits one or when the appointment is gone. */
export function requestAnswer(n: NotificationResponse): RequestAnswer | null {
  if (n.type !== 'ShopReceiveNewRequestAppointment') return null;
  switch (n.appointmentStatus) {
    case 'confirmed':
    case 'completed':
    case 'no_show':
      return 'accepted';
    case 'declined':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
    default:
      return null;
  }
}

/** Where a notification is listed: a request by its appointment's status now, whoever answered it and where. */
const groupOf = (n: NotificationResponse): NotificationGroupId =>
  n.type === 'ShopReceiveNewRequestAppointment' && !awaitsAnswer(n) ? 'answeredRequests' : n.type;

/** The list grouped for display, each group keeping the newest-first order; empty groups left out. */
export function groupNotifications(items: readonly NotificationResponse[]): NotificationGroup[] {
  return notificationGroupOrder
    .map((id) => ({ id, items: items.filter((n) => groupOf(n) === id) }))
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
