import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../context.ts';
import { storedTokenHash } from '../../infra/secrets.ts';
import { inTransaction } from '../../infra/transaction.ts';
import {
  keepLatestDevices,
  knownDeviceOfEmail,
  moveDeviceToken,
  saveDeviceSignIn,
} from '../../repositories/users.ts';

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
  const device = await knownDeviceOfEmail(ctx.db, {
    email,
    tokenHash: storedTokenHash(ctx.keys.tokens, token),
    since: knownSince(ctx),
  });
  return device ?? null;
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
      await moveDeviceToken(tx, {
        from: storedTokenHash(ctx.keys.tokens, presented),
        to: tokenHash,
        since: knownSince(ctx),
      });
    }
    await saveDeviceSignIn(tx, { userId, tokenHash, at: now });
    await keepLatestDevices(tx, userId, DEVICES_PER_ACCOUNT);
  });
  return token;
}
