import type { ServiceResponse } from '@salon/domain';
import { api } from '@salon/web/api-client';
import type { ServiceDraftRequest } from './create-service.ts';

/** Used by the wizard's save, which makes several calls in order (see save-config.ts). */
export const updateService = (shopId: string, id: string, body: Partial<ServiceDraftRequest>) =>
  api.patch<ServiceResponse>(`/api/admin/shops/${shopId}/services/${id}`, body);
