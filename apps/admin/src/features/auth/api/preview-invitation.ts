import type { InvitationPreviewResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What an invitation offers. The token goes in the body, so that it stays out of request logs. */
export const previewInvitation = (token: string, signal?: AbortSignal) =>
  api.post<InvitationPreviewResponse>('/api/me/invitations/preview', { token }, { signal });

export const invitationQueryOptions = (token: string, userId: string) =>
  queryOptions({
    // Per signed-in person: the answer says whether the invitation is theirs.
    queryKey: ['invitation', token, userId],
    queryFn: ({ signal }) => previewInvitation(token, signal),
    // An expired or withdrawn invitation stays so: asking again changes nothing.
    retry: false,
  });

export const useInvitationPreview = (token: string, userId: string) =>
  useQuery(invitationQueryOptions(token, userId));
