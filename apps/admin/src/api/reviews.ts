import type {
  AdminReview,
  AdminReviewListResponse,
  ReviewSettingsResponse,
  reviewSettingsUpdate,
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

export type { AdminReview };
export type ReviewSettingsUpdate = z.input<typeof reviewSettingsUpdate>;
export interface ReviewListQuery {
  page: number;
  pageSize: number;
  stylistId: string | null;
}

/** Every review query of a shop starts with `all`: a reply or a hide invalidates the lists. */
export const reviewKeys = {
  all: (shopId: string) => ['shops', shopId, 'reviews'] as const,
  list: (shopId: string, query: ReviewListQuery) => [...reviewKeys.all(shopId), 'list', query] as const,
  settings: (shopId: string) => ['shops', shopId, 'review-settings'] as const,
};

const base = (shopId: string) => `/api/admin/shops/${shopId}`;

export const listReviews = (shopId: string, query: ReviewListQuery, signal?: AbortSignal) =>
  api.get<AdminReviewListResponse>(`${base(shopId)}/reviews`, {
    query: { page: query.page, pageSize: query.pageSize, stylistId: query.stylistId ?? undefined },
    signal,
  });

export const reviewsQueryOptions = (shopId: string, query: ReviewListQuery) =>
  queryOptions({
    queryKey: reviewKeys.list(shopId, query),
    queryFn: ({ signal }) => listReviews(shopId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useReviews = (shopId: string, query: ReviewListQuery) =>
  useQuery(reviewsQueryOptions(shopId, query));

export const replyToReview = (shopId: string, reviewId: string, reply: string | null) =>
  api.put<AdminReview>(`${base(shopId)}/reviews/${reviewId}/reply`, { reply });

export const setReviewHidden = (shopId: string, reviewId: string, hidden: boolean) =>
  api.put<AdminReview>(`${base(shopId)}/reviews/${reviewId}/hidden`, { hidden });

export const replyMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'reviews', 'reply'],
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string | null }) =>
      replyToReview(shopId, reviewId, reply),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all(shopId) }),
  });

export const hideMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'reviews', 'hide'],
    mutationFn: ({ reviewId, hidden }: { reviewId: string; hidden: boolean }) =>
      setReviewHidden(shopId, reviewId, hidden),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all(shopId) }),
  });

export const useReplyToReview = (shopId: string) => {
  const queryClient = useQueryClient();
  return useMutation(replyMutationOptions(queryClient, shopId));
};

export const useSetReviewHidden = (shopId: string) => {
  const queryClient = useQueryClient();
  return useMutation(hideMutationOptions(queryClient, shopId));
};

export const getReviewSettings = (shopId: string, signal?: AbortSignal) =>
  api.get<ReviewSettingsResponse>(`${base(shopId)}/review-settings`, { signal });

export const reviewSettingsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: reviewKeys.settings(shopId),
    queryFn: ({ signal }) => getReviewSettings(shopId, signal),
  });

export const useReviewSettings = (shopId: string) => useQuery(reviewSettingsQueryOptions(shopId));

export const updateReviewSettings = (shopId: string, body: ReviewSettingsUpdate) =>
  api.patch<ReviewSettingsResponse>(`${base(shopId)}/review-settings`, body);

/** The answer is the whole set: it replaces the cached one without asking again. */
export const updateReviewSettingsMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'review-settings', 'update'],
    mutationFn: (body: ReviewSettingsUpdate) => updateReviewSettings(shopId, body),
    meta: { errorToast: false },
    onSuccess: (settings) => queryClient.setQueryData(reviewKeys.settings(shopId), settings),
  });

export function useUpdateReviewSettings(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateReviewSettingsMutationOptions(queryClient, shopId));
}
