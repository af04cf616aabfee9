import type { Executor, SQL } from '@salon/db';

/** Raw SQL for what the query builder cannot say (upserts with expressions); both drivers return `rows`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An ILIKE pattern that finds `text` anywhere: `%`, `_` and `\` typed in a search are meant literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
