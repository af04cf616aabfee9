import type { Db, DbKind } from '@salon/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Mailer } from './infra/mailer.ts';
import type { Metrics } from './infra/metrics.ts';
import type { OutboundGuard } from './infra/outbound-guard.ts';
import type { RateLimits } from './infra/rate-limit.ts';
import type { SecretBox } from './infra/secret-box.ts';
import type { WebPush } from './infra/web-push.ts';

/** What every service needs; built once per app. */
export interface ServiceContext {
  db: Db;
  dbKind: DbKind;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  rateLimits: RateLimits;
  /** The only way to call an address a user typed (push endpoints, webhooks, calendar feeds). */
  outbound: OutboundGuard;
  /** Sends Web Push messages with this server's VAPID keys. */
  webPush: WebPush;
  /** Keys derived from the instance secret: signing tokens, hashing one-time codes and stored tokens (refresh, manage, invitation). */
  keys: { jwt: Uint8Array; codes: Buffer; tokens: Buffer };
  /** Encrypts and decrypts the secrets kept for shops (Stripe keys) with the server's SECRETS_KEY. */
  secretBox: SecretBox;
  now: () => Date;
  /** The server's figures for Prometheus (`METRICS_PORT`). */
  metrics: Metrics;
  /**
   * Asks the notification sender to look at its queues now (after a commit that raised events or
   * queued messages) instead of at its next round; never waits, never throws.
   */
  kickNotifications: () => void;
}
