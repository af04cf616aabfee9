import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { servicesQueryKey } from './list-services.ts';

export const deleteService = (shopId: string, id: string) =>
  api.delete<{ ok: true }>(`/api/admin/shops/${shopId}/services/${id}`);

/** Past appointments keep the service's name and price. Errors are toasted. */
export const deleteServiceMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'services', 'delete'],
    mutationFn: (id: string) => deleteService(shopId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey(shopId) }),
  });

export function useDeleteService(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteServiceMutationOptions(queryClient, shopId));
}
