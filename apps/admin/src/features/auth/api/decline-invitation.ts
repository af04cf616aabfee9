import { api } from '@salon/web/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export const declineInvitation = (token: string) =>
  api.post<{ ok: true }>('/api/me/invitations/decline', { token });

/** The page shows the error itself. */
export const declineInvitationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['invitation', 'decline'],
    mutationFn: declineInvitation,
    meta: { errorToast: false },
  });

export const useDeclineInvitation = () => useMutation(declineInvitationMutationOptions());
