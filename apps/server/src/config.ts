import { isIP } from 'node:net';
import { z } from 'zod';
import rootPackage from '../../../package.json' with { type: 'json' };

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const isAddressOrCidr = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may speak for the client in X-Forwarded-For: none, the nearest N hops, or the
 * listed addresses and networks. Never "everyone": then any client could name its own address
 * and walk past every per-address limit. `true` means the one proxy in front of the server.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['', '0', 'false', 'no'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
    if (wrong.length) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY takes false, a number of proxy hops, or a comma-separated list of addresses and CIDR networks (not: ${wrong.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** An on/off setting: true/false, 1/0, yes/no. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', '']))
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** A VAPID key as web-push takes it: URL-safe base64 without padding, of the given decoded length. */
const vapidKey = (name: string, bytes: number) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, `${name} must be URL-safe base64 without padding`)
      .refine((value) => Buffer.from(value, 'base64url').length === bytes, {
        message: `${name} must decode to ${bytes} bytes (web-push generate-vapid-keys makes a pair)`,
      })
      .optional(),
  );

const milliseconds = (min: number, max: number) =>
  z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(min, `must be at least ${min} ms`)
    .max(max, `must be at most ${max} ms`);

/** Plenty for a salon's devices behind one router (a browser opens about six), little of the default 4096. */
const DEFAULT_CONNECTIONS_PER_ADDRESS = 256;

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Unset: no metrics server. Its own port, so the figures are never on the public one. */
    METRICS_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).max(65535).optional()),
    METRICS_HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    /** A direct connection for LISTEN and the migration lock when DATABASE_URL goes through PgBouncer. */
    DATABASE_LISTEN_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.string().default('./data'),
    DEMO_PASSWORD: optionalText.pipe(
      z.string().min(8, 'DEMO_PASSWORD must be at least 8 characters').optional(),
    ),
    COOKIE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]*$/, 'COOKIE_PREFIX may hold letters, digits, - and _')
      .default('salon_'),
    COOKIE_DOMAIN: optionalText,
    /** Parent domain whose subdomains open shops' booking pages: demo.BOOKING_DOMAIN → /book/demo. */
    BOOKING_DOMAIN: optionalText,
    /** Extra origins allowed to send writes, comma-separated (for example the booking site on another host). */
    ALLOWED_ORIGINS: optionalText.transform((value) =>
      value ? value.split(',').map((origin) => origin.trim().replace(/\/$/, '')) : [],
    ),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('Salon <no-reply@salon.localhost>'),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
    /**
     * Encrypts the secrets the server stores for shops (Stripe keys). Unset: generated on first
     * start and kept in the database. Changing it makes the stored keys unreadable (shops enter
     * them again).
     */
    SECRETS_KEY: optionalText.pipe(
      z.string().min(32, 'SECRETS_KEY must be at least 32 characters').optional(),
    ),
    /**
     * Where the Stripe API is reached, as a URL (http://127.0.0.1:12111 for a local stand-in or
     * stripe-mock). Unset: Stripe itself (https://api.stripe.com).
     */
    STRIPE_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Where the booking widget loads Stripe.js from, only on its payment step (a local stand-in in tests). */
    STRIPE_JS_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).default('https://js.stripe.com/v3')),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    /** Web Push keys; both or neither. Without them a pair is generated on first start and kept in the database. */
    VAPID_PUBLIC_KEY: vapidKey('VAPID_PUBLIC_KEY', 65),
    VAPID_PRIVATE_KEY: vapidKey('VAPID_PRIVATE_KEY', 32),
    /** Who push services may contact about this server's pushes: a mailto: or https: URL (default: MAIL_FROM's address). */
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: address or an https: URL')
        .optional(),
    ),
    TRUST_PROXY: trustProxy.default(false),
    /**
     * For tests only: lets the server call addresses users typed (push endpoints) on this machine,
     * so a test can run its own push service on 127.0.0.1. Off, loopback is refused like any
     * private address.
     */
    OUTBOUND_ALLOW_LOOPBACK: flag.default(false),
    /** Multiplies every rate limit, for test and demo environments where one address does a lot. */
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Time a client has to send a whole request (headers and body); a slower one is cut off with 408. */
    REQUEST_TIMEOUT_MS: milliseconds(1000, 600_000).default(30_000),
    /** Time a client has to send the request headers; at most REQUEST_TIMEOUT_MS. */
    HEADERS_TIMEOUT_MS: milliseconds(100, 600_000).default(10_000),
    /** How long an idle keep-alive connection stays open; above a load balancer's own idle timeout when behind one. */
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(100, 600_000).default(10_000),
    /** Open connections beyond this are refused at once, so slow clients cannot use up the file handles. */
    MAX_CONNECTIONS: z.coerce.number().int().min(16).max(1_000_000).default(4096),
    /**
     * One client's share of MAX_CONNECTIONS (an IPv4 address or an IPv6 /64): its sockets, or
     * behind a trusted proxy its requests in flight. Unset: 256, or MAX_CONNECTIONS if smaller.
     */
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).optional(),
    /** On SIGTERM/SIGINT: how long requests in flight may take to finish before their connections are closed. */
    SHUTDOWN_TIMEOUT_MS: milliseconds(0, 600_000).default(10_000),
    SHUTDOWN_DRAIN_MS: milliseconds(0, 600_000).default(0),
    /**
     * How long a server may take to hand one mail or push to its transport before another server
     * takes it over, assuming the first died while sending.
     */
    SEND_CLAIM_TIMEOUT_MS: milliseconds(1000, 3_600_000).default(120_000),
  })
  .refine((config) => config.HEADERS_TIMEOUT_MS <= config.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'HEADERS_TIMEOUT_MS must not be larger than REQUEST_TIMEOUT_MS',
  })
  .refine(
    (config) => config.METRICS_PORT === undefined || config.METRICS_PORT !== config.PORT || config.PORT === 0,
    {
      path: ['METRICS_PORT'],
      message: 'METRICS_PORT must differ from PORT: the figures are never served on the public port',
    },
  )
  .refine((config) => !config.DATABASE_LISTEN_URL || config.DATABASE_URL, {
    path: ['DATABASE_LISTEN_URL'],
    message: 'DATABASE_LISTEN_URL needs DATABASE_URL: the embedded database has no connections to split',
  })
  .refine((config) => !config.VAPID_PUBLIC_KEY === !config.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together or not at all',
  })
  .refine(
    (config) =>
      config.MAX_CONNECTIONS_PER_ADDRESS === undefined ||
      config.MAX_CONNECTIONS_PER_ADDRESS <= config.MAX_CONNECTIONS,
    {
      path: ['MAX_CONNECTIONS_PER_ADDRESS'],
      message: 'MAX_CONNECTIONS_PER_ADDRESS must not be larger than MAX_CONNECTIONS',
    },
  )
  .transform((config) => ({
    ...config,
    MAX_CONNECTIONS_PER_ADDRESS:
      config.MAX_CONNECTIONS_PER_ADDRESS ?? Math.min(DEFAULT_CONNECTIONS_PER_ADDRESS, config.MAX_CONNECTIONS),
  }));

export type Config = z.output<typeof configSchema> & { version: string };

export class ConfigError extends Error {}

/** Reads the environment once at start; a wrong value stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, version: rootPackage.version };
}
