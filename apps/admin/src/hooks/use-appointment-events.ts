import { useShopEvents } from './use-shop-events.ts';

/**
 * Live updates while the calendar or the dashboard is open: the appointments and figures are
 * refetched when the shop's event stream says something changed (see use-shop-events.ts, which
 * shares one stream with the bell).
 */
export function useAppointmentEvents(shopId: string) {
  useShopEvents(shopId);
}
