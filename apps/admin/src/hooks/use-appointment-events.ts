import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followShopEvents } from '../lib/shop-events.ts';

/**
 * Live updates while the calendar or the dashboard is open: the server sends `appointment.changed`
 * whenever an appointment of the shop is made or changed (an online booking too), and `resync`
 * after its own live updates were interrupted; the page refetches. EventSource reconnects by itself (the
 * server asks for 2 s); the stream closes with the page.
 */
export function useAppointmentEvents(shopId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events?shopId=${encodeURIComponent(shopId)}`);
    const stop = followShopEvents(source, queryClient, shopId);
    return () => {
      stop();
      source.close();
    };
  }, [shopId, queryClient]);
}
