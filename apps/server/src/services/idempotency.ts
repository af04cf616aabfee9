import { createHash } from 'node:crypto';
import { and, eq, idempotencyKeys } from '@salon/db';
import { AppError } from '@salon/domain';
import type { ServiceContext } from '../context.ts';

export interface IdempotentResult<T> {
  status: number;
  body: T;
  /** True when this is the stored answer of an earlier identical request. */
  replayed: boolean;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * Runs a write once per Idempotency-Key: a retry with the same key and body gets the first
 * answer and creates nothing; the same key with another body, or while the first is still
 * running, is refused. A failed attempt leaves no trace, so it can be retried.
 */
export async function idempotent<T>(
  ctx: ServiceContext,
  scope: string,
  key: string | undefined,
  request: unknown,
  run: () => Promise<{ status: number; body: T }>,
): Promise<IdempotentResult<T>> {
  if (!key) return { ...(await run()), replayed: false };
  const requestHash = hashOf(request);
  const [claimed] = await ctx.db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (!claimed) {
    const [earlier] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (earlier?.requestHash !== requestHash) {
      throw new AppError('IdempotencyConflict', 'This Idempotency-Key was used for a different request');
    }
    if (earlier.status === null) {
      throw new AppError(
        'IdempotencyConflict',
        'A request with this Idempotency-Key is still being processed',
        {
          retryAfter: 1,
        },
      );
    }
    return { status: earlier.status, body: earlier.response as T, replayed: true };
  }

  try {
    const result = await run();
    await ctx.db
      .update(idempotencyKeys)
      .set({ status: result.status, response: result.body as object })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return { ...result, replayed: false };
  } catch (err) {
    await ctx.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    throw err;
  }
}
