import type { ServiceResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';

/** What the wizard sets of a service; the server fills in the rest (no buffers, bookable online). */
export interface ServiceDraftRequest {
  name: string;
  durationMinutes: number;
  price: { amount: number; currency: string };
  stylists: { stylistId: string }[];
}

/** Used by the wizard's save, which makes several calls in order (see save-config.ts). */
export const createService = (shopId: string, body: ServiceDraftRequest) =>
  api.post<ServiceResponse>(`/api/admin/shops/${shopId}/services`, body);
