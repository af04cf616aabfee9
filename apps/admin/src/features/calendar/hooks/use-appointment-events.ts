import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appointmentsQueryKey } from '../api/list-appointments.ts';

/**
 * Live updates while the calendar is open: the server sends `appointment.changed` whenever an
 * appointment of the shop is made or changed (an online booking too), and the calendar refetches.
 * EventSource reconnects by itself (the server asks for 2 s); the stream closes with the page.
 */
export function useAppointmentEvents(shopId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events?shopId=${encodeURIComponent(shopId)}`);
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey(shopId) });
    };
    source.addEventListener('appointment.changed', refetch);
    return () => {
      source.removeEventListener('appointment.changed', refetch);
      source.close();
    };
  }, [shopId, queryClient]);
}
