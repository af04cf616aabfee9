import type {
  createShopRequest,
  ShopReadinessGap,
  ShopReadinessResponse,
  ShopResponse,
  updateShopRequest,
} from '@salon/domain';
import { api } from '@salon/web/api-client';
import { isApiError } from '@salon/web/api-error';
import { sessionQueryKey } from '@salon/web/session';
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { invalidateRules } from './rules.ts';

export type CreateShopInput = z.input<typeof createShopRequest>;
export type ShopUpdate = z.input<typeof updateShopRequest>;

/**
 * Every cached answer about one shop starts with `all` (every resource module keys under it);
 * `details` is the shop's own: profile, branding, whether it is live and where its booking page is.
 */
export const shopKeys = {
  all: (shopId: string) => ['shops', shopId] as const,
  details: (shopId: string) => [...shopKeys.all(shopId), 'details'] as const,
  readiness: (shopId: string) => [...shopKeys.all(shopId), 'readiness'] as const,
};

/** Everything of the shop, after a change that may touch any of it (the wizard's save, a resync). */
export const invalidateShop = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: shopKeys.all(shopId) });

/**
 * The session carries the shops' names and time zones (header, calendar), the rules repeat the
 * zone: both follow a change of the shop. Awaited, so that a new shop is in the session before
 * anyone selects it.
 */
const shopChanged = (queryClient: QueryClient, shop: ShopResponse) => {
  queryClient.setQueryData(shopKeys.details(shop.id), shop);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    invalidateRules(queryClient, shop.id),
  ]);
};

export const getShop = (shopId: string, signal?: AbortSignal) =>
  api.get<ShopResponse>(`/api/admin/shops/${shopId}`, { signal });

export const shopQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: shopKeys.details(shopId),
    queryFn: ({ signal }) => getShop(shopId, signal),
  });

/** Waits while there is no shop yet (the setup wizard before its shop exists). */
export const useShop = (shopId: string | null) =>
  useQuery({ ...shopQueryOptions(shopId ?? ''), enabled: !!shopId });

export const createShop = (body: CreateShopInput) => api.post<ShopResponse>('/api/me/shops', body);

export const createShopMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['me', 'shops', 'create'],
    mutationFn: createShop,
    // The form shows a taken subdomain next to the field.
    meta: { errorToast: false },
    onSuccess: (shop) => shopChanged(queryClient, shop),
  });

export function useCreateShop() {
  const queryClient = useQueryClient();
  return useMutation(createShopMutationOptions(queryClient));
}

export const updateShop = (shopId: string, body: ShopUpdate) =>
  api.patch<ShopResponse>(`/api/admin/shops/${shopId}`, body);

export const updateShopMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'details', 'update'],
    mutationFn: (body: ShopUpdate) => updateShop(shopId, body),
    // The form puts server validation errors on its fields.
    meta: { errorToast: false },
    onSuccess: (shop) => shopChanged(queryClient, shop),
  });

export function useUpdateShop(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateShopMutationOptions(queryClient, shopId));
}

/** What the booking page still lacks before it can be published. */
export const getShopReadiness = (shopId: string, signal?: AbortSignal) =>
  api.get<ShopReadinessResponse>(`/api/admin/shops/${shopId}/readiness`, { signal });

export const shopReadinessQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: shopKeys.readiness(shopId),
    queryFn: ({ signal }) => getShopReadiness(shopId, signal),
    // The menu and the team change on other pages: whoever is about to publish asks again.
    staleTime: 0,
  });

export const useShopReadiness = (shopId: string) => useQuery(shopReadinessQueryOptions(shopId));

/** What a refused publication says is missing (`ShopNotReady`), or null for any other failure. */
export function missingOf(error: unknown): ShopReadinessGap[] | null {
  if (!isApiError(error) || error.code !== 'ShopNotReady') return null;
  const missing = (error.details as { missing?: unknown } | undefined)?.missing;
  return Array.isArray(missing)
    ? missing.filter(
        (gap): gap is ShopReadinessGap => typeof gap === 'string' && Object.hasOwn(knownGaps, gap),
      )
    : [];
}

// Types only from the domain here: this module is in the app's first load, its schemas are not.
const knownGaps = {
  service: true,
  stylist: true,
  hours: true,
  stylistForService: true,
} satisfies Record<ShopReadinessGap, true>;

/** Puts the picked file in place of the shop's logo; the server reads its kind from its bytes. */
export const uploadLogo = (shopId: string, file: Blob) =>
  api.put<ShopResponse>(`/api/admin/shops/${shopId}/logo`, file);

export const uploadLogoMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'logo', 'upload'],
    mutationFn: (file: Blob) => uploadLogo(shopId, file),
    // The field says why a file was refused.
    meta: { errorToast: false },
    onSuccess: (shop) => queryClient.setQueryData(shopKeys.details(shopId), shop),
  });

export function useUploadLogo(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(uploadLogoMutationOptions(queryClient, shopId));
}

/** The shop shows no logo any more. */
export const removeLogo = (shopId: string) => api.delete<ShopResponse>(`/api/admin/shops/${shopId}/logo`);

export const removeLogoMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'logo', 'remove'],
    mutationFn: () => removeLogo(shopId),
    onSuccess: (shop) => queryClient.setQueryData(shopKeys.details(shopId), shop),
  });

export function useRemoveLogo(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(removeLogoMutationOptions(queryClient, shopId));
}

/** Publishes the booking page. */
export const goLive = (shopId: string) => api.post<ShopResponse>(`/api/admin/shops/${shopId}/go-live`);

export const goLiveMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'go-live'],
    mutationFn: () => goLive(shopId),
    onSuccess: (shop) => queryClient.setQueryData(shopKeys.details(shopId), shop),
    // Refused because something is missing: the step lists what, from the server's answer.
    onError: (error) => {
      const missing = missingOf(error);
      if (missing) queryClient.setQueryData(shopKeys.readiness(shopId), { ready: false, missing });
    },
  });

export function useGoLive(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(goLiveMutationOptions(queryClient, shopId));
}
