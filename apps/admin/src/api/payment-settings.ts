import type {
  PaymentSettingsResponse,
  paymentSettingsRequest,
  StripeConnectionResponse,
} from '@salon/domain';
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
import { serviceKeys } from './services.ts';

export type PaymentSettingsInput = z.input<typeof paymentSettingsRequest>;

/** The shop's Stripe keys (secrets only as their last four characters) and payment terms. */
export const paymentSettingsKeys = {
  settings: (shopId: string) => ['shops', shopId, 'payment-settings'] as const,
};

const base = (shopId: string) => `/api/admin/shops/${shopId}/payment-settings`;

export const getPaymentSettings = (shopId: string, signal?: AbortSignal) =>
  api.get<PaymentSettingsResponse>(base(shopId), { signal });

export const paymentSettingsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: paymentSettingsKeys.settings(shopId),
    queryFn: ({ signal }) => getPaymentSettings(shopId, signal),
  });

export const usePaymentSettings = (shopId: string) => useQuery(paymentSettingsQueryOptions(shopId));

export const updatePaymentSettings = (shopId: string, body: PaymentSettingsInput) =>
  api.patch<PaymentSettingsResponse>(base(shopId), body);

/**
 * The answer is the whole settings: it replaces the cached ones. Services are refetched, since
 * their policies follow the salon's unless they have their own.
 */
export const updatePaymentSettingsMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'payment-settings', 'update'],
    mutationFn: (body: PaymentSettingsInput) => updatePaymentSettings(shopId, body),
    meta: { errorToast: false },
    onSuccess: (settings) => {
      queryClient.setQueryData(paymentSettingsKeys.settings(shopId), settings);
      return queryClient.invalidateQueries({ queryKey: serviceKeys.all(shopId) });
    },
  });

export function useUpdatePaymentSettings(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updatePaymentSettingsMutationOptions(queryClient, shopId));
}

/** Asks Stripe, through the server, whether it accepts the stored secret key. */
export const testStripeConnection = (shopId: string) =>
  api.post<StripeConnectionResponse>(`${base(shopId)}/test-connection`, {});

export const testStripeConnectionMutationOptions = (shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'payment-settings', 'test-connection'],
    mutationFn: () => testStripeConnection(shopId),
    // The tab shows the outcome, whichever it is.
    meta: { errorToast: false },
  });

export const useTestStripeConnection = (shopId: string) =>
  useMutation(testStripeConnectionMutationOptions(shopId));
