import type { QueryClient } from '@tanstack/react-query';
import { appointmentsChanged } from '../api/appointments.ts';
import { invalidateNotificationLists, invalidateNotifications } from '../api/notifications.ts';

/**
 * Everything the shop's event stream keeps live: the appointments (calendar, the dashboard's day
 * and its requests), the dashboard's figures and the bell. Fetched again whenever the stream opens
 * or the server says its live updates were interrupted (`resync`): what changed meanwhile was
 * never told.
 */
export const refetchLiveData = (queryClient: QueryClient, shopId: string) =>
  Promise.all([appointmentsChanged(queryClient, shopId), invalidateNotifications(queryClient, shopId)]);

/**
 * Refetches what the shop's event stream says has changed: the appointments, the dashboard's
 * figures and the bell's list (a request answered leaves "Requests to accept") on
 * `appointment.changed`; the bell on `notification.changed` (the server sends it only to the
 * streams of the staff member whose notifications changed); everything live on `resync`. Returns
 * the unsubscribe.
 */
export function followShopEvents(source: EventTarget, queryClient: QueryClient, shopId: string): () => void {
  const appointmentChanged = () => {
    void appointmentsChanged(queryClient, shopId);
    void invalidateNotificationLists(queryClient, shopId);
  };
  const notificationChanged = () => {
    void invalidateNotifications(queryClient, shopId);
  };
  const resync = () => {
    void refetchLiveData(queryClient, shopId);
  };
  source.addEventListener('appointment.changed', appointmentChanged);
  source.addEventListener('notification.changed', notificationChanged);
  source.addEventListener('resync', resync);
  return () => {
    source.removeEventListener('notification.changed', notificationChanged);
    source.removeEventListener('appointment.changed', appointmentChanged);
    source.removeEventListener('resync', resync);
  };
}
