import { readdirSync } from 'node:fs';
import { createScratchDatabase, type Database, openDatabase } from '@salon/db';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/database.ts';

// Servers started together on one PostgreSQL (a deploy, a restart of the whole cluster) all find
// the same migrations pending. Without a lock each applies them: the second `create table` fails
// and that server does not start.
const onPostgres = process.env.TEST_DB === 'postgres';
const opened: Database[] = [];
let drop = async () => {};

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await drop();
});

describe.skipIf(!onPostgres)('servers starting together on an empty PostgreSQL database', () => {
  it('migrate it once: one applies the migrations, the others wait for it and find nothing to do', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    // An empty database: the scratch database is not migrated until someone asks.
    const scratch = await createScratchDatabase(serverUrl, { prefix: 'salon_migrate', migrationsFolder });
    opened.push(scratch.database);
    drop = scratch.drop;
    const url = await scratch.database.executeSql('select current_database() as name');
    const target = new URL(serverUrl);
    target.pathname = `/${(url.rows[0] as { name: string }).name}`;
    for (let i = 0; i < 3; i++)
      opened.push(await openDatabase({ kind: 'postgres', url: target.toString() }, migrationsFolder));

    const waited: number[] = [];
    const outcomes = await Promise.allSettled(
      opened.map((database, i) => database.migrate({ onWait: () => waited.push(i) })),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // Everyone who did not get the lock first said so (a server logs that it waits).
    expect(waited.length).toBeGreaterThanOrEqual(1);

    const applied = await scratch.database.executeSql(
      'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
    );
    const migrations = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
    expect(applied.rows).toHaveLength(migrations.length);
    expect((applied.rows as { times: number }[]).every((row) => row.times === 1)).toBe(true);
    // The lock is let go: a later start migrates (a no-op) without waiting.
    const later: number[] = [];
    await opened[1]?.migrate({ onWait: () => later.push(1) });
    expect(later).toEqual([]);
  }, 120_000);
});
