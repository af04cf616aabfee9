import { api } from '@salon/web/api-client';
import type { Booking } from '../../../api/types.ts';

/** The booking as its manage link shows it: asked again while its payment is being confirmed. */
export const getBookingByToken = (token: string, signal?: AbortSignal) =>
  api.get<{ booking: Booking }>(`/api/public/bookings/${encodeURIComponent(token)}`, {
    refresh: false,
    ...(signal ? { signal } : {}),
  });

/** Gives up the unpaid booking: its held time is free again at once and its payment cancelled. */
export const abandonHeldBooking = (token: string) =>
  api.post<{ booking: Booking }>(
    `/api/public/bookings/${encodeURIComponent(token)}/abandon-payment`,
    undefined,
    {
      refresh: false,
    },
  );
