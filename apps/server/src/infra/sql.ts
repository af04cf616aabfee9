import type { Executor, SQL } from '@salon/db';

/** Raw SQL for what the query builder cannot say (upserts with expressions); both drivers return `rows`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `text` for a LIKE pattern, meant literally: its `%`, `_` and `\` match only themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere. */
export const containsPattern = (text: string) => `%${literal(text)}%`;

/** A LIKE pattern that finds what starts with `text`. */
export const prefixPattern = (text: string) => `${literal(text)}%`;
