import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A booking's manage token, derived from its id: the hex id followed by a keyed MAC of it. Any
 * later mail can name the same link again, and the server checks a presented token without
 * storing it. Random tokens handed out before stay valid through their stored hash.
 */
const mac = (key: Buffer, appointmentId: string) =>
  createHmac('sha256', key).update(`manage:${appointmentId}`).digest('base64url');

const hexId = (id: string) => id.replace(/-/g, '').toLowerCase();

const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The one manage token of an appointment. */
export const manageTokenFor = (key: Buffer, appointmentId: string) =>
  `${hexId(appointmentId)}${mac(key, appointmentId)}`;

/** The appointment a derived token names, or null when it is not one (or its MAC is wrong). */
export function appointmentOfManageToken(key: Buffer, token: string): string | null {
  const match = /^([0-9a-f]{32})([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = uuidOf(match[1] as string);
  const expected = Buffer.from(mac(key, id));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
