import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Closure, closuresQueryKey } from './list-closures.ts';

export interface ClosureInput {
  date: string;
  name: string;
}

export const createClosure = (shopId: string, body: ClosureInput) =>
  api.post<Closure>(`/api/admin/shops/${shopId}/closures`, body);

export const createClosureMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'closures', 'create'],
    mutationFn: (body: ClosureInput) => createClosure(shopId, body),
    // A day that is already closed is said next to the date field.
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: closuresQueryKey(shopId) }),
  });

export function useCreateClosure(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createClosureMutationOptions(queryClient, shopId));
}
