import type { QueryClient } from '@tanstack/react-query';
import { appointmentKeys } from '../api/appointments.ts';
import { invalidateDashboard } from '../api/dashboard.ts';

/** Every cached answer about one shop: calendar, dashboard, requests, appointments. */
const shopQueryKey = (shopId: string) => ['shops', shopId] as const;

/**
 * Refetches what the shop's event stream says has changed: the appointments and the dashboard's
 * figures on `appointment.changed`; everything of the shop on `resync`, which the server sends
 * after its live updates were interrupted, when any change may have been missed. Returns the
 * unsubscribe.
 */
export function followShopEvents(source: EventTarget, queryClient: QueryClient, shopId: string): () => void {
  const appointmentChanged = () => {
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.all(shopId) });
    void invalidateDashboard(queryClient, shopId);
  };
  const resync = () => {
    void queryClient.invalidateQueries({ queryKey: shopQueryKey(shopId) });
  };
  source.addEventListener('appointment.changed', appointmentChanged);
  source.addEventListener('resync', resync);
  return () => {
    source.removeEventListener('appointment.changed', appointmentChanged);
    source.removeEventListener('resync', resync);
  };
}
