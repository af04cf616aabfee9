import type { PublicBookingBody, PublicBookingCreated } from '@salon/domain/contracts';
import { api } from '@salon/web/api-client';
import type { CreatedBooking } from '../../../api/types.ts';

/** Books; the same Idempotency-Key on a retry of the same attempt never books twice. */
export const createBooking = (subdomain: string, body: PublicBookingBody, idempotencyKey: string) =>
  api.post<PublicBookingCreated & { booking: CreatedBooking }>(
    `/api/public/shops/${encodeURIComponent(subdomain)}/bookings`,
    body,
    {
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
