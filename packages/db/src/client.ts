import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: services accept either. */
export type Executor = Db | Tx;

export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies every migration not yet applied; safe to call on every start. */
  migrate(): Promise<void>;
  /**
   * Receives NOTIFY messages on a channel (sent with `pg_notify`, from any server sharing the
   * database); resolves to the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Where errors of connections that no query is waiting on go (a server restart seen by an
   * idle or checked-out client); without a handler they are dropped, never thrown.
   */
  onConnectionError(handler: (err: Error) => void): void;
  close(): Promise<void>;
}

const quoteIdent = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a channel name: ${name}`);
  return `"${name}"`;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/**
 * Where the migrations live. The server bundle copies them next to itself, so a path can be
 * given; in the source tree they sit beside this package.
 */
export function defaultMigrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');
}

export async function openDatabase(
  options: DatabaseOptions,
  migrationsFolder = defaultMigrationsFolder(),
): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // While PostgreSQL is away a request fails after this instead of queueing without end.
      connectionTimeoutMillis: 5_000,
    });
    let reportError = (_err: Error) => {};
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => reportError(err));
    // A checked-out client has no pool listener: its 'error' event (PostgreSQL restarted or
    // terminated the session mid-transaction) would be unhandled and end the process. The
    // query waiting on it fails by itself, and the pool drops the broken client on release.
    pool.on('connect', (client) => client.on('error', (err) => reportError(err)));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const listeners = new Set<pg.Client>();
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
      // LISTEN needs a connection of its own that stays open, outside the pool.
      async listen(channel, onMessage) {
        const client = new pg.Client({ connectionString: options.url });
        client.on('error', () => {});
        await client.connect();
        client.on('notification', (message) => {
          if (message.channel === channel) onMessage(message.payload ?? '');
        });
        await client.query(`LISTEN ${quoteIdent(channel)}`);
        listeners.add(client);
        return async () => {
          listeners.delete(client);
          await client.end().catch(() => {});
        };
      },
      onConnectionError(handler) {
        reportError = handler;
      },
      close: async () => {
        await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
        await pool.end();
      },
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { btree_gist } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    listen: async (channel, onMessage) => client.listen(quoteIdent(channel).slice(1, -1), onMessage),
    // In the same process: there is no connection to lose.
    onConnectionError: () => {},
    close: () => client.close(),
  };
}
