import type { BookingRules } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { rulesQueryKey } from './get-rules.ts';

/** Only the rules that changed: the time zone belongs to the profile and is never sent from here. */
export type RulesUpdate = Partial<Omit<BookingRules, 'timeZone'>>;

export const updateRules = (shopId: string, body: RulesUpdate) =>
  api.patch<BookingRules>(`/api/admin/shops/${shopId}/rules`, body);

export const updateRulesMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'rules', 'update'],
    mutationFn: (body: RulesUpdate) => updateRules(shopId, body),
    meta: { errorToast: false },
    onSuccess: (rules) => queryClient.setQueryData(rulesQueryKey(shopId), rules),
  });

export function useUpdateRules(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateRulesMutationOptions(queryClient, shopId));
}
