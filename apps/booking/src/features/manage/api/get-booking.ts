import { api } from '@salon/web/api-client';
import type { Booking } from '../../../api/types.ts';

export const getBooking = (token: string) =>
  api.get<{ booking: Booking }>(`/api/public/bookings/${encodeURIComponent(token)}`, { refresh: false });
