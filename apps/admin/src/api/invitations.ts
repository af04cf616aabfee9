import type { InvitationResponse, invitationListResponse, inviteMemberRequest } from '@salon/domain';
import { api } from '@salon/web/api-client';
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { Ok } from './types.ts';

export type InviteInput = z.input<typeof inviteMemberRequest>;

/** Invitations to the team nobody has answered yet (expired ones too, to send again). */
export const invitationKeys = {
  all: (shopId: string) => ['shops', shopId, 'invitations'] as const,
};

const invalidateInvitations = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: invitationKeys.all(shopId) });

export const listInvitations = (shopId: string, signal?: AbortSignal) =>
  api.get<z.output<typeof invitationListResponse>>(`/api/admin/shops/${shopId}/invitations`, { signal });

export const invitationsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: invitationKeys.all(shopId),
    queryFn: ({ signal }) => listInvitations(shopId, signal),
  });

export const useInvitations = (shopId: string) => useQuery(invitationsQueryOptions(shopId));

/** The server mails the address a link; the person joins only when they accept it. */
export const inviteMember = (shopId: string, body: InviteInput) =>
  api.post<InvitationResponse>(`/api/admin/shops/${shopId}/invitations`, body);

/** The form shows the error itself, next to the fields it names. */
export const inviteMemberMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'invitations', 'create'],
    mutationFn: (body: InviteInput) => inviteMember(shopId, body),
    meta: { errorToast: false },
    onSettled: () => invalidateInvitations(queryClient, shopId),
  });

export function useInviteMember(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(inviteMemberMutationOptions(queryClient, shopId));
}

/** A new link with a new expiry; the one mailed before stops working. */
export const resendInvitation = (shopId: string, id: string) =>
  api.post<InvitationResponse>(`/api/admin/shops/${shopId}/invitations/${id}/resend`, {});

/** Errors are toasted. */
export const resendInvitationMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'invitations', 'resend'],
    mutationFn: (id: string) => resendInvitation(shopId, id),
    onSettled: () => invalidateInvitations(queryClient, shopId),
  });

export function useResendInvitation(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(resendInvitationMutationOptions(queryClient, shopId));
}

export const revokeInvitation = (shopId: string, id: string) =>
  api.delete<Ok>(`/api/admin/shops/${shopId}/invitations/${id}`);

/** Errors are toasted. */
export const revokeInvitationMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'invitations', 'revoke'],
    mutationFn: (id: string) => revokeInvitation(shopId, id),
    onSettled: () => invalidateInvitations(queryClient, shopId),
  });

export function useRevokeInvitation(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(revokeInvitationMutationOptions(queryClient, shopId));
}
