import type { InvitationResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationsQueryKey } from './list-invitations.ts';

/** A new link with a new expiry; the one mailed before stops working. */
export const resendInvitation = (shopId: string, id: string) =>
  api.post<InvitationResponse>(`/api/admin/shops/${shopId}/invitations/${id}/resend`, {});

/** Errors are toasted. */
export const resendInvitationMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'invitations', 'resend'],
    mutationFn: (id: string) => resendInvitation(shopId, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey(shopId) }),
  });

export function useResendInvitation(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(resendInvitationMutationOptions(queryClient, shopId));
}
