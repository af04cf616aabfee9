import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '@salon/db';
import type { Config } from './config.ts';

/** Same depth from src/ and from dist/: the migrations stay in packages/db, one folder for both drivers. */
export const migrationsFolder = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../packages/db/migrations',
);

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded one in DATA_DIR; migrated either way.
 * `onMigrationWait` hears that another server holds the migration lock and this one waits.
 */
export async function openConfiguredDatabase(
  config: Config,
  onMigrationWait?: () => void,
): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openDatabase(
        { kind: 'postgres', url: config.DATABASE_URL, sessionUrl: config.DATABASE_LISTEN_URL },
        migrationsFolder,
      )
    : await openDatabase({ kind: 'pglite', dataDir: resolve(config.DATA_DIR, 'pg') }, migrationsFolder);
  await database.migrate(onMigrationWait ? { onWait: onMigrationWait } : {});
  return database;
}
