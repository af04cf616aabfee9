import type { Locale, MeResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { type IssuedTokens, issueTokens } from '../../infra/tokens.ts';
import { rememberDevice } from './known-devices.ts';
import { sessionOf } from './session-of.ts';

export interface SignedIn {
  session: MeResponse;
  tokens: IssuedTokens;
  /** This browser's new device token (a sign-in, not a renewal): kept in its long-lived cookie. */
  deviceToken?: string;
}

/** Who is asking, as far as the rate limits and the language of mails are concerned. */
export interface RequestOrigin {
  ip: string;
  locale: Locale;
  /** The device cookie the browser sent, if any: it says whether the account knows this browser. */
  deviceToken?: string | undefined;
}

export async function signedIn(
  ctx: ServiceContext,
  userId: string,
  tokens?: IssuedTokens,
): Promise<SignedIn> {
  return { session: await sessionOf(ctx.db, userId), tokens: tokens ?? (await issueTokens(ctx, userId)) };
}

/** A sign-in (password, code, sign-up): a new session, and the browser is known to the account from now on. */
export async function signedInOnDevice(
  ctx: ServiceContext,
  userId: string,
  origin: RequestOrigin,
): Promise<SignedIn> {
  const deviceToken = await rememberDevice(ctx, userId, origin.deviceToken);
  return { ...(await signedIn(ctx, userId)), deviceToken };
}
