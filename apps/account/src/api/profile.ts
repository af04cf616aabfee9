import { api } from '@salon/web/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileChange } from './types.ts';

// Shared: the appointments page asks whether the address is verified, the header changes the language.

const PATH = '/api/me/account/profile';
export const profileKey = ['account', 'profile'] as const;

export const getProfile = (signal?: AbortSignal) => api.get<Profile>(PATH, signal ? { signal } : {});
export const profileQuery = () =>
  queryOptions({ queryKey: profileKey, queryFn: ({ signal }) => getProfile(signal) });
export const useProfile = () => useQuery(profileQuery());

export const updateProfile = (change: ProfileChange) => api.patch<Profile>(PATH, change);

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      client.setQueryData(profileKey, profile);
      // The salons' records follow the account: what they show (names) may have changed.
      void client.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
