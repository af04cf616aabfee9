import { randomInt } from 'node:crypto';
import type { Locale } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { translator } from '../../i18n.ts';
import { consumeRateLimit } from '../../infra/rate-limit.ts';
import { inTransaction } from '../../infra/transaction.ts';
import {
  deleteCodesExpiredBefore,
  insertEmailCode,
  localeOfEmail,
  retirePendingCodes,
} from '../../repositories/users.ts';
import { EMAIL_CODE_MINUTES, hashCode } from './email-codes.ts';
import type { RequestOrigin } from './signed-in.ts';

/**
 * Mails a 6-digit code. Unknown addresses get one too (the code then creates a customer
 * account), so the answer never tells whether an address is registered.
 */
export async function requestEmailCode(
  ctx: ServiceContext,
  input: { email: string; locale?: Locale | undefined },
  origin: RequestOrigin,
): Promise<{ expiresIn: number }> {
  await consumeRateLimit(ctx, `email-code:ip:${origin.ip}`, ctx.rateLimits.codePerIp);
  await consumeRateLimit(ctx, `email-code:email:${input.email}`, ctx.rateLimits.codePerEmail);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  const user = await localeOfEmail(ctx.db, input.email);
  await inTransaction(ctx.db, async (tx) => {
    // Only the newest code is valid: asking again retires the earlier ones.
    await retirePendingCodes(tx, input.email, now);
    await insertEmailCode(tx, {
      email: input.email,
      codeHash: hashCode(ctx, input.email, code),
      expiresAt: new Date(now.getTime() + EMAIL_CODE_MINUTES * 60_000),
    });
  });
  // Old codes are of no use to anyone; keep the table small.
  await deleteCodesExpiredBefore(ctx.db, new Date(now.getTime() - 24 * 3600_000));

  const t = translator(input.locale ?? user?.locale ?? origin.locale);
  await ctx.mailer.send({
    to: input.email,
    kind: 'emailCode',
    subject: t('emailCode.subject', { code }),
    text: t('emailCode.text', { code, minutes: EMAIL_CODE_MINUTES }),
  });
  return { expiresIn: EMAIL_CODE_MINUTES * 60 };
}
