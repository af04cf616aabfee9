import type { StylistResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';

/** Used by the wizard's save, which makes several calls in order (see save-config.ts). */
export const createStylist = (shopId: string, body: { name: string }) =>
  api.post<StylistResponse>(`/api/admin/shops/${shopId}/stylists`, body);
