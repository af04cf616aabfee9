import { api } from '@salon/web/api-client';
import type { CreatedBooking } from '../../../api/types.ts';
import type { CardSetup } from '../steps/card-setup-panel.tsx';
import type { DuePayment } from '../steps/payment-panel.tsx';

export interface CreateBookingBody {
  services: string[];
  start: string;
  stylist: string;
  /** A guest's name, e-mail and phone; for a signed-in customer the name and phone to keep. */
  customer?: { name: string; email?: string; phone: string };
  note?: string;
  /** The salon's booking link the page was opened through; the server decides what it counts as. */
  link?: string;
  /** The page's language: the salon's mails to the customer are written in it. */
  locale?: string;
  redeemPoints?: number;
  /** The customer agreed to the salon keeping their card for its no-show and late-cancellation fees. */
  cardOnFileConsent?: true;
}

/** Books; the same Idempotency-Key on a retry of the same attempt never books twice. */
export const createBooking = (subdomain: string, body: CreateBookingBody, idempotencyKey: string) =>
  api.post<{
    booking: CreatedBooking;
    emailSent: boolean;
    emailLater: boolean;
    payment?: DuePayment | null;
    cardSetup?: CardSetup | null;
  }>(`/api/public/shops/${encodeURIComponent(subdomain)}/bookings`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
