import { api } from '@salon/web/api-client';

/** Used by the wizard's save, which makes several calls in order (see save-config.ts). */
export const deleteService = (shopId: string, id: string) =>
  api.delete<{ ok: true }>(`/api/admin/shops/${shopId}/services/${id}`);
