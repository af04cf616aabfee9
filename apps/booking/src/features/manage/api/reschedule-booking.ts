import { api } from '@salon/web/api-client';
import type { Booking } from '../../../api/types.ts';

export const rescheduleBooking = (
  token: string,
  body: { start: string; stylist?: string },
  idempotencyKey: string,
) =>
  api.patch<{ booking: Booking }>(`/api/public/bookings/${encodeURIComponent(token)}`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    refresh: false,
  });
