import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Database } from '@salon/db';
import { AppError, isStaff } from '@salon/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { ServiceContext } from './context.ts';
import { EVENTS_CHANNEL } from './infra/events.ts';
import { createMailer } from './infra/mailer.ts';
import { createMetrics, type Metrics } from './infra/metrics.ts';
import { createOutboundGuard } from './infra/outbound-guard.ts';
import { defaultRateLimits, type RateLimits, scaleRateLimits } from './infra/rate-limit.ts';
import { createSecretBox } from './infra/secret-box.ts';
import { deriveKeys, loadInstanceSecret, loadSecretsKey } from './infra/secrets.ts';
import { createWebPush } from './infra/web-push.ts';
import { createNotificationSender, type NotificationSender } from './jobs/notification-sender.ts';
import { type Scheduler, startScheduler } from './jobs/scheduler.ts';
import { connectionSharePlugin } from './plugins/connection-share.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { httpMetricsPlugin } from './plugins/metrics.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { requestIdMixin, requestIdOf, requestIdPlugin } from './plugins/request-id.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { webAppsPlugin } from './plugins/web-apps.ts';
import { aliasRoutes } from './routes/admin/alias-routes.ts';
import { appointmentMoneyRoutes } from './routes/admin/appointment-money-routes.ts';
import { appointmentRoutes } from './routes/admin/appointment-routes.ts';
import { catalogRoutes } from './routes/admin/catalog-routes.ts';
import { customerRoutes } from './routes/admin/customer-routes.ts';
import { dashboardRoutes } from './routes/admin/dashboard-routes.ts';
import { adminLogoRoutes } from './routes/admin/logo-routes.ts';
import { loyaltyRoutes } from './routes/admin/loyalty-routes.ts';
import { messageRoutes } from './routes/admin/message-routes.ts';
import { notificationRoutes } from './routes/admin/notification-routes.ts';
import { paymentRoutes } from './routes/admin/payment-routes.ts';
import { productRoutes } from './routes/admin/product-routes.ts';
import { reviewRoutes } from './routes/admin/review-routes.ts';
import { saleRoutes } from './routes/admin/sale-routes.ts';
import { scheduleRoutes } from './routes/admin/schedule-routes.ts';
import { searchRoutes } from './routes/admin/search-routes.ts';
import { adminShopRoutes } from './routes/admin/shop-routes.ts';
import { stylistRoutes } from './routes/admin/stylist-routes.ts';
import { authRoutes } from './routes/auth/session-routes.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { accountAppointmentRoutes } from './routes/me/account-appointment-routes.ts';
import { accountNotificationRoutes } from './routes/me/account-notification-routes.ts';
import { accountRoutes } from './routes/me/account-routes.ts';
import { meRoutes } from './routes/me/me-routes.ts';
import { pushSubscriptionRoutes } from './routes/me/push-subscription-routes.ts';
import { platformShopRoutes } from './routes/platform/shop-routes.ts';
import { publicBookingRoutes } from './routes/public/booking-routes.ts';
import { publicLogoRoutes } from './routes/public/logo-routes.ts';
import { notificationPreferenceRoutes } from './routes/public/notification-preference-routes.ts';
import { publicReviewRoutes } from './routes/public/review-routes.ts';
import { stripeWebhookRoutes } from './routes/public/stripe-webhook-routes.ts';
import { subdomainRoutes } from './routes/public/subdomain-routes.ts';
import { pushRoutes } from './routes/push/push-routes.ts';
import { reactToAppointmentChanges } from './services/booking/change-reactions.ts';
import { raiseChangeEvents } from './services/notifications/raise-change-events.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** Same depth from src/ and from dist/, so the source tree and the bundle find the built apps alike. */
export const defaultWebRoot = resolve(here, '../..');

export interface AppOptions {
  config: Config;
  database: Database;
  rateLimits?: Partial<RateLimits>;
  now?: () => Date;
  /** Folder holding `admin/dist` and the other built web apps. */
  webRoot?: string;
  logger?: boolean;
  /**
   * Runs the recurring jobs (reminders, birthdays, retries, clean-ups) through pg-boss. The
   * server turns it on; tests run rounds themselves with their own clock.
   */
  jobs?: boolean;
  /** How often an open event stream is pinged; 25 s unless a test wants it sooner. */
  livePingMs?: number;
  /** Figures to count into; a fresh set unless a caller keeps its own. */
  metrics?: Metrics;
}

export interface App {
  app: FastifyInstance;
  ctx: ServiceContext;
  /** The notification sender, for a caller that wants to await a round (tests, benchmarks). */
  notifications: NotificationSender;
  /** From now on readiness answers 503, so balancers stop sending traffic; everything still serves. */
  drain(): void;
}

/**
 * Fastify 5 answers a bare hop count by trusting no proxy at all (it cannot check the peer), so a
 * count becomes the function Express uses: hop i (0 = the socket's peer) is trusted while i < n.
 */
function proxyTrust(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL, mixin: requestIdMixin },
    // A proxy's or caller's X-Request-Id names the request in every log line and in the answer.
    genReqId: requestIdOf,
    trustProxy: proxyTrust(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    // Slow or half-sent requests must not hold connections (and file handles) without end.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // Node checks the header and request deadlines every interval (30 s by default), so a
    // short deadline would otherwise be overrun by up to that much.
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
  });
  app.server.maxConnections = config.MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = await loadInstanceSecret(database.db, config.JWT_SECRET);
  const secretsKey = await loadSecretsKey(database.db, config.SECRETS_KEY);
  const metrics = options.metrics ?? createMetrics();
  const mailer = createMailer({
    db: database.db,
    metrics,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: app.log,
  });
  const outbound = createOutboundGuard({ allowLoopback: config.OUTBOUND_ALLOW_LOOPBACK });
  const webPush = await createWebPush({ db: database.db, config, log: app.log, outbound, metrics });
  const ctx: ServiceContext = {
    db: database.db,
    dbKind: database.kind,
    config,
    mailer,
    log: app.log,
    outbound,
    webPush,
    rateLimits: scaleRateLimits({ ...defaultRateLimits, ...options.rateLimits }, config.RATE_LIMIT_FACTOR),
    keys: deriveKeys(secret),
    secretBox: createSecretBox(secretsKey),
    now: options.now ?? (() => new Date()),
    metrics,
    kickNotifications: () => {},
  };
  // The booking core raises appointment changes; the areas above it react to them.
  reactToAppointmentChanges(raiseChangeEvents);
  const sender = createNotificationSender(ctx);
  ctx.kickNotifications = () => sender.kick();
  // Any server's committed appointment change may have raised notifications: whoever hears it
  // first sends them (the others find nothing left to take).
  const stopHearing = await database.listen(EVENTS_CHANNEL, (payload) => {
    if (payload.includes('"appointment.changed"')) sender.kick();
  });
  let scheduler: Promise<Scheduler | null> = Promise.resolve(null);
  if (options.jobs) {
    scheduler = startScheduler(ctx, { database, databaseUrl: config.DATABASE_URL, sender }).then(
      (started) => {
        metrics.watch({ queued: () => started.queued() });
        return started;
      },
      (err) => {
        app.log.error({ err }, 'the job queue did not start; reminders and retries wait for the next start');
        return null;
      },
    );
    // What a crash or a stop left unsent goes out now, not at the next minute's round.
    sender.kick();
  }
  app.addHook('onClose', async () => {
    await (await scheduler)?.stop();
    await stopHearing();
    await sender.stop();
    mailer.close();
    outbound.close();
  });
  database.onConnectionError((err) => app.log.warn({ err }, 'database connection lost'));

  // Each plugin names what it needs (fastify-plugin dependencies): a missing one fails at start.
  const webRoot = options.webRoot ?? defaultWebRoot;
  await app.register(requestIdPlugin);
  await app.register(httpMetricsPlugin, { metrics });
  await app.register(errorsPlugin);
  await app.register(connectionSharePlugin, {
    maxPerAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
    trustProxy: config.TRUST_PROXY,
  });
  await app.register(securityHeadersPlugin, { webRoot, stripeJsUrl: config.STRIPE_JS_URL });
  await app.register(originCheckPlugin, {
    cookieDomain: config.COOKIE_DOMAIN,
    allowedOrigins: config.ALLOWED_ORIGINS,
  });
  await app.register(sessionPlugin, { ctx });
  /*
   * A month of availability is ~76 KB of JSON and ~3 KB gzipped. Small answers are not worth the
   * CPU; brotli at a low quality compresses about as well as gzip, at its default (11) it costs
   * more than the request. The live-update stream must reach the browser as it is written, so
   * text/event-stream is never compressed (it is hijacked anyway; the type list keeps it so).
   */
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes:
      /^(?:application\/(?:[\w.+-]*\+)?json|application\/javascript|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)(?:;|$)/,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Salon API',
        description:
          'Admin, booking widget and customer site API. Errors answer `{ "error": { "code", "message", "details" } }`.',
        version: config.version,
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(realtimePlugin, {
    ctx,
    database,
    ...(options.livePingMs ? { pingMs: options.livePingMs } : {}),
  });
  metrics.watch({ pool: () => database.poolStats(), streams: () => app.liveUpdates.openStreams() });
  let draining = false;
  await app.register(healthRoutes, { prefix: '/api', ctx, draining: () => draining });
  await app.register(authRoutes, { prefix: '/api/auth', ctx });
  await app.register(meRoutes, { prefix: '/api/me', ctx });
  await app.register(accountRoutes, { prefix: '/api/me/account', ctx });
  await app.register(pushSubscriptionRoutes, { prefix: '/api/me', ctx });
  await app.register(accountAppointmentRoutes, { prefix: '/api/me/account', ctx });
  await app.register(accountNotificationRoutes, { prefix: '/api/me/account', ctx });
  await app.register(pushRoutes, { prefix: '/api', ctx });
  await app.register(subdomainRoutes, { prefix: '/api/public', ctx });
  await app.register(publicBookingRoutes, { prefix: '/api/public', ctx });
  await app.register(stripeWebhookRoutes, { prefix: '/api/public', ctx });
  await app.register(notificationPreferenceRoutes, { prefix: '/api/public', ctx });
  await app.register(publicReviewRoutes, { prefix: '/api/public', ctx });
  await app.register(publicLogoRoutes, { prefix: '/api/public', ctx });
  await app.register(
    fp(
      async (admin) => {
        // The staff area: a customer, or anyone without a shop role, never gets past this.
        admin.addHook('onRequest', async (request) => {
          if (!isStaff(await request.authenticate()))
            throw new AppError('Forbidden', 'This area is for salon staff');
        });
        await admin.register(adminShopRoutes, { ctx });
        await admin.register(adminLogoRoutes, { ctx });
        await admin.register(catalogRoutes, { ctx });
        await admin.register(stylistRoutes, { ctx });
        await admin.register(scheduleRoutes, { ctx });
        await admin.register(appointmentRoutes, { ctx });
        await admin.register(appointmentMoneyRoutes, { ctx });
        await admin.register(customerRoutes, { ctx });
        await admin.register(loyaltyRoutes, { ctx });
        await admin.register(aliasRoutes, { ctx });
        await admin.register(dashboardRoutes, { ctx });
        await admin.register(searchRoutes, { ctx });
        await admin.register(messageRoutes, { ctx });
        await admin.register(notificationRoutes, { ctx });
        await admin.register(reviewRoutes, { ctx });
        await admin.register(paymentRoutes, { ctx });
        await admin.register(productRoutes, { ctx });
        await admin.register(saleRoutes, { ctx });
      },
      { name: 'salon-admin-area', dependencies: ['salon-session'], encapsulate: true },
    ),
    { prefix: '/api/admin' },
  );
  await app.register(platformShopRoutes, { prefix: '/api/platform', ctx });

  await app.register(webAppsPlugin, { ctx, webRoot });
  return {
    app,
    ctx,
    notifications: sender,
    drain: () => {
      draining = true;
    },
  };
}
