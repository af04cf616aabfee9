import { api } from '@salon/web/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NoticesPage } from './types.ts';

// Shared: the navigation shows the unread count, the notifications page the list.

export const noticesKey = ['account', 'notifications'] as const;

export const getNotices = (cursor: string | undefined, signal?: AbortSignal) =>
  api.get<NoticesPage>('/api/me/account/notifications', { query: { cursor }, ...(signal ? { signal } : {}) });

export const noticesQuery = () =>
  infiniteQueryOptions({
    queryKey: noticesKey,
    queryFn: ({ pageParam, signal }) => getNotices(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // New notices come while the site is open (a salon confirms, a reminder goes out).
    refetchInterval: 120_000,
  });

export const useNotices = () => useInfiniteQuery(noticesQuery());
