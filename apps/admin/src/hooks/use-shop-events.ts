import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followShopEvents } from '../lib/shop-events.ts';

interface OpenStream {
  source: EventSource;
  stop: () => void;
  users: number;
}

// One stream per shop and tab, however many parts of the page listen (the bell in the header,
// the calendar or the dashboard): browsers allow few connections per host.
const open = new Map<string, OpenStream>();

function acquire(shopId: string, queryClient: QueryClient): OpenStream {
  let stream = open.get(shopId);
  if (!stream) {
    const source = new EventSource(`/api/events?shopId=${encodeURIComponent(shopId)}`);
    stream = { source, stop: followShopEvents(source, queryClient, shopId), users: 0 };
    open.set(shopId, stream);
  }
  stream.users += 1;
  return stream;
}

function release(shopId: string, stream: OpenStream) {
  stream.users -= 1;
  if (stream.users > 0) return;
  stream.stop();
  stream.source.close();
  if (open.get(shopId) === stream) open.delete(shopId);
}

/**
 * Live updates of a shop while something on the page shows its data: the server sends
 * `appointment.changed` whenever an appointment of the shop is made or changed (an online booking
 * too), `notification.changed` when this person's bell changed, and `resync` after its own live
 * updates were interrupted; the cached answers are refetched. EventSource reconnects by itself
 * (the server asks for 2 s); the stream closes when the last listener goes.
 */
export function useShopEvents(shopId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!shopId || typeof EventSource === 'undefined') return;
    const stream = acquire(shopId, queryClient);
    return () => release(shopId, stream);
  }, [shopId, queryClient]);
}
