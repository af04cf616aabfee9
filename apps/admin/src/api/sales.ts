import type {
  CheckoutDraftResponse,
  checkoutRequest,
  emailReceiptResponse,
  refundRequest,
  SaleResponse,
  SalesReportResponse,
  saleListResponse,
  walkInSaleRequest,
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
import { appointmentsChanged } from './appointments.ts';
import { productKeys } from './products.ts';

export type Sale = SaleResponse;
export type SalesReport = SalesReportResponse;
export type SaleList = z.output<typeof saleListResponse>;
export type CheckoutDraft = CheckoutDraftResponse;
export type CheckoutBody = z.input<typeof checkoutRequest>;
export type WalkInSaleBody = z.input<typeof walkInSaleRequest>;
export type RefundBody = z.input<typeof refundRequest>;
export type EmailReceiptResult = z.output<typeof emailReceiptResponse>;
/** A day or period in the shop's time zone, both ends included (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}
export interface SaleListParams extends Period {
  page: number;
  pageSize: number;
}

/** Sales, their report and the checkout drafts of visits: all of it changes with each sale or refund. */
export const saleKeys = {
  all: (shopId: string) => ['shops', shopId, 'sales'] as const,
  list: (shopId: string, params: SaleListParams) => [...saleKeys.all(shopId), 'list', params] as const,
  detail: (shopId: string, id: string) => [...saleKeys.all(shopId), 'detail', id] as const,
  report: (shopId: string, period: Period) => [...saleKeys.all(shopId), 'report', period] as const,
  draft: (shopId: string, appointmentId: string) =>
    [...saleKeys.all(shopId), 'draft', appointmentId] as const,
};

/**
 * After a sale or refund: the sales and the report, the stock of the products sold or returned,
 * and the appointments (a checked-out visit is completed) with the dashboard's figures.
 */
const salesChanged = (queryClient: QueryClient, shopId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: saleKeys.all(shopId) }),
    queryClient.invalidateQueries({ queryKey: productKeys.all(shopId) }),
    appointmentsChanged(queryClient, shopId),
  ]);

const base = (shopId: string) => `/api/admin/shops/${shopId}`;

// ── Reads ───────────────────────────────────────────────────────────────────

export const getCheckoutDraft = (shopId: string, appointmentId: string, signal?: AbortSignal) =>
  api.get<CheckoutDraft>(`${base(shopId)}/appointments/${appointmentId}/checkout`, { signal });

export const checkoutDraftQueryOptions = (shopId: string, appointmentId: string) =>
  queryOptions({
    queryKey: saleKeys.draft(shopId, appointmentId),
    queryFn: ({ signal }) => getCheckoutDraft(shopId, appointmentId, signal),
  });

export const useCheckoutDraft = (shopId: string, appointmentId: string, enabled = true) =>
  useQuery({ ...checkoutDraftQueryOptions(shopId, appointmentId), enabled });

export const listSales = (shopId: string, params: SaleListParams, signal?: AbortSignal) => {
  const search = new URLSearchParams({
    from: params.from,
    to: params.to,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  return api.get<SaleList>(`${base(shopId)}/sales?${search}`, { signal });
};

export const salesQueryOptions = (shopId: string, params: SaleListParams) =>
  queryOptions({
    queryKey: saleKeys.list(shopId, params),
    queryFn: ({ signal }) => listSales(shopId, params, signal),
    placeholderData: keepPreviousData,
  });

export const useSales = (shopId: string, params: SaleListParams) =>
  useQuery(salesQueryOptions(shopId, params));

export const getSale = (shopId: string, id: string, signal?: AbortSignal) =>
  api.get<Sale>(`${base(shopId)}/sales/${id}`, { signal });

export const saleQueryOptions = (shopId: string, id: string) =>
  queryOptions({
    queryKey: saleKeys.detail(shopId, id),
    queryFn: ({ signal }) => getSale(shopId, id, signal),
  });

export const useSale = (shopId: string, id: string | null) =>
  useQuery({ ...saleQueryOptions(shopId, id ?? ''), enabled: id !== null });

export const getSalesReport = (shopId: string, period: Period, signal?: AbortSignal) =>
  api.get<SalesReport>(`${base(shopId)}/sales-report?${new URLSearchParams({ ...period })}`, { signal });

export const salesReportQueryOptions = (shopId: string, period: Period) =>
  queryOptions({
    queryKey: saleKeys.report(shopId, period),
    queryFn: ({ signal }) => getSalesReport(shopId, period, signal),
    placeholderData: keepPreviousData,
  });

export const useSalesReport = (shopId: string, period: Period) =>
  useQuery(salesReportQueryOptions(shopId, period));

/** Links the browser opens itself (the session cookie goes along): PDFs and the CSV export. */
export const salesReportCsvUrl = (shopId: string, period: Period) =>
  `${base(shopId)}/sales-report.csv?${new URLSearchParams({ ...period })}`;
export const receiptPdfUrl = (shopId: string, saleId: string, lang?: string) =>
  `${base(shopId)}/sales/${saleId}/receipt.pdf${lang ? `?lang=${lang}` : ''}`;
/** A credit note's PDF; the server names its path (relative to the shop's admin API). */
export const documentUrl = (shopId: string, pdfPath: string) =>
  pdfPath.startsWith('/api/') ? pdfPath : `${base(shopId)}${pdfPath.startsWith('/') ? '' : '/'}${pdfPath}`;

// ── Changes ─────────────────────────────────────────────────────────────────

export const checkoutAppointment = (
  shopId: string,
  { appointmentId, body }: { appointmentId: string; body: CheckoutBody },
) => api.post<Sale>(`${base(shopId)}/appointments/${appointmentId}/checkout`, body);

/** The form shows the error itself, next to the payments or the field it names. */
export const checkoutMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'sales', 'checkout'],
    mutationFn: (input: { appointmentId: string; body: CheckoutBody }) => checkoutAppointment(shopId, input),
    meta: { errorToast: false },
    onSettled: () => salesChanged(queryClient, shopId),
  });

export function useCheckout(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(checkoutMutationOptions(queryClient, shopId));
}

export const createWalkInSale = (shopId: string, body: WalkInSaleBody) =>
  api.post<Sale>(`${base(shopId)}/sales`, body);

export const walkInSaleMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'sales', 'walk-in'],
    mutationFn: (body: WalkInSaleBody) => createWalkInSale(shopId, body),
    meta: { errorToast: false },
    onSettled: () => salesChanged(queryClient, shopId),
  });

export function useWalkInSale(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(walkInSaleMutationOptions(queryClient, shopId));
}

export const refundSale = (shopId: string, { saleId, body }: { saleId: string; body: RefundBody }) =>
  api.post<Sale>(`${base(shopId)}/sales/${saleId}/refunds`, body);

/** The dialog shows the error itself (what is still refundable on a 409). */
export const refundMutationOptions = (queryClient: QueryClient, shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'sales', 'refund'],
    mutationFn: (input: { saleId: string; body: RefundBody }) => refundSale(shopId, input),
    meta: { errorToast: false },
    onSettled: () => salesChanged(queryClient, shopId),
  });

export function useRefundSale(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation(refundMutationOptions(queryClient, shopId));
}

export const emailReceipt = (shopId: string, { saleId, to }: { saleId: string; to?: string }) =>
  api.post<EmailReceiptResult>(`${base(shopId)}/sales/${saleId}/receipt/email`, to ? { to } : {});

/** The receipt actions show the error: a customer without an address is asked for one. */
export const emailReceiptMutationOptions = (shopId: string) =>
  mutationOptions({
    mutationKey: ['shops', shopId, 'sales', 'email-receipt'],
    mutationFn: (input: { saleId: string; to?: string }) => emailReceipt(shopId, input),
    meta: { errorToast: false },
  });

export const useEmailReceipt = (shopId: string) => useMutation(emailReceiptMutationOptions(shopId));
