import type { AppointmentResponse } from '@salon/domain';

/**
 * What a guest typed when it differs from the customer record the visit was filed under (a guest
 * booking never rewrites the record), e.g. "Kim K., +4930123456"; null when they agree.
 */
export function bookedAs({
  guest,
  customer,
}: Pick<AppointmentResponse, 'guest' | 'customer'>): string | null {
  if (!guest) return null;
  const sameEmail = guest.email === (customer?.email ?? null);
  if (customer && guest.name === customer.name && guest.phone === customer.phone && sameEmail) return null;
  return [guest.name, guest.phone, sameEmail ? null : guest.email].filter(Boolean).join(', ');
}
