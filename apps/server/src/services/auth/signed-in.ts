import type { Locale, MeResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { type IssuedTokens, issueTokens } from '../../infra/tokens.ts';
import { sessionOf } from './session-of.ts';

export interface SignedIn {
  session: MeResponse;
  tokens: IssuedTokens;
}

/** Who is asking, as far as the rate limits and the language of mails are concerned. */
export interface RequestOrigin {
  ip: string;
  locale: Locale;
}

export async function signedIn(
  ctx: ServiceContext,
  userId: string,
  tokens?: IssuedTokens,
): Promise<SignedIn> {
  return { session: await sessionOf(ctx.db, userId), tokens: tokens ?? (await issueTokens(ctx, userId)) };
}
