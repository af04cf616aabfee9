import { type Executor, sql } from '@salon/db';
import { AppError } from '@salon/domain';
import { queryRows } from './sql.ts';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimits {
  signInPerIp: RateLimitRule;
  signInPerEmail: RateLimitRule;
  signInPerDevice: RateLimitRule;
  codePerIp: RateLimitRule;
  codePerEmail: RateLimitRule;
  verifyPerIp: RateLimitRule;
  signUpPerIp: RateLimitRule;
  bookingPerIp: RateLimitRule;
  manageLinkPerIp: RateLimitRule;
  invitePerShop: RateLimitRule;
}

export const defaultRateLimits: RateLimits = {
  // Failed passwords only, then a doubling wait; forgotten after a day without failures.
  signInPerIp: { limit: 50, windowSeconds: 24 * 60 * 60 },
  signInPerEmail: { limit: 10, windowSeconds: 24 * 60 * 60 },
  // A browser the account knows has its own count instead of the account's: strangers' guesses
  // do not shut it out, and a copied device cookie buys no more guesses than the account allows.
  signInPerDevice: { limit: 10, windowSeconds: 24 * 60 * 60 },
  codePerIp: { limit: 20, windowSeconds: 15 * 60 },
  codePerEmail: { limit: 5, windowSeconds: 15 * 60 },
  verifyPerIp: { limit: 50, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 20, windowSeconds: 60 * 60 },
  bookingPerIp: { limit: 30, windowSeconds: 60 * 60 },
  manageLinkPerIp: { limit: 60, windowSeconds: 15 * 60 },
  // Invitations mail addresses that never asked for anything: a shop may not flood them.
  invitePerShop: { limit: 50, windowSeconds: 60 * 60 },
};

/** Every limit multiplied by `factor` (RATE_LIMIT_FACTOR), the windows unchanged. */
export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  const scaled = { ...limits };
  for (const name of Object.keys(limits) as (keyof RateLimits)[]) {
    scaled[name] = { ...limits[name], limit: limits[name].limit * factor };
  }
  return scaled;
}

/** Where the counters live, and the time they are counted at. */
interface Counters {
  db: Executor;
  now: () => Date;
}

/**
 * Counts one attempt for `key` in a fixed window kept in PostgreSQL, and refuses with
 * TooManyRequests (and the seconds until the window ends) once the limit is passed.
 */
export async function consumeRateLimit(ctx: Counters, key: string, rule: RateLimitRule): Promise<void> {
  const now = ctx.now();
  const windowMs = rule.windowSeconds * 1000;
  const rows = await queryRows<{ count: number; window_start: string | Date }>(
    ctx.db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${new Date(now.getTime() - windowMs).toISOString()}
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${new Date(now.getTime() - windowMs).toISOString()}
                   then excluded.window_start else rate_limits.window_start end
    returning count, window_start`,
  );
  const [row] = rows;
  if (!row) return;
  if (row.count > rule.limit) {
    const ends = new Date(row.window_start).getTime() + windowMs;
    const retryAfter = Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
    throw new AppError('TooManyRequests', `Too many attempts; try again in ${retryAfter} seconds`, {
      retryAfter,
      details: { retryAfter },
    });
  }
}

/** The first wait once a failure limit is reached; each further failure doubles it. */
const BACKOFF_BASE_SECONDS = 30;

/** No wait grows past this, so a person who forgot their password is never shut out for long. */
const BACKOFF_MAX_SECONDS = 15 * 60;

const backoffSeconds = (failures: number, rule: RateLimitRule) =>
  Math.min(
    BACKOFF_BASE_SECONDS * 2 ** Math.max(0, failures - rule.limit),
    BACKOFF_MAX_SECONDS,
    rule.windowSeconds,
  );

/**
 * Claims one attempt that counts only if it fails: `rule.limit` failures are free, after that each
 * attempt must wait a doubling time (30 s, 1 min, 2 min, ... at most 15 min) after the previous
 * one; failures are forgotten after `rule.windowSeconds` without any. The claim is counted in the
 * statement that checks the wait, so parallel guesses cannot slip through together; a success
 * gives it back with `refundFailure`.
 */
export async function claimFailureSlot(ctx: Counters, key: string, rule: RateLimitRule): Promise<void> {
  const now = ctx.now();
  const staleBefore = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const maxWait = Math.min(BACKOFF_MAX_SECONDS, rule.windowSeconds);
  const claimed = await queryRows<{ count: number }>(
    ctx.db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${staleBefore}::timestamptz
                   then 1 else rate_limits.count + 1 end,
      window_start = excluded.window_start
    where rate_limits.window_start <= ${staleBefore}::timestamptz
       or rate_limits.count < ${rule.limit}
       or rate_limits.window_start
          + least(${BACKOFF_BASE_SECONDS} * power(2, rate_limits.count - ${rule.limit}), ${maxWait})
            * interval '1 second'
          <= ${now.toISOString()}::timestamptz
    returning count`,
  );
  if (claimed.length) return;

  const [row] = await queryRows<{ count: number; window_start: string | Date }>(
    ctx.db,
    sql`select count, window_start from rate_limits where key = ${key}`,
  );
  const waitEnds = row
    ? new Date(row.window_start).getTime() + backoffSeconds(row.count, rule) * 1000
    : now.getTime();
  const retryAfter = Math.max(1, Math.ceil((waitEnds - now.getTime()) / 1000));
  throw new AppError('TooManyRequests', `Too many failed attempts; try again in ${retryAfter} seconds`, {
    retryAfter,
    details: { retryAfter },
  });
}

/** Gives back a slot taken by `claimFailureSlot` when the attempt succeeded. */
export async function refundFailure(ctx: Counters, key: string): Promise<void> {
  await ctx.db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}
