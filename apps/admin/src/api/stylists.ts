import type {
  overrideRequest,
  overrideResponse,
  StylistResponse,
  stylistRequest,
  stylistUpdateRequest,
  WorkingTimeResponse,
  wallInterval,
  weeklyHours,
} from '@salon/domain';
import { api } from '@salon/web/api-client';
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { DateRange, Ok, Page } from './types.ts';

export type StylistInput = z.input<typeof stylistRequest>;
export type StylistUpdate = z.input<typeof stylistUpdateRequest> & { id: string };
export type WallInterval = z.output<typeof wallInterval>;
/** Weekday 1 = Monday … 7 = Sunday; a weekday not listed is a day off. */
export type WeeklyHours = z.output<typeof weeklyHours>;
/** Other hours on one date; no intervals means the stylist is off that day. */
export type DateOverride = z.output<typeof overrideResponse>;
export type OverrideInput = z.input<typeof overrideRequest> & { date: string };
export type WorkingTime = WorkingTimeResponse;

/** Everything about a shop's stylists sits under `all`: whatever refreshes the team refreshes their hours too. */
export const stylistKeys = {
  all: (shopId: string) => ['shops', shopId, 'stylists'] as const,
  hours: (shopId: string, stylistId: string) => [...stylistKeys.all(shopId), stylistId, 'hours'] as const,
  overrides: (shopId: string, stylistId: string) =>
    [...stylistKeys.all(shopId), stylistId, 'overrides'] as const,
  workingTime: (shopId: string, range: DateRange) =>
    [...stylistKeys.all(shopId), 'working-time', range.from, range.to] as const,
};

/** A stylist's own fields change only the list: their hours and overrides stay as cached. */
const invalidateStylistList = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: stylistKeys.all(shopId), exact: true });
const invalidateHours = (queryClient: QueryClient, shopId: string, stylistId: string) =>
  queryClient.invalidateQueries({ queryKey: stylistKeys.hours(shopId, stylistId) });
const invalidateOverrides = (queryClient: QueryClient, shopId: string, stylistId: string) =>
  queryClient.invalidateQueries({ queryKey: stylistKeys.overrides(shopId, stylistId) });

// ── The team ────────────────────────────────────────────────────────────────

export const listStylists = (shopId: string, signal?: AbortSignal) =>
  api.get<Page<StylistResponse>>(`/api/admin/shops/${shopId}/stylists`, { signal });

export const stylistsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: stylistKeys.all(shopId),
    queryFn: ({ signal }) => listStylists(shopId, signal),
  });

/** Waits while there is no shop yet (the setup wizard before its shop exists). */
export const useStylists = (shopId: string | null) =>
  useQuery({ ...stylistsQueryOptions(shopId ?? ''), enabled: !!shopId });

export const createStylist = (shopId: string, body: StylistInput) =>
  api.post<StylistResponse>(`/api/admin/shops/${shopId}/stylists`, body);

/** The form shows the error itself, next to the fields it names. */
export const createStylistMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'stylists', 'create'],
    mutationFn: (body: StylistInput) => createStylist(shopId, body),
    meta: { errorToast: false },
    onSettled: () => invalidateStylistList(queryClient, shopId),
  });

export function useCreateStylist(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createStylistMutationOptions(queryClient, shopId));
}

export const updateStylist = (shopId: string, { id, ...body }: StylistUpdate) =>
  api.patch<StylistResponse>(`/api/admin/shops/${shopId}/stylists/${id}`, body);

/** Callers say how a failure is shown: a form next to its fields, a list action in a toast. */
export const updateStylistMutationOptions = (queryClient: QueryClient, shopId: string, errorToast = true) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'stylists', 'update'],
    mutationFn: (input: StylistUpdate) => updateStylist(shopId, input),
    meta: { errorToast },
    onSettled: () => invalidateStylistList(queryClient, shopId),
  });

export function useUpdateStylist(shopId: string, { errorToast = true }: { errorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation(updateStylistMutationOptions(queryClient, shopId, errorToast));
}

/** Used by the setup wizard's save, which makes several calls in order and reloads the shop after. */
export const deleteStylist = (shopId: string, id: string) =>
  api.delete<Ok>(`/api/admin/shops/${shopId}/stylists/${id}`);

// ── Weekly hours ────────────────────────────────────────────────────────────

export const getHours = (shopId: string, stylistId: string, signal?: AbortSignal) =>
  api.get<WeeklyHours>(`/api/admin/shops/${shopId}/stylists/${stylistId}/hours`, { signal });

export const hoursQueryOptions = (shopId: string, stylistId: string) =>
  queryOptions({
    queryKey: stylistKeys.hours(shopId, stylistId),
    queryFn: ({ signal }) => getHours(shopId, stylistId, signal),
  });

export const useHours = (shopId: string, stylistId: string) => useQuery(hoursQueryOptions(shopId, stylistId));

/** Replaces the whole week. */
export const setHours = (shopId: string, stylistId: string, body: WeeklyHours) =>
  api.put<WeeklyHours>(`/api/admin/shops/${shopId}/stylists/${stylistId}/hours`, body);

/** The editor shows a refusal next to the day it concerns. */
export const setHoursMutationOptions = (queryClient: QueryClient, shopId: string, stylistId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'stylists', stylistId, 'hours', 'set'],
    mutationFn: (body: WeeklyHours) => setHours(shopId, stylistId, body),
    meta: { errorToast: false },
    onSuccess: (saved) => queryClient.setQueryData(stylistKeys.hours(shopId, stylistId), saved),
    onSettled: () => invalidateHours(queryClient, shopId, stylistId),
  });

export function useSetHours(shopId: string, stylistId: string) {
  const queryClient = useQueryClient();
  return useMutation(setHoursMutationOptions(queryClient, shopId, stylistId));
}

// ── Date overrides ──────────────────────────────────────────────────────────

export const listOverrides = (shopId: string, stylistId: string, range: DateRange, signal?: AbortSignal) =>
  api.get<Page<DateOverride>>(`/api/admin/shops/${shopId}/stylists/${stylistId}/overrides`, {
    query: { from: range.from, to: range.to },
    signal,
  });

export const overridesQueryOptions = (shopId: string, stylistId: string, range: DateRange) =>
  queryOptions({
    queryKey: [...stylistKeys.overrides(shopId, stylistId), range.from, range.to],
    queryFn: ({ signal }) => listOverrides(shopId, stylistId, range, signal),
  });

export const useOverrides = (shopId: string, stylistId: string, range: DateRange) =>
  useQuery(overridesQueryOptions(shopId, stylistId, range));

export const setOverride = (shopId: string, stylistId: string, { date, ...body }: OverrideInput) =>
  api.put<DateOverride>(`/api/admin/shops/${shopId}/stylists/${stylistId}/overrides/${date}`, body);

/** The form shows the error itself, next to the fields it names. */
export const setOverrideMutationOptions = (queryClient: QueryClient, shopId: string, stylistId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'stylists', stylistId, 'overrides', 'set'],
    mutationFn: (input: OverrideInput) => setOverride(shopId, stylistId, input),
    meta: { errorToast: false },
    onSettled: () => invalidateOverrides(queryClient, shopId, stylistId),
  });

export function useSetOverride(shopId: string, stylistId: string) {
  const queryClient = useQueryClient();
  return useMutation(setOverrideMutationOptions(queryClient, shopId, stylistId));
}

export const deleteOverride = (shopId: string, stylistId: string, date: string) =>
  api.delete<Ok>(`/api/admin/shops/${shopId}/stylists/${stylistId}/overrides/${date}`);

/** The date goes back to the weekly hours. Errors are toasted. */
export const deleteOverrideMutationOptions = (queryClient: QueryClient, shopId: string, stylistId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'stylists', stylistId, 'overrides', 'delete'],
    mutationFn: (date: string) => deleteOverride(shopId, stylistId, date),
    onSettled: () => invalidateOverrides(queryClient, shopId, stylistId),
  });

export function useDeleteOverride(shopId: string, stylistId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteOverrideMutationOptions(queryClient, shopId, stylistId));
}

// ── Working time (the calendar's grey and white) ────────────────────────────

export const listWorkingTime = (shopId: string, range: DateRange, signal?: AbortSignal) =>
  api.get<WorkingTime>(`/api/admin/shops/${shopId}/working-time`, {
    query: { from: range.from, to: range.to },
    signal,
  });

export const workingTimeQueryOptions = (shopId: string, range: DateRange) =>
  queryOptions({
    queryKey: stylistKeys.workingTime(shopId, range),
    queryFn: ({ signal }) => listWorkingTime(shopId, range, signal),
    placeholderData: (previous) => previous,
  });

export const useWorkingTime = (shopId: string, range: DateRange) =>
  useQuery(workingTimeQueryOptions(shopId, range));
