import type {
  categoryRequest,
  categoryResponse,
  categoryUpdateRequest,
  ServiceResponse,
  serviceRequest,
  serviceStylistInput,
  serviceUpdateRequest,
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
import type { Ok, Page } from './types.ts';

export type ServiceInput = z.input<typeof serviceRequest>;
export type ServiceUpdate = z.input<typeof serviceUpdateRequest> & { id: string };
export interface ServiceStylistsInput {
  serviceId: string;
  /** Everyone who performs the service afterwards, with their own duration and price. */
  stylists: z.input<typeof serviceStylistInput>[];
}
export type Category = z.output<typeof categoryResponse>;
export type CategoryInput = z.input<typeof categoryRequest>;
export type CategoryUpdate = z.input<typeof categoryUpdateRequest> & { id: string };

/** The menu: its services and the categories they are grouped in. */
export const serviceKeys = {
  all: (shopId: string) => ['shops', shopId, 'services'] as const,
  categories: (shopId: string) => ['shops', shopId, 'categories'] as const,
};

const invalidateServices = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: serviceKeys.all(shopId) });
const invalidateCategories = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: serviceKeys.categories(shopId) });

// ── Services ────────────────────────────────────────────────────────────────

/** Every service, archived ones too, in menu order. */
export const listServices = (shopId: string, signal?: AbortSignal) =>
  api.get<Page<ServiceResponse>>(`/api/admin/shops/${shopId}/services`, { signal });

export const servicesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: serviceKeys.all(shopId),
    queryFn: ({ signal }) => listServices(shopId, signal),
  });

/** Waits while there is no shop yet (the setup wizard before its shop exists). */
export const useServices = (shopId: string | null) =>
  useQuery({ ...servicesQueryOptions(shopId ?? ''), enabled: !!shopId });

export const createService = (shopId: string, body: ServiceInput) =>
  api.post<ServiceResponse>(`/api/admin/shops/${shopId}/services`, body);

/** The form shows the error itself, next to the fields it names. */
export const createServiceMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'services', 'create'],
    mutationFn: (body: ServiceInput) => createService(shopId, body),
    meta: { errorToast: false },
    onSettled: () => invalidateServices(queryClient, shopId),
  });

export function useCreateService(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createServiceMutationOptions(queryClient, shopId));
}

export const updateService = (shopId: string, { id, ...body }: ServiceUpdate) =>
  api.patch<ServiceResponse>(`/api/admin/shops/${shopId}/services/${id}`, body);

/** Callers say how a failure is shown: the form next to its fields, a list action in a toast. */
export const updateServiceMutationOptions = (queryClient: QueryClient, shopId: string, errorToast = true) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'services', 'update'],
    mutationFn: (input: ServiceUpdate) => updateService(shopId, input),
    meta: { errorToast },
    onSettled: () => invalidateServices(queryClient, shopId),
  });

export function useUpdateService(shopId: string, { errorToast = true }: { errorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation(updateServiceMutationOptions(queryClient, shopId, errorToast));
}

/** A PATCH with `stylists` only replaces who performs the service; nothing else of it changes. Errors are toasted. */
export const updateServiceStylistsMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'services', 'stylists'],
    mutationFn: ({ serviceId, stylists }: ServiceStylistsInput) =>
      updateService(shopId, { id: serviceId, stylists }),
    onSettled: () => invalidateServices(queryClient, shopId),
  });

export function useUpdateServiceStylists(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateServiceStylistsMutationOptions(queryClient, shopId));
}

export const deleteService = (shopId: string, id: string) =>
  api.delete<Ok>(`/api/admin/shops/${shopId}/services/${id}`);

/** Past appointments keep the service's name and price. Errors are toasted. */
export const deleteServiceMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'services', 'delete'],
    mutationFn: (id: string) => deleteService(shopId, id),
    onSettled: () => invalidateServices(queryClient, shopId),
  });

export function useDeleteService(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteServiceMutationOptions(queryClient, shopId));
}

// ── Categories ──────────────────────────────────────────────────────────────

export const listCategories = (shopId: string, signal?: AbortSignal) =>
  api.get<Page<Category>>(`/api/admin/shops/${shopId}/categories`, { signal });

export const categoriesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: serviceKeys.categories(shopId),
    queryFn: ({ signal }) => listCategories(shopId, signal),
  });

export const useCategories = (shopId: string) => useQuery(categoriesQueryOptions(shopId));

export const createCategory = (shopId: string, body: CategoryInput) =>
  api.post<Category>(`/api/admin/shops/${shopId}/categories`, body);

/** The form shows the error itself, next to the fields it names. */
export const createCategoryMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'categories', 'create'],
    mutationFn: (body: CategoryInput) => createCategory(shopId, body),
    meta: { errorToast: false },
    onSettled: () => invalidateCategories(queryClient, shopId),
  });

export function useCreateCategory(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createCategoryMutationOptions(queryClient, shopId));
}

export const updateCategory = (shopId: string, { id, ...body }: CategoryUpdate) =>
  api.patch<Category>(`/api/admin/shops/${shopId}/categories/${id}`, body);

/** The form shows the error itself, next to the fields it names. */
export const updateCategoryMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'categories', 'update'],
    mutationFn: (input: CategoryUpdate) => updateCategory(shopId, input),
    meta: { errorToast: false },
    onSettled: () => invalidateCategories(queryClient, shopId),
  });

export function useUpdateCategory(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateCategoryMutationOptions(queryClient, shopId));
}

export const deleteCategory = (shopId: string, id: string) =>
  api.delete<Ok>(`/api/admin/shops/${shopId}/categories/${id}`);

/** Its services stay, without a category: the menu is reloaded too. Errors are toasted. */
export const deleteCategoryMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'categories', 'delete'],
    mutationFn: (id: string) => deleteCategory(shopId, id),
    onSettled: () =>
      Promise.all([invalidateCategories(queryClient, shopId), invalidateServices(queryClient, shopId)]),
  });

export function useDeleteCategory(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(deleteCategoryMutationOptions(queryClient, shopId));
}
