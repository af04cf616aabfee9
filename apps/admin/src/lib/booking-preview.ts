/**
 * The public booking page of a shop in preview: staff of the shop see it before it is published,
 * marked "Preview — bookings are off", and cannot book through it.
 */
export const bookingPreviewPath = (subdomain: string): string =>
  `/book/${encodeURIComponent(subdomain)}?preview=1`;
