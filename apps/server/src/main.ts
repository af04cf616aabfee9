import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './database.ts';
import { DEMO_OWNER_EMAIL, seedDemoOnFirstStart } from './demo/seed-demo.ts';
import { serveMetrics } from './infra/metrics.ts';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  // Before the app and its logger exist: a plain line says why a start takes longer.
  const database = await openConfiguredDatabase(config, () =>
    process.stderr.write('Another server is migrating the database; waiting for it to finish.\n'),
  );
  const { app, ctx, drain } = await buildApp({ config, database, jobs: true });
  const metrics =
    config.METRICS_PORT === undefined
      ? null
      : await serveMetrics(ctx.metrics, { port: config.METRICS_PORT, host: config.METRICS_HOST });

  {
    const seeded = await seedDemoOnFirstStart(ctx, config.DEMO_PASSWORD);
    if (seeded.created) {
      app.log.info(`Demo salon created: subdomain "demo", owner ${DEMO_OWNER_EMAIL}`);
      if (seeded.generatedPassword) {
        process.stdout.write(
          `\n  Demo owner: ${DEMO_OWNER_EMAIL}\n  Password:   ${seeded.generatedPassword}\n  (shown once; set DEMO_PASSWORD to choose it)\n\n`,
        );
      }
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    if (config.SHUTDOWN_DRAIN_MS > 0) {
      // Behind a balancer: readiness fails first and the server keeps serving, so the balancer
      // takes it out of rotation before it stops accepting.
      drain();
      app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'draining');
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    }
    app.log.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
    // Stops accepting at once; live-update streams are ended (preClose); requests in flight may
    // finish within the timeout, after which their connections are cut.
    const deadline = setTimeout(() => {
      app.log.warn('requests still running at the shutdown timeout: closing their connections');
      app.server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    // A last resort should closing itself hang (a database that does not answer).
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS + 10_000).unref();
    try {
      await app.close();
    } finally {
      clearTimeout(deadline);
    }
    await metrics?.close();
    await database.close();
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  if (config.RATE_LIMIT_FACTOR > 1) {
    app.log.warn(
      `RATE_LIMIT_FACTOR=${config.RATE_LIMIT_FACTOR}: sign-in and booking limits are raised; meant for test and demo servers only`,
    );
  }
  if (config.OUTBOUND_ALLOW_LOOPBACK) {
    app.log.warn(
      'OUTBOUND_ALLOW_LOOPBACK is on: push endpoints on this machine are called; meant for tests only',
    );
  }
  if (metrics) app.log.info(`Metrics for Prometheus at ${metrics.url}`);
  app.log.info(
    `Salon ${config.version} on ${database.kind} listening at ${address} (admin at /admin/, API docs at /api/docs), up in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
