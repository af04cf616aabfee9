import { createHmac } from 'node:crypto';
import { AppError } from '@salon/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ServiceContext } from '../../context.ts';

/** How long a preferences link in a mail keeps working. */
export const PREFERENCES_TOKEN_DAYS = 400;

const AUDIENCE = 'customer-preferences';

/** A key of its own, so neither a session token nor a preferences link can stand for the other. */
const keyOf = (ctx: Pick<ServiceContext, 'keys'>) =>
  new Uint8Array(createHmac('sha256', ctx.keys.tokens).update(AUDIENCE).digest());

/** A signed link token naming one customer record, for their notification choices without signing in. */
export async function preferencesTokenFor(
  ctx: Pick<ServiceContext, 'keys'>,
  customerId: string,
  now: Date,
): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(customerId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issued)
    .setExpirationTime(issued + PREFERENCES_TOKEN_DAYS * 86_400)
    .sign(keyOf(ctx));
}

/** The customer a preferences token names; a forged, cut-off or expired one is PreferencesLinkInvalid. */
export async function customerOfPreferencesToken(
  ctx: Pick<ServiceContext, 'keys' | 'now'>,
  token: string,
): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, keyOf(ctx), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    });
    if (typeof payload.sub === 'string') return payload.sub;
  } catch (err) {
    if (!(err instanceof joseErrors.JOSEError) && !(err instanceof TypeError)) throw err;
  }
  throw new AppError('PreferencesLinkInvalid', 'This link is not valid or has expired');
}
