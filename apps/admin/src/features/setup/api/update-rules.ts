import type { BookingRules } from '@salon/domain';
import { api } from '@salon/web/api-client';

/** Used by the wizard's save, which makes several calls in order (see save-config.ts). */
export const updateRules = (shopId: string, body: Partial<BookingRules>) =>
  api.patch<BookingRules>(`/api/admin/shops/${shopId}/rules`, body);
