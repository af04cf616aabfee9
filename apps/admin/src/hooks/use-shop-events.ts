import { api } from '@salon/web/api-client';
import { sessionQueryKey } from '@salon/web/session';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { followShopEvents, refetchLiveData } from '../lib/shop-events.ts';
import { type LiveStatus, ShopStream } from '../lib/shop-stream.ts';

interface OpenStream {
  stream: ShopStream;
  users: number;
}

// One stream per shop and tab, however many parts of the page listen (the bell in the header,
// the calendar or the dashboard): browsers allow few connections per host.
const open = new Map<string, OpenStream>();

// Whoever shows a stream's status: told when a stream comes, goes or changes its status.
const watchers = new Set<() => void>();
const tellWatchers = () => {
  for (const watcher of watchers) watcher();
};

function acquire(shopId: string, queryClient: QueryClient): OpenStream {
  let entry = open.get(shopId);
  if (!entry) {
    const stream = new ShopStream({
      url: `/api/events?shopId=${encodeURIComponent(shopId)}`,
      follow: (source) => followShopEvents(source, queryClient, shopId),
      onOpen: () => void refetchLiveData(queryClient, shopId),
      renewSession: () => api.renewSession(),
      // As for any request the session could not save: the sign-in page shows.
      onSignedOut: () => queryClient.setQueryData(sessionQueryKey, null),
      onForbidden: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    });
    entry = { stream, users: 0 };
    open.set(shopId, entry);
    stream.subscribe(tellWatchers);
    stream.start();
    tellWatchers();
  }
  entry.users += 1;
  return entry;
}

function release(shopId: string, entry: OpenStream) {
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.stream.stop();
  if (open.get(shopId) === entry) open.delete(shopId);
  tellWatchers();
}

/**
 * Live updates of a shop while something on the page shows its data: the server sends
 * `appointment.changed` whenever an appointment of the shop is made or changed (an online booking
 * too), `notification.changed` when this person's bell changed, and `resync` after its own live
 * updates were interrupted; the cached answers are refetched. Every time the stream opens (the
 * first time too) what it keeps live is fetched again, since it tells only of changes from then
 * on. A lost stream is reopened (see shop-stream.ts); it closes when the last listener goes.
 */
export function useShopEvents(shopId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!shopId || typeof fetch === 'undefined') return;
    const entry = acquire(shopId, queryClient);
    return () => release(shopId, entry);
  }, [shopId, queryClient]);
}

const watch = (watcher: () => void) => {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
};

/** Whether this tab hears the shop's live updates; `reconnecting` after a few seconds without. */
export function useLiveStatus(shopId: string): LiveStatus {
  // The stream is opened by the bell of the same header; without one there is nothing to report.
  return useSyncExternalStore(watch, () => open.get(shopId)?.stream.status ?? 'live');
}
