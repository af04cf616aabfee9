import { type Executor, sql } from '@salon/db';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
