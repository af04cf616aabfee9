import type {
  ProductResponse,
  productListQuery,
  productRequest,
  productUpdateRequest,
  StockMovementResponse,
  stockChangeRequest,
  stockChangeResponse,
} from '@salon/domain';
import { api } from '@salon/web/api-client';
import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { Page } from './types.ts';

export type Product = ProductResponse;
export type ProductInput = z.input<typeof productRequest>;
export type ProductUpdate = z.input<typeof productUpdateRequest> & { id: string };
export type StockChangeBody = z.input<typeof stockChangeRequest>;
export type StockChange = StockChangeBody & { productId: string };
export type StockChangeResult = z.output<typeof stockChangeResponse>;
export type StockMovement = StockMovementResponse;
export interface ProductListParams {
  q: string;
  lowStock: boolean;
  /** The archived products instead of those on sale. */
  archived: boolean;
  page: number;
  pageSize: number;
}
export type ProductPage = Page<Product> & Pick<z.output<typeof productListQuery>, 'page' | 'pageSize'>;

/** Retail products and each product's stock history. */
export const productKeys = {
  all: (shopId: string) => ['shops', shopId, 'products'] as const,
  list: (shopId: string, params: ProductListParams) => [...productKeys.all(shopId), 'list', params] as const,
  movements: (shopId: string, productId: string) =>
    [...productKeys.all(shopId), 'movements', productId] as const,
};

const invalidateProducts = (queryClient: QueryClient, shopId: string) =>
  queryClient.invalidateQueries({ queryKey: productKeys.all(shopId) });

export function listProducts(shopId: string, params: ProductListParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.lowStock) search.set('lowStock', '1');
  if (params.archived) search.set('archived', '1');
  return api.get<ProductPage>(`/api/admin/shops/${shopId}/products?${search}`, { signal });
}

export const productsQueryOptions = (shopId: string, params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(shopId, params),
    queryFn: ({ signal }) => listProducts(shopId, params, signal),
    // The table keeps its rows while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (shopId: string, params: ProductListParams) =>
  useQuery(productsQueryOptions(shopId, params));

export const createProduct = (shopId: string, body: ProductInput) =>
  api.post<Product>(`/api/admin/shops/${shopId}/products`, body);

/** The form shows the error itself, next to the fields it names. */
export const createProductMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'products', 'create'],
    mutationFn: (body: ProductInput) => createProduct(shopId, body),
    meta: { errorToast: false },
    onSettled: () => invalidateProducts(queryClient, shopId),
  });

export function useCreateProduct(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(createProductMutationOptions(queryClient, shopId));
}

export const updateProduct = (shopId: string, { id, ...body }: ProductUpdate) =>
  api.patch<Product>(`/api/admin/shops/${shopId}/products/${id}`, body);

/** The form shows the error itself, next to the fields it names. */
export const updateProductMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'products', 'update'],
    mutationFn: (input: ProductUpdate) => updateProduct(shopId, input),
    meta: { errorToast: false },
    onSettled: () => invalidateProducts(queryClient, shopId),
  });

export function useUpdateProduct(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(updateProductMutationOptions(queryClient, shopId));
}

export const setProductArchived = (shopId: string, id: string, archived: boolean) =>
  api.put<Product>(`/api/admin/shops/${shopId}/products/${id}/archived`, { archived });

/** Errors are toasted. */
export const archiveProductMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'products', 'archive'],
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      setProductArchived(shopId, id, archived),
    onSettled: () => invalidateProducts(queryClient, shopId),
  });

export function useArchiveProduct(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(archiveProductMutationOptions(queryClient, shopId));
}

export const listStockMovements = (shopId: string, productId: string, signal?: AbortSignal) =>
  api.get<Page<StockMovement>>(`/api/admin/shops/${shopId}/products/${productId}/stock`, { signal });

export const stockMovementsQueryOptions = (shopId: string, productId: string) =>
  queryOptions({
    queryKey: productKeys.movements(shopId, productId),
    queryFn: ({ signal }) => listStockMovements(shopId, productId, signal),
  });

export const useStockMovements = (shopId: string, productId: string) =>
  useQuery(stockMovementsQueryOptions(shopId, productId));

export const changeStock = (shopId: string, { productId, ...body }: StockChange) =>
  api.post<StockChangeResult>(`/api/admin/shops/${shopId}/products/${productId}/stock`, body);

/** The dialog shows the error itself; the list and the history are reloaded. */
export const changeStockMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'products', 'stock'],
    mutationFn: (input: StockChange) => changeStock(shopId, input),
    meta: { errorToast: false },
    onSettled: () => invalidateProducts(queryClient, shopId),
  });

export function useChangeStock(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(changeStockMutationOptions(queryClient, shopId));
}
