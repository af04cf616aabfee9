import type { SubdomainAvailabilityResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const subdomainAvailabilityKey = ['subdomain-availability'] as const;

export const checkSubdomain = (name: string, signal?: AbortSignal) =>
  api.get<SubdomainAvailabilityResponse>('/api/public/subdomain-availability', {
    query: { name },
    signal,
  });

export const subdomainAvailabilityQueryOptions = (name: string) =>
  queryOptions({
    queryKey: [...subdomainAvailabilityKey, name],
    queryFn: ({ signal }) => checkSubdomain(name, signal),
    // Someone else may take the name at any moment: an answer is only good for a short while.
    staleTime: 5_000,
    // While the next answer loads, the last one stays on screen instead of flashing away.
    placeholderData: keepPreviousData,
  });

export const useSubdomainAvailability = (name: string, enabled: boolean) =>
  useQuery({ ...subdomainAvailabilityQueryOptions(name), enabled });
