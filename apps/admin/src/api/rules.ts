import type { BookingRules, bookingRulesUpdate } from '@salon/domain';
import { api } from '@salon/web/api-client';
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';

/** Only the rules that change. */
export type RulesChanges = z.input<typeof bookingRulesUpdate>;
/** The settings' rules: the time zone belongs to the shop's profile and is never sent from there. */
export type RulesUpdate = Omit<RulesChanges, 'timeZone'>;

export const rulesKeys = {
  all: (shopId: string) => ['shops', shopId, 'rules'] as const,
};

/** The rules repeat the shop's time zone, so a change of the shop's profile refreshes them too. */
export const invalidateRules = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: rulesKeys.all(shopId) });

export const getRules = (shopId: string, signal?: AbortSignal) =>
  api.get<BookingRules>(`/api/admin/shops/${shopId}/rules`, { signal });

/** The shop's booking rules; lists of customers and services need their currency. */
export const rulesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: rulesKeys.all(shopId),
    queryFn: ({ signal }) => getRules(shopId, signal),
  });

/** Waits while there is no shop yet (the setup wizard before its shop exists). */
export const useRules = (shopId: string | null) =>
  useQuery({ ...rulesQueryOptions(shopId ?? ''), enabled: !!shopId });

export const updateRules = (shopId: string, body: RulesChanges) =>
  api.patch<BookingRules>(`/api/admin/shops/${shopId}/rules`, body);

/** The answer is the whole set of rules: it replaces the cached one without asking again. */
export const updateRulesMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'rules', 'update'],
    mutationFn: (body: RulesUpdate) => updateRules(shopId, body),
    meta: { errorToast: false },
    onSuccess: (rules) => queryClient.setQueryData(rulesKeys.all(shopId), rules),
  });

export function useUpdateRules(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateRulesMutationOptions(queryClient, shopId));
}
