import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AliasKind, aliasesQueryKey, type BookingLink } from './list-aliases.ts';

export interface AliasInput {
  alias: string;
  kind: AliasKind;
}

export const createAlias = (shopId: string, body: AliasInput) =>
  api.post<BookingLink>(`/api/admin/shops/${shopId}/aliases`, body);

export const createAliasMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'aliases', 'create'],
    mutationFn: (body: AliasInput) => createAlias(shopId, body),
    // A taken or malformed name is said next to the field.
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aliasesQueryKey(shopId) }),
  });

export function useCreateAlias(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createAliasMutationOptions(queryClient, shopId));
}
