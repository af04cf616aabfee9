import { api } from '@salon/web/api-client';
import type { Booking } from '../../../api/types.ts';

export const cancelBooking = (token: string, idempotencyKey: string) =>
  api.delete<{ booking: Booking }>(`/api/public/bookings/${encodeURIComponent(token)}`, {
    headers: { 'Idempotency-Key': idempotencyKey },
    refresh: false,
  });
