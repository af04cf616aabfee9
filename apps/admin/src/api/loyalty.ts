import type {
  CustomerLoyaltyResponse,
  LoyaltyAdjustRequest,
  LoyaltyRedeemRequest,
  LoyaltySettingsBody,
  LoyaltySettingsResponse,
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

export const loyaltyKeys = {
  settings: (shopId: string) => ['shops', shopId, 'loyalty-settings'] as const,
  customer: (shopId: string, customerId: string) =>
    ['shops', shopId, 'customers', customerId, 'loyalty'] as const,
};

const base = (shopId: string) => `/api/admin/shops/${shopId}`;

// The shop's programme.

export const getLoyaltySettings = (shopId: string, signal?: AbortSignal) =>
  api.get<LoyaltySettingsResponse>(`${base(shopId)}/loyalty-settings`, { signal });

export const loyaltySettingsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: loyaltyKeys.settings(shopId),
    queryFn: ({ signal }) => getLoyaltySettings(shopId, signal),
  });

export const useLoyaltySettings = (shopId: string) => useQuery(loyaltySettingsQueryOptions(shopId));

export const updateLoyaltySettings = (shopId: string, body: LoyaltySettingsBody) =>
  api.patch<LoyaltySettingsResponse>(`${base(shopId)}/loyalty-settings`, body);

/** The answer is the whole programme: it replaces the cached one; customers' values follow the new rate. */
export const updateLoyaltySettingsMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'loyalty-settings', 'update'],
    mutationFn: (body: LoyaltySettingsBody) => updateLoyaltySettings(shopId, body),
    meta: { errorToast: false },
    onSuccess: (settings) => {
      queryClient.setQueryData(loyaltyKeys.settings(shopId), settings);
      return queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'shops' && query.queryKey[1] === shopId && query.queryKey[4] === 'loyalty',
      });
    },
  });

export function useUpdateLoyaltySettings(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateLoyaltySettingsMutationOptions(queryClient, shopId));
}

// A customer's points.

export const getCustomerLoyalty = (shopId: string, customerId: string, signal?: AbortSignal) =>
  api.get<CustomerLoyaltyResponse>(`${base(shopId)}/customers/${customerId}/loyalty`, { signal });

export const customerLoyaltyQueryOptions = (shopId: string, customerId: string) =>
  queryOptions({
    queryKey: loyaltyKeys.customer(shopId, customerId),
    queryFn: ({ signal }) => getCustomerLoyalty(shopId, customerId, signal),
  });

export const useCustomerLoyalty = (shopId: string, customerId: string) =>
  useQuery(customerLoyaltyQueryOptions(shopId, customerId));

export const adjustPoints = (shopId: string, customerId: string, body: LoyaltyAdjustRequest) =>
  api.post<CustomerLoyaltyResponse>(`${base(shopId)}/customers/${customerId}/loyalty/adjustments`, body);

export const redeemPoints = (shopId: string, customerId: string, body: LoyaltyRedeemRequest) =>
  api.post<CustomerLoyaltyResponse>(`${base(shopId)}/customers/${customerId}/loyalty/redemptions`, body);

/** A write answers with the customer's points as they are now: they replace the cached ones. */
const customerWrite = <B>(
  queryClient: QueryClient,
  shopId: string,
  customerId: string,
  name: string,
  write: (body: B) => Promise<CustomerLoyaltyResponse>,
) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'customers', customerId, 'loyalty', name],
    mutationFn: write,
    meta: { errorToast: false },
    onSuccess: (loyalty: CustomerLoyaltyResponse) =>
      queryClient.setQueryData(loyaltyKeys.customer(shopId, customerId), loyalty),
  });

export function useAdjustPoints(shopId: string, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    customerWrite(queryClient, shopId, customerId, 'adjust', (body: LoyaltyAdjustRequest) =>
      adjustPoints(shopId, customerId, body),
    ),
  );
}

export function useRedeemPoints(shopId: string, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    customerWrite(queryClient, shopId, customerId, 'redeem', (body: LoyaltyRedeemRequest) =>
      redeemPoints(shopId, customerId, body),
    ),
  );
}
