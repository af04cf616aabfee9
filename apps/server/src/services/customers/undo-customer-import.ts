import {
  and,
  customerImportBatches,
  customerImportChanges,
  customers,
  eq,
  inArray,
  ne,
  sql,
  type Tx,
} from '@salon/db';
import { type Actor, AppError, type ImportField, importFields } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { assertMayImport, customerSnapshot, lockCustomerImports } from './customer-import-plan.ts';
import { customersInUse } from './customer-references.ts';

const CHUNK = 500;

interface Kept {
  customerId: string | null;
  name: string;
  reason: 'changedSince' | 'inUse' | 'gone';
  fields: ImportField[];
}

type FieldChanges = Partial<Record<ImportField, { from: string | null; to: string }>>;

/**
 * Undoes an import as a whole, losing nothing entered since:
 * - a field the import changed gets its earlier value back, unless it was changed again since
 *   (then the newer value stays, and the undo says so);
 * - a customer the import created is removed only if nothing refers to them (no booking, sale,
 *   payment, points, review, notification…) and they are exactly as the import left them (no
 *   edit, no account linked, no consent given); otherwise they stay, listed as kept.
 */
export async function undoCustomerImport(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, batchId }: { shopId: string; batchId: string },
) {
  assertMayImport(actor, shopId);
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomerImports(tx, shopId);
    const [batch] = await tx
      .select({ undoneAt: customerImportBatches.undoneAt })
      .from(customerImportBatches)
      .where(and(eq(customerImportBatches.id, batchId), eq(customerImportBatches.shopId, shopId)));
    if (!batch) throw new AppError('NotFound', 'No such import');
    if (batch.undoneAt) throw new AppError('ImportAlreadyUndone', 'This import has been undone already');
    const changes = await tx
      .select()
      .from(customerImportChanges)
      .where(eq(customerImportChanges.batchId, batchId))
      .orderBy(customerImportChanges.id);

    const kept: Kept[] = [];
    const restored = await restoreUpdated(
      tx,
      { shopId, now: ctx.now() },
      changes.filter((c) => c.kind === 'updated'),
      kept,
    );
    const removed = await removeCreated(
      tx,
      { shopId, batchId },
      changes.filter((c) => c.kind === 'created'),
      kept,
    );
    const result = { restored, removed, kept };
    await tx
      .update(customerImportBatches)
      .set({ undoneAt: ctx.now(), undoneBy: actor.id, undoResult: result })
      .where(eq(customerImportBatches.id, batchId));
    return result;
  });
}

async function restoreUpdated(
  tx: Tx,
  { shopId, now }: { shopId: string; now: Date },
  changes: { customerId: string | null; changes: unknown }[],
  kept: Kept[],
): Promise<number> {
  let restored = 0;
  for (const change of changes) {
    const fields = (change.changes ?? {}) as FieldChanges;
    const [current] = change.customerId
      ? await tx
          .select()
          .from(customers)
          .where(and(eq(customers.id, change.customerId), eq(customers.shopId, shopId)))
          .for('update')
      : [];
    if (!current) {
      kept.push({ customerId: null, name: '', reason: 'gone', fields: [] });
      continue;
    }
    const back: Partial<Record<ImportField, string | null>> = {};
    const newer: ImportField[] = [];
    for (const field of importFields) {
      const was = fields[field];
      if (!was) continue;
      if (current[field] !== was.to) {
        newer.push(field);
        continue;
      }
      if (field === 'email' && was.from !== null) {
        // The old address may be another customer's by now: two records never share one.
        const [other] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(
            and(eq(customers.shopId, shopId), eq(customers.email, was.from), ne(customers.id, current.id)),
          );
        if (other) {
          newer.push(field);
          continue;
        }
      }
      back[field] = was.from;
    }
    if (Object.keys(back).length > 0) {
      // `name` is never null: the import changes a name only to another one.
      await tx
        .update(customers)
        .set({ ...back, name: back.name ?? current.name, updatedAt: now })
        .where(eq(customers.id, current.id));
      restored++;
    }
    if (newer.length > 0)
      kept.push({ customerId: current.id, name: current.name, reason: 'changedSince', fields: newer });
  }
  return restored;
}

async function removeCreated(
  tx: Tx,
  { shopId, batchId }: { shopId: string; batchId: string },
  changes: { customerId: string | null; snapshot: unknown }[],
  kept: Kept[],
): Promise<number> {
  const nameIn = (snapshot: unknown) => String((snapshot as { name?: unknown } | null)?.name ?? '');
  let removed = 0;
  for (let at = 0; at < changes.length; at += CHUNK) {
    const chunk = changes.slice(at, at + CHUNK);
    const ids = chunk.flatMap((c) => (c.customerId ? [c.customerId] : []));
    // Locked first, so that a booking being made for one of them either lands before the check or fails after.
    const present =
      ids.length === 0
        ? new Set<string>()
        : new Set(
            (
              await tx
                .select({ id: customers.id })
                .from(customers)
                .where(and(inArray(customers.id, ids), eq(customers.shopId, shopId)))
                .for('update')
            ).map((r) => r.id),
          );
    const inUse = await customersInUse(tx, [...present]);
    const asLeft =
      present.size === 0
        ? new Set<string>()
        : new Set(
            (
              await queryRows<{ id: string }>(
                tx,
                sql`select c.id from customers c join customer_import_changes x on x.customer_id = c.id
                     where x.batch_id = ${batchId} and x.kind = 'created' and c.id in (${sql.join(
                       [...present].map((id) => sql`${id}::uuid`),
                       sql`, `,
                     )}) and x.snapshot = ${customerSnapshot}`,
              )
            ).map((r) => r.id),
          );
    const removable: string[] = [];
    for (const { customerId, snapshot } of chunk) {
      const name = nameIn(snapshot);
      if (!customerId || !present.has(customerId))
        kept.push({ customerId: null, name, reason: 'gone', fields: [] });
      else if (inUse.has(customerId)) kept.push({ customerId, name, reason: 'inUse', fields: [] });
      else if (!asLeft.has(customerId)) kept.push({ customerId, name, reason: 'changedSince', fields: [] });
      else removable.push(customerId);
    }
    if (removable.length > 0) await tx.delete(customers).where(inArray(customers.id, removable));
    removed += removable.length;
  }
  return removed;
}
