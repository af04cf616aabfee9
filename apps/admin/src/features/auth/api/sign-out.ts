import { api } from '@salon/web/api-client';
import { ApiError } from '@salon/web/api-error';
import { mutationOptions, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import type { Ok } from '../../../api/types.ts';

/** Already signed out on the server (401) is what signing out wants, so it counts as done. */
export async function signOut(): Promise<void> {
  try {
    await api.post<Ok>('/api/auth/sign-out');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

export const signOutMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sign-out'], mutationFn: signOut });

/** The bare call; `useSignOutAction` adds what the app does around it. */
export const useSignOut = (
  callbacks: Pick<UseMutationOptions<void, Error, void>, 'onSuccess' | 'onError' | 'onSettled'> = {},
) => useMutation({ ...signOutMutationOptions(), ...callbacks });
