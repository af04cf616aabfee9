import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Loyalty } from '../../../api/types.ts';

export const loyaltyQuery = () =>
  queryOptions({
    queryKey: ['account', 'loyalty'],
    queryFn: ({ signal }) => api.get<Loyalty>('/api/me/account/loyalty', { signal }),
  });

export const useLoyalty = () => useQuery(loyaltyQuery());
