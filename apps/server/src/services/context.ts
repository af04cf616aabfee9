import type { Db, DbKind } from '@salon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Mailer } from './mailer.ts';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimits {
  signInPerIp: RateLimitRule;
  signInPerEmail: RateLimitRule;
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

/** What every service needs; built once per app. */
export interface ServiceContext {
  db: Db;
  dbKind: DbKind;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  rateLimits: RateLimits;
  /** Keys derived from the instance secret: signing tokens, hashing one-time codes and stored tokens (refresh, manage, invitation). */
  keys: { jwt: Uint8Array; codes: Buffer; tokens: Buffer };
  now: () => Date;
}
