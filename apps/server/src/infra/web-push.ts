import { createHash } from 'node:crypto';
import { type Db, eq, pushSubscriptions, systemSettings } from '@salon/db';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import type { Metrics } from './metrics.ts';
import { type OutboundGuard, OutboundRefused, type OutboundResponse } from './outbound-guard.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushAction {
  action: string;
  title: string;
}

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
  actions?: PushAction[];
  data?: Record<string, unknown>;
}

export type PushOutcome =
  | { outcome: 'sent' }
  | { outcome: 'gone' }
  | { outcome: 'retry'; error: string; retryAfterSeconds?: number };

export interface WebPush {
  /** The VAPID public key browsers subscribe with (`applicationServerKey`). */
  publicKey: string;
  send(
    target: PushTarget,
    message: PushMessage,
    options?: { topic?: string; ttlSeconds?: number; urgency?: 'normal' | 'high' },
  ): Promise<PushOutcome>;
}

const SETTINGS_KEY = 'vapid_keys';
/** A day: a push about a booking that could not be delivered by then has lost its point. */
const DEFAULT_TTL_SECONDS = 24 * 3600;
const REQUEST_TIMEOUT_MS = 10_000;
/** How long a VAPID token lives (RFC 8292 allows up to 24 hours; web-push's default is 12). */
const VAPID_TOKEN_SECONDS = 12 * 3600;

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The configured pair, else the one kept in the database. The first server to start inserts a
 * fresh pair; a second starting at the same moment loses the insert (do nothing on conflict) and
 * reads the winner's, so every server signs with the same key browsers subscribed with.
 */
async function loadVapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(systemSettings)
    .values({ key: SETTINGS_KEY, value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, SETTINGS_KEY));
  if (!row) throw new Error('VAPID keys missing after insert');
  const stored = JSON.parse(row.value) as VapidKeys;
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/** The operator's contact for push services: VAPID_SUBJECT, else MAIL_FROM's address. */
function vapidSubject(config: Config): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${address}`;
}

/**
 * The Topic header allows at most 32 URL-safe base64 characters. A longer or other topic is
 * hashed, so the same topic always gives the same header and a retried push replaces the
 * undelivered one at the push service instead of arriving twice.
 */
export function pushTopic(topic: string): string {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(topic)) return topic;
  return createHash('sha256').update(topic).digest('base64url').slice(0, 32);
}

function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292); payloads are encrypted with aes128gcm (RFC 8291).
 * web-push builds the encrypted request; it is sent through the outbound guard, since the
 * endpoint is an address a browser (or anyone signed in) gave us: one that is or resolves to a
 * non-public address is never connected to. A subscription the push service says is gone (404,
 * 410), or whose endpoint the guard refuses, is deleted here.
 */
export async function createWebPush(options: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  outbound: OutboundGuard;
  metrics: Metrics;
}): Promise<WebPush> {
  const { db, config, log, outbound, metrics } = options;
  const keys = await loadVapidKeys(db, config);
  const subject = vapidSubject(config);
  // A VAPID token names the push service's origin and may be reused until it expires; signing
  // one per push cost more than encrypting it. Each is used for the first half of its life.
  const tokens = new Map<string, { authorization: string; renewAt: number }>();
  const authorization = (endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const known = tokens.get(audience);
    if (known && known.renewAt > now) return known.authorization;
    const expiresAt = Math.floor(now / 1000) + VAPID_TOKEN_SECONDS;
    const headers = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expiresAt,
    );
    const fresh = { authorization: headers.Authorization, renewAt: now + (VAPID_TOKEN_SECONDS * 1000) / 2 };
    tokens.set(audience, fresh);
    return fresh.authorization;
  };

  const push: WebPush = {
    publicKey: keys.publicKey,
    async send(target, message, sendOptions = {}) {
      let request: webpush.RequestDetails;
      try {
        request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            // No vapidDetails: the token is signed once per push service (above) and added below.
            contentEncoding: 'aes128gcm',
            TTL: sendOptions.ttlSeconds ?? DEFAULT_TTL_SECONDS,
            urgency: sendOptions.urgency ?? 'normal',
            ...(sendOptions.topic ? { topic: pushTopic(sendOptions.topic) } : {}),
          },
        );
        request.headers = { ...request.headers, Authorization: authorization(target.endpoint) };
      } catch (err) {
        // A malformed subscription (keys of the wrong length) can never be sent to.
        log.warn({ err, endpoint: target.endpoint }, 'push subscription unusable');
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, target.endpoint));
        return { outcome: 'gone' };
      }

      let response: OutboundResponse;
      try {
        response = await outbound.request(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? Uint8Array.from(request.body) : null,
          timeoutMs: REQUEST_TIMEOUT_MS,
          maxResponseBytes: 64 * 1024,
        });
      } catch (err) {
        if (err instanceof OutboundRefused) {
          log.warn(
            { endpoint: target.endpoint, reason: err.message },
            'push endpoint refused: not a public address',
          );
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, target.endpoint));
          return { outcome: 'gone' };
        }
        return { outcome: 'retry', error: `push service unreachable: ${(err as Error).message}` };
      }

      const ok = response.status >= 200 && response.status < 300;
      if (ok) return { outcome: 'sent' };
      if (response.status === 404 || response.status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, target.endpoint));
        return { outcome: 'gone' };
      }
      const header = response.headers['retry-after'];
      const seconds = retryAfter(typeof header === 'string' ? header : null);
      if (response.status !== 429 && response.status < 500)
        log.warn({ status: response.status, endpoint: target.endpoint }, 'push refused');
      return {
        outcome: 'retry',
        error: `push service answered ${response.status}`,
        ...(seconds !== undefined ? { retryAfterSeconds: seconds } : {}),
      };
    },
  };
  // A subscription gone or a push service refusing is a push not delivered, as a retry is.
  return {
    publicKey: push.publicKey,
    async send(target, message, sendOptions) {
      const result = await push.send(target, message, sendOptions);
      metrics.messages.inc({ channel: 'push', outcome: result.outcome === 'sent' ? 'sent' : 'failed' });
      return result;
    },
  };
}
