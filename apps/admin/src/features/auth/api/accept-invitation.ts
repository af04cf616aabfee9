import type { AcceptInvitationResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export const acceptInvitation = (token: string) =>
  api.post<AcceptInvitationResponse>('/api/me/invitations/accept', { token });

/** The page shows the error itself. */
export const acceptInvitationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['invitation', 'accept'],
    mutationFn: acceptInvitation,
    meta: { errorToast: false },
  });

export const useAcceptInvitation = () => useMutation(acceptInvitationMutationOptions());
