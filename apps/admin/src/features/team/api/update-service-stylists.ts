import type { ServiceResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { servicesQueryKey } from './list-services.ts';

export interface ServiceStylistsInput {
  serviceId: string;
  /** Everyone who performs the service afterwards, with their own duration and price. */
  stylists: ServiceResponse['stylists'];
}

/** PATCH with `stylists` replaces who performs the service; nothing else of it changes. */
export const updateServiceStylists = (shopId: string, { serviceId, stylists }: ServiceStylistsInput) =>
  api.patch<ServiceResponse>(`/api/admin/shops/${shopId}/services/${serviceId}`, { stylists });

/** Errors are toasted. */
export const updateServiceStylistsMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'services', 'stylists'],
    mutationFn: (input: ServiceStylistsInput) => updateServiceStylists(shopId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey(shopId) }),
  });

export function useUpdateServiceStylists(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateServiceStylistsMutationOptions(queryClient, shopId));
}
