import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { expiringLinkToken, idOfExpiringLinkToken } from '../../infra/link-tokens.ts';

/** How long a preferences link in a mail keeps working. */
export const PREFERENCES_TOKEN_DAYS = 400;

/** A signed link token naming one customer record, for their notification choices without signing in. */
export function preferencesTokenFor(
  ctx: Pick<ServiceContext, 'keys'>,
  customerId: string,
  now: Date,
): string {
  const expiresAt = new Date(now.getTime() + PREFERENCES_TOKEN_DAYS * 86_400_000);
  return expiringLinkToken(ctx.keys.tokens, 'preferences', customerId, expiresAt);
}

/** The customer a preferences token names; a forged, cut-off or expired one is PreferencesLinkInvalid. */
export function customerOfPreferencesToken(ctx: Pick<ServiceContext, 'keys' | 'now'>, token: string): string {
  const customerId = idOfExpiringLinkToken(ctx.keys.tokens, 'preferences', token, ctx.now());
  if (!customerId) throw new AppError('PreferencesLinkInvalid', 'This link is not valid or has expired');
  return customerId;
}
