import { sql } from '@salon/db';
import { AppError } from '@salon/domain';
import type { RateLimitRule, ServiceContext } from './context.ts';
import { queryRows } from './sql.ts';

/**
 * Counts one attempt for `key` in a fixed window kept in PostgreSQL, and refuses with
 * TooManyRequests (and the seconds until the window ends) once the limit is passed.
 */
export async function consumeRateLimit(ctx: ServiceContext, key: string, rule: RateLimitRule): Promise<void> {
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
