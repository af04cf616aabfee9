import { api } from '@salon/web/api-client';
import type { WeeklyHours } from '../lib/opening-hours.ts';

/** Replaces the whole week; used by the wizard's save, which makes several calls in order. */
export const setStylistHours = (shopId: string, stylistId: string, body: WeeklyHours) =>
  api.put<WeeklyHours>(`/api/admin/shops/${shopId}/stylists/${stylistId}/hours`, body);
