import { api } from '@salon/web/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Ok } from '../../../api/types.ts';

export const declineInvitation = (token: string) => api.post<Ok>('/api/me/invitations/decline', { token });

/** The page shows the error itself. */
export const declineInvitationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['invitation', 'decline'],
    mutationFn: declineInvitation,
    meta: { errorToast: false },
  });

export const useDeclineInvitation = () => useMutation(declineInvitationMutationOptions());
