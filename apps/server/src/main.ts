import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './database.ts';
import { DEMO_OWNER_EMAIL, seedDemo } from './services/demo-seed.ts';
import { countShops } from './services/shop-service.ts';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const { app, ctx } = await buildApp({ config, database });

  // Demo data only on the embedded database, and only when it is empty: never on a real server unasked.
  if (database.kind === 'pglite' && (await countShops(ctx)) === 0) {
    const seeded = await seedDemo(ctx, config.DEMO_PASSWORD);
    if (seeded.created) {
      const password = seeded.generatedPassword ?? '(the DEMO_PASSWORD you set)';
      app.log.info(`Demo salon created: subdomain "demo", sign in as ${DEMO_OWNER_EMAIL} with password ${password}`);
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
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Salon ${config.version} on ${database.kind} listening at ${address} (admin at /admin/, API docs at /api/docs), up in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
