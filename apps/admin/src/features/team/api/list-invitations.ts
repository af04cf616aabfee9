import type { InvitationResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const invitationsQueryKey = (shopId: string) => ['shops', shopId, 'invitations'] as const;

/** Invitations to the team nobody has answered yet (expired ones too, to send again). */
export const listInvitations = (shopId: string, signal?: AbortSignal) =>
  api.get<{ items: InvitationResponse[]; total: number }>(`/api/admin/shops/${shopId}/invitations`, {
    signal,
  });

export const invitationsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: invitationsQueryKey(shopId),
    queryFn: ({ signal }) => listInvitations(shopId, signal),
  });

export const useInvitations = (shopId: string) => useQuery(invitationsQueryOptions(shopId));
