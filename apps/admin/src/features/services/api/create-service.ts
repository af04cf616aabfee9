import type { ServiceRequest, ServiceResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { servicesQueryKey } from './list-services.ts';

export type ServiceInput = Omit<ServiceRequest, 'active'> & { active?: boolean };

export const createService = (shopId: string, body: ServiceInput) =>
  api.post<ServiceResponse>(`/api/admin/shops/${shopId}/services`, body);

/** The form shows the error itself, next to the fields it names. */
export const createServiceMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'services', 'create'],
    mutationFn: (body: ServiceInput) => createService(shopId, body),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey(shopId) }),
  });

export function useCreateService(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createServiceMutationOptions(queryClient, shopId));
}
