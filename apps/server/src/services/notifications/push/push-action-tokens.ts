import { createHmac } from 'node:crypto';
import { AppError } from '@salon/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ServiceContext } from '../../../context.ts';

export const pushActions = ['accept', 'decline'] as const;
export type PushActionName = (typeof pushActions)[number];

/**
 * How long a request notification's buttons work: long enough for the next morning, short
 * enough that a copied link soon stops working. The request itself is checked again anyway.
 */
export const PUSH_ACTION_SECONDS = 48 * 3600;

const AUDIENCE = 'push-action';
const ISSUER = 'salon';

/** A key of its own, derived from the instance keys: an action token is never a session token. */
const actionKey = (keys: ServiceContext['keys']) =>
  new Uint8Array(createHmac('sha256', keys.tokens).update('push-actions').digest());

export interface PushActionClaims {
  userId: string;
  shopId: string;
  appointmentId: string;
  action: PushActionName;
}

/** A signed token naming who may do what to which appointment, for a notification's button. */
export async function signPushAction(
  keys: ServiceContext['keys'],
  claims: PushActionClaims,
  now: Date,
): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT({ shop: claims.shopId, apt: claims.appointmentId, act: claims.action })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issued)
    .setExpirationTime(issued + PUSH_ACTION_SECONDS)
    .sign(actionKey(keys));
}

/** The claims of a valid token; an expired one is TokenIsExpired, a forged or altered one Forbidden. */
export async function verifyPushAction(
  keys: ServiceContext['keys'],
  token: string,
  now: Date,
): Promise<PushActionClaims> {
  try {
    const { payload } = await jwtVerify(token, actionKey(keys), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const { sub, shop, apt, act } = payload;
    if (
      typeof sub === 'string' &&
      typeof shop === 'string' &&
      typeof apt === 'string' &&
      (act === 'accept' || act === 'decline')
    )
      return { userId: sub, shopId: shop, appointmentId: apt, action: act };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired)
      throw new AppError(
        'TokenIsExpired',
        'This notification is too old; open the app to answer the request',
      );
    if (!(err instanceof joseErrors.JOSEError)) throw err;
  }
  throw new AppError('Forbidden', 'This link is not valid');
}
