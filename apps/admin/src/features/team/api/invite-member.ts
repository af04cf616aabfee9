import type { InvitationResponse, ShopRole } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationsQueryKey } from './list-invitations.ts';

export interface InviteInput {
  email: string;
  role: ShopRole;
  readOnly: boolean;
  stylistId?: string | null;
}

/** The server mails the address a link; the person joins only when they accept it. */
export const inviteMember = (shopId: string, body: InviteInput) =>
  api.post<InvitationResponse>(`/api/admin/shops/${shopId}/invitations`, body);

/** The form shows the error itself, next to the fields it names. */
export const inviteMemberMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'invitations', 'create'],
    mutationFn: (body: InviteInput) => inviteMember(shopId, body),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey(shopId) }),
  });

export function useInviteMember(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(inviteMemberMutationOptions(queryClient, shopId));
}
