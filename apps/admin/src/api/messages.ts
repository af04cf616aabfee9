import type {
  MessageListResponse,
  MessageResponse,
  MessageStatus,
  messageListQuery,
  ResendMessagesResponse,
} from '@salon/domain';
import { api } from '@salon/web/api-client';
import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';

export type Message = MessageResponse;
export type { MessageStatus };
/** The list's query as the page holds it: every field set, and null for no status filter. */
export type MessageListQuery = Required<Omit<z.output<typeof messageListQuery>, 'status'>> & {
  status: MessageStatus | null;
};

/** Every messages query of a shop starts with `all`: a resend invalidates it. */
export const messageKeys = {
  all: (shopId: string) => ['shops', shopId, 'messages'] as const,
  list: (shopId: string, query: MessageListQuery) => [...messageKeys.all(shopId), 'list', query] as const,
};

export const listMessages = (shopId: string, query: MessageListQuery, signal?: AbortSignal) =>
  api.get<MessageListResponse>(`/api/admin/shops/${shopId}/messages`, {
    query: { status: query.status ?? undefined, page: query.page, pageSize: query.pageSize },
    signal,
  });

export const messagesQueryOptions = (shopId: string, query: MessageListQuery) =>
  queryOptions({
    queryKey: messageKeys.list(shopId, query),
    queryFn: ({ signal }) => listMessages(shopId, query, signal),
    // Turning a page or changing the filter keeps the rows shown until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useMessages = (shopId: string, query: MessageListQuery) =>
  useQuery(messagesQueryOptions(shopId, query));

export const resendMessages = (shopId: string, ids: string[]) =>
  api.post<ResendMessagesResponse>(`/api/admin/shops/${shopId}/messages/resend`, { ids });

export const resendMessagesMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'messages', 'resend'],
    mutationFn: (ids: string[]) => resendMessages(shopId, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all(shopId) }),
  });

export const useResendMessages = (shopId: string) => {
  const queryClient = useQueryClient();
  return useMutation(resendMessagesMutationOptions(queryClient, shopId));
};
