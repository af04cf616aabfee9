import { api } from '@salon/web/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeeklyHours } from '../lib/opening-hours.ts';

export const stylistHoursQueryKey = (shopId: string, stylistId: string) =>
  ['shops', shopId, 'stylists', stylistId, 'hours'] as const;

export const getStylistHours = (shopId: string, stylistId: string, signal?: AbortSignal) =>
  api.get<WeeklyHours>(`/api/admin/shops/${shopId}/stylists/${stylistId}/hours`, { signal });

export const stylistHoursQueryOptions = (shopId: string, stylistId: string) =>
  queryOptions({
    queryKey: stylistHoursQueryKey(shopId, stylistId),
    queryFn: ({ signal }) => getStylistHours(shopId, stylistId, signal),
  });

export const useStylistHours = (shopId: string | null, stylistId: string | null) =>
  useQuery({ ...stylistHoursQueryOptions(shopId ?? '', stylistId ?? ''), enabled: !!shopId && !!stylistId });
