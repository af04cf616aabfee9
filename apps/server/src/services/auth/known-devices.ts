import { randomBytes } from 'node:crypto';
import { and, type Executor, eq, gt, knownDevices, sql, users } from '@salon/db';
import type { ServiceContext } from '../../context.ts';
import { storedTokenHash } from '../../infra/secrets.ts';
import { inTransaction } from '../../infra/transaction.ts';

/** How long a browser stays known after its last sign-in (the cookie lives as long). */
export const DEVICE_TOKEN_SECONDS = 365 * 24 * 60 * 60;

/** Enough for every browser a person uses; the oldest are forgotten beyond it. */
const DEVICES_PER_ACCOUNT = 50;

/** 32 random bytes, URL-safe base64: anything else in the cookie is no device token of ours. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const knownSince = (ctx: Pick<ServiceContext, 'now'>) =>
  new Date(ctx.now().getTime() - DEVICE_TOKEN_SECONDS * 1000);

/**
 * The known device of the account with this address that the presented token belongs to, or
 * null. One query whether or not the account exists, so the answer's timing tells nothing.
 */
export async function knownDeviceOf(
  ctx: Pick<ServiceContext, 'db' | 'keys' | 'now'>,
  email: string,
  token: string | undefined,
): Promise<string | null> {
  if (!token || !DEVICE_TOKEN.test(token)) return null;
  const [row] = await ctx.db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(
        eq(users.email, email),
        eq(knownDevices.tokenHash, storedTokenHash(ctx.keys.tokens, token)),
        gt(knownDevices.lastSignInAt, knownSince(ctx)),
      ),
    );
  return row?.id ?? null;
}

/**
 * After a successful sign-in: this browser is known to the account from now on, under a fresh
 * token. The token changes at every sign-in, and the browser's other accounts move to the new
 * one: a token someone planted in the browser or copied from it stops counting once its owner
 * signs in again.
 */
export async function rememberDevice(
  ctx: Pick<ServiceContext, 'db' | 'keys' | 'now'>,
  userId: string,
  presented: string | undefined,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = storedTokenHash(ctx.keys.tokens, token);
  const now = ctx.now();
  await inTransaction(ctx.db, async (tx) => {
    if (presented && DEVICE_TOKEN.test(presented)) {
      await tx
        .update(knownDevices)
        .set({ tokenHash })
        .where(
          and(
            eq(knownDevices.tokenHash, storedTokenHash(ctx.keys.tokens, presented)),
            gt(knownDevices.lastSignInAt, knownSince(ctx)),
          ),
        );
    }
    await tx
      .insert(knownDevices)
      .values({ userId, tokenHash, createdAt: now, lastSignInAt: now })
      .onConflictDoUpdate({
        target: [knownDevices.userId, knownDevices.tokenHash],
        set: { lastSignInAt: now },
      });
    await tx.execute(sql`
      delete from known_devices where user_id = ${userId} and id not in (
        select id from known_devices where user_id = ${userId}
        order by last_sign_in_at desc limit ${DEVICES_PER_ACCOUNT})`);
  });
  return token;
}

/** Every browser of the account is a stranger again (sign-out everywhere). */
export async function forgetDevices(db: Executor, userId: string): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}
