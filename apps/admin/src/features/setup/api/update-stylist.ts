import type { StylistResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';

/** Used by the wizard's save, which makes several calls in order (see save-config.ts). */
export const updateStylist = (shopId: string, id: string, body: { name: string }) =>
  api.patch<StylistResponse>(`/api/admin/shops/${shopId}/stylists/${id}`, body);
