import type { AppointmentResponse } from '@salon/domain';
import { formatPhone } from '../../../lib/phone.ts';

/**
 * What a guest typed when it differs from the customer record the visit was filed under (a guest
 * booking never rewrites the record), e.g. "Kim K., 030 123456"; null when they agree. The phone
 * is shown as every phone is (national for the shop's `country`).
 */
export function bookedAs(
  { guest, customer }: Pick<AppointmentResponse, 'guest' | 'customer'>,
  country: string,
): string | null {
  if (!guest) return null;
  const sameEmail = guest.email === (customer?.email ?? null);
  if (customer && guest.name === customer.name && guest.phone === customer.phone && sameEmail) return null;
  const phone = guest.phone && formatPhone(guest.phone, country);
  return [guest.name, phone, sameEmail ? null : guest.email].filter(Boolean).join(', ');
}
