import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { storedTokenHash } from './secrets.ts';

/**
 * Every link a mail or a notification carries is signed here, for one purpose each. A purpose
 * has its own key (or, for manage links, its own prefix under the tokens key, which binds as
 * tightly and is what links already sent were made with): a token made for one purpose never
 * passes for another, and each check compares in constant time.
 *
 * - `manage`: a booking's manage link, derived from the appointment id, no expiry (the booking's
 *   own dates limit what it can do).
 * - `review`: a visit's review link, also bound to the visit's customer.
 * - `preferences`: a customer's notification choices, expiring.
 * - `push-action`: a notification button (accept or decline a request), a short-lived JWT.
 * Invitations are random tokens the database keeps only as a keyed hash (`storedLinkToken`).
 */
export type LinkPurpose = 'manage' | 'review' | 'preferences' | 'push-action';

/** The server's key for stored tokens (ServiceContext['keys'].tokens), from which purposes derive. */
type TokensKey = Buffer;

const LABELS = { review: 'review-link', preferences: 'customer-preferences', 'push-action': 'push-actions' };

function purposeKey(tokens: TokensKey, purpose: Exclude<LinkPurpose, 'manage'>): Buffer {
  return createHmac('sha256', tokens).update(LABELS[purpose]).digest();
}

/** Constant-time equality of two MACs of any length. */
function sameMac(expected: Buffer, given: Buffer): boolean {
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const hexOf = (uuid: string) => uuid.replace(/-/g, '').toLowerCase();

const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

function idMac(
  tokens: TokensKey,
  purpose: 'manage' | 'review',
  id: string,
  boundTo: string | undefined,
): string {
  if (purpose === 'manage') return createHmac('sha256', tokens).update(`manage:${id}`).digest('base64url');
  return createHmac('sha256', purposeKey(tokens, 'review'))
    .update(`review:${id}:${boundTo}`)
    .digest('base64url');
}

/**
 * A token naming one record: its hex id followed by a MAC of it (75 characters). Any later mail
 * can name the same link again, and a presented one is checked without storing it. A review
 * token is bound to the visit's customer as well (`boundTo`).
 */
export function idLinkToken(
  tokens: TokensKey,
  purpose: 'manage' | 'review',
  id: string,
  boundTo?: string,
): string {
  return `${hexOf(id)}${idMac(tokens, purpose, id, boundTo)}`;
}

/** The id a token claims to name, before its MAC is checked; null when it has no such token's shape. */
export function claimedId(token: string): { id: string; mac: string } | null {
  const match = /^([0-9a-f]{32})([\w-]{43})$/.exec(token);
  if (!match) return null;
  return { id: uuidOf(match[1] as string), mac: match[2] as string };
}

/** Whether a claimed id's MAC is the one this purpose (and binding) gives it. */
export function idLinkTokenMatches(
  tokens: TokensKey,
  purpose: 'manage' | 'review',
  claimed: { id: string; mac: string },
  boundTo?: string,
): boolean {
  return sameMac(Buffer.from(idMac(tokens, purpose, claimed.id, boundTo)), Buffer.from(claimed.mac));
}

/** The id a token of this purpose names, or null when it is not one (or its MAC is wrong). */
export function idOfLinkToken(tokens: TokensKey, purpose: 'manage', token: string): string | null {
  const claimed = claimedId(token);
  return claimed && idLinkTokenMatches(tokens, purpose, claimed) ? claimed.id : null;
}

const expiringMac = (tokens: TokensKey, purpose: 'preferences', payload: Buffer) =>
  createHmac('sha256', purposeKey(tokens, purpose)).update(payload).digest().subarray(0, 16);

/**
 * A token naming one record until a time: 16 bytes of id, 4 of expiry (seconds), 16 of HMAC, 48
 * URL-safe characters. Not a JWT: one with these claims is about 160 characters, past the 100 a
 * path segment may have.
 */
export function expiringLinkToken(
  tokens: TokensKey,
  purpose: 'preferences',
  id: string,
  expiresAt: Date,
): string {
  const payload = Buffer.alloc(20);
  Buffer.from(hexOf(id), 'hex').copy(payload, 0);
  payload.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 16);
  return Buffer.concat([payload, expiringMac(tokens, purpose, payload)]).toString('base64url');
}

/** The id a token names while it has not expired; null for a forged, cut-off or expired one. */
export function idOfExpiringLinkToken(
  tokens: TokensKey,
  purpose: 'preferences',
  token: string,
  now: Date,
): string | null {
  if (!/^[\w-]{48}$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== 36) return null;
  const payload = raw.subarray(0, 20);
  if (!sameMac(expiringMac(tokens, purpose, payload), raw.subarray(20))) return null;
  if (payload.readUInt32BE(16) * 1000 <= now.getTime()) return null;
  return uuidOf(payload.subarray(0, 16).toString('hex'));
}

const ISSUER = 'salon';

/** A short-lived token carrying claims (a JWT with its purpose as audience). */
export function signedClaimsToken(
  tokens: TokensKey,
  purpose: 'push-action',
  subject: string,
  claims: Record<string, string>,
  now: Date,
  seconds: number,
): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(purpose)
    .setIssuedAt(issued)
    .setExpirationTime(issued + seconds)
    .sign(new Uint8Array(purposeKey(tokens, purpose)));
}

/** A claims token's payload; `expired` when it ran out, `invalid` when forged, altered or for another purpose. */
export async function readClaimsToken(
  tokens: TokensKey,
  purpose: 'push-action',
  token: string,
  now: Date,
): Promise<{ ok: true; payload: Record<string, unknown> } | { ok: false; reason: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, new Uint8Array(purposeKey(tokens, purpose)), {
      issuer: ISSUER,
      audience: purpose,
      algorithms: ['HS256'],
      currentDate: now,
    });
    return { ok: true, payload };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    if (err instanceof joseErrors.JOSEError) return { ok: false, reason: 'invalid' };
    throw err;
  }
}

/** A random token to hand out once, and the keyed hash the database keeps of it instead. */
export function storedLinkToken(tokens: TokensKey): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: storedTokenHash(tokens, token) };
}
