import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface WallInterval {
  start: string;
  end: string;
}

/** Weekday 1 = Monday … 7 = Sunday; a weekday not listed is a day off. */
export interface WeeklyHours {
  days: { weekday: number; intervals: WallInterval[] }[];
}

export const hoursQueryKey = (shopId: string, stylistId: string) =>
  ['shops', shopId, 'stylists', stylistId, 'hours'] as const;

export const getHours = (shopId: string, stylistId: string, signal?: AbortSignal) =>
  api.get<WeeklyHours>(`/api/admin/shops/${shopId}/stylists/${stylistId}/hours`, { signal });

export const hoursQueryOptions = (shopId: string, stylistId: string) =>
  queryOptions({
    queryKey: hoursQueryKey(shopId, stylistId),
    queryFn: ({ signal }) => getHours(shopId, stylistId, signal),
  });

export const useHours = (shopId: string, stylistId: string) => useQuery(hoursQueryOptions(shopId, stylistId));
