import type { Executor, SQL } from '@salon/db';

/** Raw SQL for what the query builder cannot say (upserts with expressions); both drivers return `rows`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
