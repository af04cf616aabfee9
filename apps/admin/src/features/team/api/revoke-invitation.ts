import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationsQueryKey } from './list-invitations.ts';

export const revokeInvitation = (shopId: string, id: string) =>
  api.delete<{ ok: true }>(`/api/admin/shops/${shopId}/invitations/${id}`);

/** Errors are toasted. */
export const revokeInvitationMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'invitations', 'revoke'],
    mutationFn: (id: string) => revokeInvitation(shopId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey(shopId) }),
  });

export function useRevokeInvitation(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(revokeInvitationMutationOptions(queryClient, shopId));
}
