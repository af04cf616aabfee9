import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, type Database, openDatabase, sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/database.ts';
import { queryRows } from '../src/infra/sql.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * The migration that turns services' deposits into payment policies, run on a database holding
 * services from before it: a copy of the migrations folder first stops just before it, then gets
 * it alone, then the rest (which drops the old column), as a salon's database upgrading would.
 */
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
const target = journal.entries.findIndex((e) => e.tag.endsWith('_service_deposits_as_policies'));

let folder = '';
let database: Database;
let drop = async () => {};

const writeFolder = (upTo: number) => {
  const entries = journal.entries.slice(0, upTo);
  for (const entry of entries)
    cpSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
};

beforeAll(async () => {
  expect(target).toBeGreaterThan(0);
  folder = mkdtempSync(join(tmpdir(), 'salon-migrations-'));
  mkdirSync(join(folder, 'meta'));
  writeFolder(target);
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const scratch = await createScratchDatabase(serverUrl, { prefix: 'salon_mig', migrationsFolder: folder });
    database = scratch.database;
    drop = scratch.drop;
  } else {
    database = await openDatabase({ kind: 'pglite' }, folder);
  }
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('moving services’ deposits to payment policies', () => {
  it('gives each service with a deposit a fixed deposit policy, and leaves the others and existing policies alone', async () => {
    const { db } = database;
    const [shop] = await queryRows<{ id: string }>(
      db,
      sql`insert into shops (name, subdomain, time_zone) values ('Old salon', 'old-salon', 'Europe/Berlin') returning id`,
    );
    const shopId = shop?.id as string;
    const ids: Record<string, string> = {};
    for (const [name, deposit] of [
      ['colour', 2000],
      ['perm', 3500],
      ['cut', null],
      ['free', 0],
      ['prepaid', 1000],
    ] as const) {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into services (shop_id, name, duration_minutes, price_amount, currency, deposit_amount)
            values (${shopId}, ${name}, 60, 9000, 'EUR', ${deposit}) returning id`,
      );
      ids[name] = row?.id as string;
    }
    // A policy set before the migration wins over the old column.
    await db.execute(
      sql`insert into service_payment_policies (service_id, shop_id, payment_mode) values (${ids.prepaid}, ${shopId}, 'prepay')`,
    );

    writeFolder(target + 1);
    await database.migrate();

    const policies = await queryRows<{
      service_id: string;
      payment_mode: string;
      deposit_kind: string | null;
      deposit_value: number | null;
    }>(db, sql`select service_id, payment_mode, deposit_kind, deposit_value from service_payment_policies`);
    const byService = Object.fromEntries(policies.map(({ service_id, ...rest }) => [service_id, rest]));
    expect(byService).toEqual({
      [ids.colour as string]: { payment_mode: 'deposit', deposit_kind: 'fixed', deposit_value: 2000 },
      [ids.perm as string]: { payment_mode: 'deposit', deposit_kind: 'fixed', deposit_value: 3500 },
      [ids.prepaid as string]: { payment_mode: 'prepay', deposit_kind: null, deposit_value: null },
    });
    // The migration itself leaves the column as it was.
    const [colour] = await queryRows<{ deposit_amount: number }>(
      db,
      sql`select deposit_amount from services where id = ${ids.colour}`,
    );
    expect(colour?.deposit_amount).toBe(2000);

    // The later migrations drop the column, and the policies stay.
    writeFolder(journal.entries.length);
    await database.migrate();
    const columns = await queryRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns
          where table_schema = current_schema() and table_name = 'services' and column_name = 'deposit_amount'`,
    );
    expect(columns).toEqual([]);
    const after = await queryRows<{ service_id: string }>(
      db,
      sql`select service_id from service_payment_policies`,
    );
    expect(after.map((p) => p.service_id).sort()).toEqual(Object.keys(byService).sort());
  });
});
