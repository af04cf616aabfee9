import type { QueryClient } from '@tanstack/react-query';
import { appointmentsChanged } from '../api/appointments.ts';
import { invalidateNotifications } from '../api/notifications.ts';
import { invalidateShop } from '../api/shop.ts';

/**
 * Refetches what the shop's event stream says has changed: the appointments and the dashboard's
 * figures on `appointment.changed`; the bell on `notification.changed` (the server sends it only to
 * the streams of the staff member whose notifications changed); everything of the shop on `resync`, which the server sends
 * after its live updates were interrupted, when any change may have been missed. Returns the
 * unsubscribe.
 */
export function followShopEvents(source: EventTarget, queryClient: QueryClient, shopId: string): () => void {
  const appointmentChanged = () => {
    void appointmentsChanged(queryClient, shopId);
  };
  const notificationChanged = () => {
    void invalidateNotifications(queryClient, shopId);
  };
  const resync = () => {
    void invalidateShop(queryClient, shopId);
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
