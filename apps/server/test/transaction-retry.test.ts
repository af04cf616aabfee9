import { sql, type Tx } from '@salon/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEADLOCK_DETECTED, pgErrorCode, UNIQUE_VIOLATION } from '../src/infra/pg-errors.ts';
import { queryRows } from '../src/infra/sql.ts';
import { inTransaction, TRANSACTION_ATTEMPTS } from '../src/infra/transaction.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.execute(sql`create table probe (id int primary key, n int not null)`);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.execute(sql`truncate probe`);
  await t.ctx.db.execute(sql`insert into probe values (1, 0), (2, 0)`);
});

const counts = async () =>
  (await queryRows<{ id: number; n: number }>(t.ctx.db, sql`select id, n from probe order by id`)).map(
    (row) => row.n,
  );

const bump = (tx: Tx, id: number) => tx.execute(sql`update probe set n = n + 1 where id = ${id}`);

/**
 * Makes the transaction `tx` deadlock for real: it takes row 1, a second transaction takes row 2,
 * and each then asks for the other's row. `tx` waits with the shorter deadlock_timeout, so it is
 * the one PostgreSQL ends (40P01); the other one commits. Resolves with that other transaction.
 */
async function deadlockWithAnother(tx: Tx): Promise<{ other: Promise<unknown> }> {
  await tx.execute(sql`set local deadlock_timeout = '50ms'`);
  await bump(tx, 1);
  let tookRow2 = () => {};
  const row2Taken = new Promise<void>((resolve) => {
    tookRow2 = resolve;
  });
  const other = t.ctx.db.transaction(async (otherTx) => {
    await otherTx.execute(sql`set local deadlock_timeout = '10s'`);
    await bump(otherTx, 2);
    tookRow2();
    await bump(otherTx, 1);
  });
  await row2Taken;
  return { other };
}

describe.skipIf(!onPostgres)('a transaction PostgreSQL ends with a deadlock', () => {
  it('is run again from the start, and commits once', async () => {
    let tries = 0;
    const others: Promise<unknown>[] = [];
    const result = await inTransaction(t.ctx.db, async (tx) => {
      tries += 1;
      if (tries === 1) {
        const { other } = await deadlockWithAnother(tx);
        others.push(other);
      } else {
        await bump(tx, 1);
      }
      await bump(tx, 2);
      return 'kept';
    });
    await Promise.all(others);
    expect(result).toBe('kept');
    expect(tries).toBe(2);
    // Each transaction counted once: the ended try left nothing behind.
    expect(await counts()).toEqual([2, 2]);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} tries with the deadlock, having written nothing`, async () => {
    let tries = 0;
    const others: Promise<unknown>[] = [];
    const failed = await inTransaction(t.ctx.db, async (tx) => {
      tries += 1;
      const { other } = await deadlockWithAnother(tx);
      others.push(other);
      await bump(tx, 2);
    }).catch((err: unknown) => err);
    await Promise.all(others);
    expect(pgErrorCode(failed)).toBe(DEADLOCK_DETECTED);
    expect(tries).toBe(TRANSACTION_ATTEMPTS);
    expect(await counts()).toEqual([TRANSACTION_ATTEMPTS, TRANSACTION_ATTEMPTS]);
  });

  it('is not run again once its work says so (a card was charged)', async () => {
    let tries = 0;
    let charged = false;
    const others: Promise<unknown>[] = [];
    const failed = await inTransaction(
      t.ctx.db,
      async (tx) => {
        tries += 1;
        const { other } = await deadlockWithAnother(tx);
        others.push(other);
        charged = true;
        await bump(tx, 2);
      },
      { retry: () => !charged },
    ).catch((err: unknown) => err);
    await Promise.all(others);
    expect(pgErrorCode(failed)).toBe(DEADLOCK_DETECTED);
    expect(tries).toBe(1);
  });

  it('inside another transaction, leaves the retry to the outer one', async () => {
    let outerTries = 0;
    let innerTries = 0;
    const others: Promise<unknown>[] = [];
    await inTransaction(t.ctx.db, async (outer) => {
      outerTries += 1;
      await inTransaction(outer, async (inner) => {
        innerTries += 1;
        if (innerTries === 1) {
          const { other } = await deadlockWithAnother(inner);
          others.push(other);
        } else {
          await bump(inner, 1);
        }
        await bump(inner, 2);
      });
    });
    await Promise.all(others);
    expect([outerTries, innerTries]).toEqual([2, 2]);
    expect(await counts()).toEqual([2, 2]);
  });
});

describe('a transaction failing for what it asked', () => {
  it('is not run again', async () => {
    let tries = 0;
    const failed = await inTransaction(t.ctx.db, async (tx) => {
      tries += 1;
      await bump(tx, 1);
      await tx.execute(sql`insert into probe values (2, 0)`);
    }).catch((err: unknown) => err);
    expect(pgErrorCode(failed)).toBe(UNIQUE_VIOLATION);
    expect(tries).toBe(1);
    expect(await counts()).toEqual([0, 0]);
  });
});
