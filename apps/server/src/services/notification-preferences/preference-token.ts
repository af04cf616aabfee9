import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';

/** How long a preferences link in a mail keeps working. */
export const PREFERENCES_TOKEN_DAYS = 400;

/**
 * A preferences link's token: the customer's id and an expiry, signed with a key of its own
 * (derived from the instance secret), so neither a session token nor a manage link can stand for
 * it. Not a JWT: one with these claims is about 160 characters, past the 100 a path segment may
 * have; this is 48 (16 bytes of id, 4 of expiry, 16 of HMAC-SHA256), all URL-safe.
 */
const keyOf = (ctx: Pick<ServiceContext, 'keys'>) =>
  createHmac('sha256', ctx.keys.tokens).update('customer-preferences').digest();

const macOf = (ctx: Pick<ServiceContext, 'keys'>, payload: Buffer) =>
  createHmac('sha256', keyOf(ctx)).update(payload).digest().subarray(0, 16);

const invalid = () => new AppError('PreferencesLinkInvalid', 'This link is not valid or has expired');

/** A signed link token naming one customer record, for their notification choices without signing in. */
export function preferencesTokenFor(
  ctx: Pick<ServiceContext, 'keys'>,
  customerId: string,
  now: Date,
): string {
  const payload = Buffer.alloc(20);
  Buffer.from(customerId.replace(/-/g, ''), 'hex').copy(payload, 0);
  payload.writeUInt32BE(Math.floor(now.getTime() / 1000) + PREFERENCES_TOKEN_DAYS * 86_400, 16);
  return Buffer.concat([payload, macOf(ctx, payload)]).toString('base64url');
}

/** The customer a preferences token names; a forged, cut-off or expired one is PreferencesLinkInvalid. */
export function customerOfPreferencesToken(ctx: Pick<ServiceContext, 'keys' | 'now'>, token: string): string {
  if (!/^[\w-]{48}$/.test(token)) throw invalid();
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== 36) throw invalid();
  const payload = raw.subarray(0, 20);
  if (!timingSafeEqual(macOf(ctx, payload), raw.subarray(20))) throw invalid();
  if (payload.readUInt32BE(16) * 1000 <= ctx.now().getTime()) throw invalid();
  const hex = payload.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
