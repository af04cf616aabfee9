import {
  and,
  customerImportBatches,
  customerImportChanges,
  desc,
  type Executor,
  eq,
  sql,
  type Tx,
  users,
} from '@salon/db';
import { queryRows } from '../infra/sql.ts';

export type CustomerImportChangeRow = typeof customerImportChanges.$inferSelect;

/**
 * A customer row `c` as a JSON value, to tell later whether it is still as an import left it. The
 * timestamps are left out: `updated_at` moves with any write, and how `to_jsonb` writes a time
 * depends on the session's time zone.
 */
const customerSnapshot = sql`to_jsonb(c) - array['created_at', 'updated_at']`;

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Waits for the shop's other import or undo, if one runs, until the transaction ends. */
export async function lockCustomerImports(db: Executor, shopId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`customer-import:${shopId}`}, 0))`);
}

export async function insertImportBatch(
  tx: Tx,
  values: Pick<
    typeof customerImportBatches.$inferInsert,
    'shopId' | 'importedBy' | 'fileName' | 'createdCount' | 'updatedCount' | 'createdAt'
  >,
): Promise<string> {
  const [batch] = await tx
    .insert(customerImportBatches)
    .values(values)
    .returning({ id: customerImportBatches.id });
  return (batch as { id: string }).id;
}

/** Records the customers the import created, each with its row as the import left it. */
export async function insertCreatedChanges(tx: Tx, batchId: string, customerIds: readonly string[]) {
  await tx.execute(
    sql`insert into customer_import_changes (batch_id, customer_id, kind, snapshot)
        select ${batchId}, c.id, 'created', ${customerSnapshot} from customers c where c.id in (${uuidList(customerIds)})`,
  );
}

export async function insertUpdatedChange(
  tx: Tx,
  values: {
    batchId: string;
    customerId: string;
    changes: Record<string, { from: string | null; to: string }>;
  },
): Promise<void> {
  await tx.insert(customerImportChanges).values({ ...values, kind: 'updated' });
}

/** The shop's import, or undefined: another shop's id finds nothing. */
export async function findImportBatch(
  db: Executor,
  shopId: string,
  batchId: string,
): Promise<{ undoneAt: Date | null } | undefined> {
  const [batch] = await db
    .select({ undoneAt: customerImportBatches.undoneAt })
    .from(customerImportBatches)
    .where(and(eq(customerImportBatches.id, batchId), eq(customerImportBatches.shopId, shopId)));
  return batch;
}

/** What the import did, in the order it was recorded. */
export function changesOfImport(db: Executor, batchId: string): Promise<CustomerImportChangeRow[]> {
  return db
    .select()
    .from(customerImportChanges)
    .where(eq(customerImportChanges.batchId, batchId))
    .orderBy(customerImportChanges.id);
}

export async function changeImportBatch(
  tx: Tx,
  batchId: string,
  values: Pick<typeof customerImportBatches.$inferInsert, 'undoneAt' | 'undoneBy' | 'undoResult'>,
): Promise<void> {
  await tx.update(customerImportBatches).set(values).where(eq(customerImportBatches.id, batchId));
}

/** Of these customers the import created, those whose row is still exactly as it left it. */
export async function customersAsCreated(
  db: Executor,
  batchId: string,
  customerIds: readonly string[],
): Promise<string[]> {
  if (customerIds.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select c.id from customers c join customer_import_changes x on x.customer_id = c.id
         where x.batch_id = ${batchId} and x.kind = 'created' and c.id in (${uuidList(customerIds)})
           and x.snapshot = ${customerSnapshot}`,
  );
  return rows.map((row) => row.id);
}

/** The shop's latest imports with who made them, newest first. */
export function latestImportBatches(db: Executor, shopId: string, limit: number) {
  return db
    .select({
      id: customerImportBatches.id,
      createdAt: customerImportBatches.createdAt,
      fileName: customerImportBatches.fileName,
      importedBy: users.name,
      created: customerImportBatches.createdCount,
      updated: customerImportBatches.updatedCount,
      undoneAt: customerImportBatches.undoneAt,
    })
    .from(customerImportBatches)
    .leftJoin(users, eq(users.id, customerImportBatches.importedBy))
    .where(eq(customerImportBatches.shopId, shopId))
    .orderBy(desc(customerImportBatches.createdAt), desc(customerImportBatches.id))
    .limit(limit);
}
