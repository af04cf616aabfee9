import { setTimeout as delay } from 'node:timers/promises';
import type { Db, Tx } from '@salon/db';
import { isTransientConflict } from './pg-errors.ts';

/** Tries of one transaction ended by a deadlock or a serialization failure, the first included. */
export const TRANSACTION_ATTEMPTS = 5;

/** The first pause before a new try; each further one may be twice as long. */
const FIRST_PAUSE_MS = 10;

export interface TransactionOptions {
  /**
   * Whether a failed try may run again; asked after each failure. False (or a function answering
   * false) once the work has called something outside the database that a second run would do
   * again (a card charged inside the checkout's transaction): the error then goes on, and the
   * client is answered 503 and may retry the request.
   */
  retry?: boolean | (() => boolean);
  /** A random number in [0, 1) for the pauses' jitter (tests give their own). */
  random?: () => number;
}

/**
 * Runs `work` in a transaction, and runs it again from the start (a new transaction) when
 * PostgreSQL ends it with a deadlock (40P01) or a serialization failure (40001). Overlapping
 * appointment items deadlock now and then while the exclusion constraint is checked: each of two
 * transactions waits for the other's uncommitted row, and PostgreSQL ends one of them. The pauses
 * are random (full jitter), so the transactions that collided do not collide again in step. After
 * the last try the error goes on, and the error handler answers 503 with Retry-After.
 *
 * Inside another transaction (`db` is itself a transaction) `work` runs once, in a savepoint: a
 * deadlock aborts the whole outer transaction, which only its own runner can try again.
 *
 * Every write transaction of the server goes through here; `work` may run more than once, so it
 * must not keep what it did in an earlier try (build results from what it returns).
 */
export async function inTransaction<T>(
  db: Db | Tx,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const nested = typeof (db as Partial<Tx>).rollback === 'function';
  const attempts = nested ? 1 : TRANSACTION_ATTEMPTS;
  const random = options.random ?? Math.random;
  const mayRetry = typeof options.retry === 'function' ? options.retry : () => options.retry !== false;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt >= attempts || !isTransientConflict(err) || !mayRetry()) throw err;
      await delay(Math.round(random() * FIRST_PAUSE_MS * 2 ** (attempt - 1)));
    }
  }
}
