import { api } from '@salon/web/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticesKey } from '../../../api/notifications.ts';

export const markRead = (id: string) =>
  api.post<unknown>(`/api/me/account/notifications/${encodeURIComponent(id)}/read`);
export const markAllRead = () => api.post<unknown>('/api/me/account/notifications/read-all');

/** Marks one notice (an id) or all of them (null) as read; the list and the count follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id ? markRead(id) : markAllRead()),
    onSettled: () => client.invalidateQueries({ queryKey: noticesKey }),
  });
}
