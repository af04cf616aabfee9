import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './database.ts';
import { DEMO_OWNER_EMAIL, seedDemo } from './demo/seed-demo.ts';

/** `npm run seed:demo`: adds the demo salon to whichever database is configured, if it is not there yet. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const { app, ctx } = await buildApp({ config, database, logger: false });
const result = await seedDemo(ctx, config.DEMO_PASSWORD);
if (!result.created) {
  process.stdout.write('The demo salon exists already; nothing changed.\n');
} else {
  process.stdout.write(
    `Demo salon created (subdomain "demo"). Owner: ${DEMO_OWNER_EMAIL}, password: ${result.generatedPassword ?? 'the DEMO_PASSWORD you set'}\n`,
  );
}
await app.close();
await database.close();
