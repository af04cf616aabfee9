import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../../context.ts';
import { readClaimsToken, signedClaimsToken } from '../../../infra/link-tokens.ts';

export const pushActions = ['accept', 'decline'] as const;
export type PushActionName = (typeof pushActions)[number];

/**
 * How long a request notification's buttons work: long enough for the next morning, short
 * enough that a copied link soon stops working. The request itself is checked again anyway.
 */
export const PUSH_ACTION_SECONDS = 48 * 3600;

export interface PushActionClaims {
  userId: string;
  shopId: string;
  appointmentId: string;
  action: PushActionName;
}

/** A signed token naming who may do what to which appointment, for a notification's button. */
export function signPushAction(
  keys: ServiceContext['keys'],
  claims: PushActionClaims,
  now: Date,
): Promise<string> {
  return signedClaimsToken(
    keys.tokens,
    'push-action',
    claims.userId,
    { shop: claims.shopId, apt: claims.appointmentId, act: claims.action },
    now,
    PUSH_ACTION_SECONDS,
  );
}

/** The claims of a valid token; an expired one is TokenIsExpired, a forged or altered one Forbidden. */
export async function verifyPushAction(
  keys: ServiceContext['keys'],
  token: string,
  now: Date,
): Promise<PushActionClaims> {
  const read = await readClaimsToken(keys.tokens, 'push-action', token, now);
  if (!read.ok && read.reason === 'expired') {
    throw new AppError('TokenIsExpired', 'This notification is too old; open the app to answer the request');
  }
  if (read.ok) {
    const { sub, shop, apt, act } = read.payload;
    if (
      typeof sub === 'string' &&
      typeof shop === 'string' &&
      typeof apt === 'string' &&
      (act === 'accept' || act === 'decline')
    )
      return { userId: sub, shopId: shop, appointmentId: apt, action: act };
  }
  throw new AppError('Forbidden', 'This link is not valid');
}
