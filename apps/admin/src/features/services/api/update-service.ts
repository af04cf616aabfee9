import type { ServiceRequest, ServiceResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { servicesQueryKey } from './list-services.ts';

export type ServiceUpdate = Partial<ServiceRequest> & { id: string };

export const updateService = (shopId: string, { id, ...body }: ServiceUpdate) =>
  api.patch<ServiceResponse>(`/api/admin/shops/${shopId}/services/${id}`, body);

/** Callers say how a failure is shown: the form next to its fields, a list action in a toast. */
export const updateServiceMutationOptions = (queryClient: QueryClient, shopId: string, errorToast = true) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'services', 'update'],
    mutationFn: (input: ServiceUpdate) => updateService(shopId, input),
    meta: { errorToast },
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey(shopId) }),
  });

export function useUpdateService(shopId: string, { errorToast = true }: { errorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation(updateServiceMutationOptions(queryClient, shopId, errorToast));
}
