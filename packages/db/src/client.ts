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
  /**
   * Applies every migration not yet applied; safe to call on every start. On PostgreSQL servers
   * starting together take turns: one migrates, the others wait (`onWait` hears that they do)
   * and then find nothing left to apply.
   */
  migrate(options?: { onWait?: () => void }): Promise<void>;
  /**
   * Receives NOTIFY messages on a channel (sent with `pg_notify`, from any server sharing the
   * database); resolves to the function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState?: (change: ListenerStateChange) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Where errors of connections that no query is waiting on go (a server restart seen by an
   * idle or checked-out client); without a handler they are dropped, never thrown.
   */
  onConnectionError(handler: (err: Error) => void): void;
  /**
   * Raw SQL with positional parameters, for libraries that bring their own SQL (the job queue);
   * without parameters the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The pool's connections and the requests waiting for one; null for the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/**
 * The listening connection was lost (notifications sent meanwhile are gone; it is retried in
 * `retryInMs`) or is back.
 */
export type ListenerStateChange = { state: 'down'; error: unknown; retryInMs: number } | { state: 'up' };

/** Reconnecting the LISTEN connection: first after this, then twice as long each time, up to the cap. */
const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 15_000;

/**
 * The advisory lock key servers take turns on to migrate one PostgreSQL database; any fixed
 * number works, as long as nothing else in the database locks the same one.
 */
const MIGRATION_LOCK = 727_246_601;

const quoteIdent = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a channel name: ${name}`);
  return `"${name}"`;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /**
       * A direct connection for what needs a session of its own: LISTEN and the migration lock.
       * Set when `url` goes through a pooler in transaction mode (PgBouncer), which hands each
       * transaction to whichever server connection is free; unset, `url` serves for both.
       */
      sessionUrl?: string | undefined;
    }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `copyOf` starts it from another's
   * dump (`dumpDataDir`), e.g. one migrated once for many tests.
   */
  | { kind: 'pglite'; dataDir?: string; copyOf?: Blob };

/**
 * Where the migrations live. The server bundle copies them next to itself, so a path can be
 * given; in the source tree they sit beside this package.
 */
export function defaultMigrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');
}

/**
 * Makes every checkout's `release` safe to call twice, so the pool's client may be released
 * by the error handler and again by whoever checked it out.
 */
function releaseOnceEach(client: pg.PoolClient) {
  let release: ((err?: Error | boolean) => void) | undefined;
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => release,
    // The pool assigns a new release function on every checkout.
    set(poolRelease: (err?: Error | boolean) => void) {
      let done = false;
      release = (err) => {
        if (done) return;
        done = true;
        poolRelease(err);
      };
      out = true;
      const current = release;
      release = (err) => {
        out = false;
        current(err);
      };
    },
  });
  let out = false;
  return {
    releaseIfOut(err: Error) {
      if (out) release?.(err);
    },
  };
}

/**
 * Behind a pooler in transaction mode a named prepared statement lives on one server connection
 * and the next transaction may get another ("prepared statement … already exists", or does not);
 * PgBouncer before 1.21 cannot keep them. The statements are sent unnamed instead: parsed on each
 * use, the price of the pooler.
 */
function unnameStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query: (config: unknown, ...rest: unknown[]) =>
      query(
        config && typeof config === 'object' && 'name' in config ? { ...config, name: undefined } : config,
        ...rest,
      ),
  });
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
    pool.on('connect', (client) => {
      if (options.sessionUrl) unnameStatements(client);
      const checkout = releaseOnceEach(client);
      client.on('error', (err) => {
        reportError(err);
        // Drizzle sends BEGIN outside its try/finally: when that fails on a dead connection the
        // client is never released, and each such leak shrinks the pool for good (and makes
        // pool.end() wait forever). A broken client goes back (and out) of the pool at once.
        checkout.releaseIfOut(err);
      });
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const sessionUrl = options.sessionUrl ?? options.url;
    const listeners = new Set<pg.Client>();
    return {
      db,
      kind: 'postgres',
      async migrate({ onWait } = {}) {
        // The lock is a session's: the migrations run on the connection that holds it.
        const client = new pg.Client({ connectionString: sessionUrl });
        // A connection lost mid-migration fails the statement in flight (and the start); the
        // event itself must not end the process first.
        client.on('error', () => {});
        await client.connect();
        try {
          const free = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
            MIGRATION_LOCK,
          ]);
          if (!free.rows[0]?.locked) {
            onWait?.();
            await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          }
          try {
            await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
          }
        } finally {
          await client.end();
        }
      },
      // LISTEN needs a connection of its own that stays open, outside the pool. When PostgreSQL
      // drops it (restart, failover, terminated session) it is opened again with backoff, and
      // the caller hears of both so it can tell its clients what they may have missed.
      async listen(channel, onMessage, onState) {
        let current: pg.Client | undefined;
        let stopped = false;
        let failures = 0;
        let retry: NodeJS.Timeout | undefined;

        const open = async () => {
          const client = new pg.Client({ connectionString: sessionUrl });
          client.on('error', (err) => lose(client, err));
          client.on('end', () => lose(client, new Error('LISTEN connection ended')));
          client.on('notification', (message) => {
            if (message.channel === channel) onMessage(message.payload ?? '');
          });
          try {
            await client.connect();
            await client.query(`LISTEN ${quoteIdent(channel)}`);
          } catch (err) {
            await client.end().catch(() => {});
            throw err;
          }
          return client;
        };
        const scheduleReconnect = () => {
          const retryInMs = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_FIRST_MS * 2 ** failures);
          failures++;
          retry = setTimeout(async () => {
            if (stopped) return;
            try {
              const client = await open();
              if (stopped) return void (await client.end().catch(() => {}));
              current = client;
              listeners.add(client);
              failures = 0;
              onState?.({ state: 'up' });
            } catch (err) {
              onState?.({ state: 'down', error: err, retryInMs: scheduleReconnect() });
            }
          }, retryInMs);
          retry.unref();
          return retryInMs;
        };
        const lose = (client: pg.Client, err: unknown) => {
          // Only the live connection counts; a failed attempt or an old one has already been dealt with.
          if (stopped || client !== current) return;
          current = undefined;
          listeners.delete(client);
          client.end().catch(() => {});
          onState?.({ state: 'down', error: err, retryInMs: scheduleReconnect() });
        };

        current = await open();
        listeners.add(current);
        return async () => {
          stopped = true;
          clearTimeout(retry);
          const client = current;
          current = undefined;
          if (client) {
            listeners.delete(client);
            await client.end().catch(() => {});
          }
        };
      },
      onConnectionError(handler) {
        reportError = handler;
      },
      executeSql: async (text, values) => pool.query(text, values as unknown[] | undefined),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
        await pool.end();
      },
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    ...(options.copyOf ? { loadDataDir: options.copyOf } : {}),
    extensions: { btree_gist },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    listen: async (channel, onMessage) => client.listen(quoteIdent(channel).slice(1, -1), onMessage),
    // In the same process: there is no connection to lose.
    onConnectionError: () => {},
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values as unknown[]);
      // The extended protocol takes one statement; several (a migration script) go through exec.
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    poolStats: () => null,
    close: () => client.close(),
  };
}

/**
 * A dump of an empty embedded database with every migration applied, to start many databases
 * from (`copyOf`): loading one is several times faster than creating and migrating anew.
 */
export async function migratedPgliteDump(migrationsFolder = defaultMigrationsFolder()): Promise<Blob> {
  const client = await PGlite.create({ extensions: { btree_gist } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
