import { type Executor, sql } from '@salon/db';
import { queryRows } from '../../infra/sql.ts';

const CHUNK = 500;

/**
 * The customers of `ids` that any other row refers to: an appointment, a sale, a payment, a
 * loyalty entry, a review, a notification, whatever a table added later holds. Read from
 * PostgreSQL's own list of foreign keys, so that no table is forgotten; the import records
 * themselves do not count.
 */
export async function customersInUse(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  if (ids.length === 0) return used;
  const references = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.conrelid::regclass::text as table_name, quote_ident(a.attname) as column_name
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         where c.contype = 'f' and c.confrelid = 'customers'::regclass and cardinality(c.conkey) = 1
           and c.conrelid <> 'customer_import_changes'::regclass
         order by 1, 2`,
  );
  if (references.length === 0) return used;
  for (let at = 0; at < ids.length; at += CHUNK) {
    const list = sql.join(
      ids.slice(at, at + CHUNK).map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    // Names from the catalog, not from a request: safe to write into the statement as they are.
    const union = sql.join(
      references.map(
        (r) =>
          sql`select ${sql.raw(r.column_name)} as id from ${sql.raw(r.table_name)} where ${sql.raw(r.column_name)} in (${list})`,
      ),
      sql` union `,
    );
    for (const row of await queryRows<{ id: string }>(db, union)) used.add(row.id);
  }
  return used;
}
