import type { MemberResponse, ShopRole } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { membersQueryKey } from './list-members.ts';

export interface MemberInput {
  email: string;
  name?: string;
  role: ShopRole;
  readOnly: boolean;
}

/** Creates the login if the address has none; the server mails the person how to sign in. */
export const addMember = (shopId: string, body: MemberInput) =>
  api.post<MemberResponse>(`/api/admin/shops/${shopId}/members`, body);

/** The form shows the error itself, next to the fields it names. */
export const addMemberMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'members', 'add'],
    mutationFn: (body: MemberInput) => addMember(shopId, body),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryKey(shopId) }),
  });

export function useAddMember(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(addMemberMutationOptions(queryClient, shopId));
}
