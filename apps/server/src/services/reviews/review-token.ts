import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A review link's token, derived like a manage token (the hex id of the appointment followed by
 * a keyed MAC) but with a key of its own, and the MAC also covers the visit's customer: a manage
 * link is no review link, and a visit that changed customer no longer takes the old one.
 */
const keyOf = (tokensKey: Buffer) => createHmac('sha256', tokensKey).update('review-link').digest();

const mac = (tokensKey: Buffer, appointmentId: string, customerId: string) =>
  createHmac('sha256', keyOf(tokensKey)).update(`review:${appointmentId}:${customerId}`).digest('base64url');

const hexId = (id: string) => id.replace(/-/g, '').toLowerCase();

const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The one review token of a visit of a customer. */
export const reviewTokenFor = (tokensKey: Buffer, appointmentId: string, customerId: string) =>
  `${hexId(appointmentId)}${mac(tokensKey, appointmentId, customerId)}`;

/** The appointment a token claims to name, before its MAC is checked; null when it has no token's shape. */
export function claimedAppointment(token: string): { appointmentId: string; mac: string } | null {
  const match = /^([0-9a-f]{32})([\w-]{43})$/.exec(token);
  if (!match) return null;
  return { appointmentId: uuidOf(match[1] as string), mac: match[2] as string };
}

/** True when the token's MAC is the one of this visit and customer. */
export function reviewTokenMatches(
  tokensKey: Buffer,
  claimed: { appointmentId: string; mac: string },
  customerId: string,
): boolean {
  const expected = Buffer.from(mac(tokensKey, claimed.appointmentId, customerId));
  const given = Buffer.from(claimed.mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
