import type { Tx } from '@salon/db';
import { type Actor, AppError, type ImportField, importFields } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import {
  changeImportBatch,
  changesOfImport,
  customersAsCreated,
  findImportBatch,
  lockCustomerImports,
} from '../../repositories/customer-imports.ts';
import {
  changeCustomer,
  customersInUse,
  deleteCustomers,
  emailOnOtherCustomer,
  lockShopCustomer,
  lockShopCustomers,
} from '../../repositories/customers.ts';
import { assertMayImport } from './customer-import-plan.ts';

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
    // One import or undo of a shop at a time: each plans against the customers the last one left.
    await lockCustomerImports(tx, shopId);
    const batch = await findImportBatch(tx, shopId, batchId);
    if (!batch) throw new AppError('NotFound', 'No such import');
    if (batch.undoneAt) throw new AppError('ImportAlreadyUndone', 'This import has been undone already');
    const changes = await changesOfImport(tx, batchId);

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
    await changeImportBatch(tx, batchId, { undoneAt: ctx.now(), undoneBy: actor.id, undoResult: result });
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
    const current = change.customerId ? await lockShopCustomer(tx, shopId, change.customerId) : undefined;
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
        if (await emailOnOtherCustomer(tx, { shopId, email: was.from, exceptId: current.id })) {
          newer.push(field);
          continue;
        }
      }
      back[field] = was.from;
    }
    if (Object.keys(back).length > 0) {
      // `name` is never null: the import changes a name only to another one.
      await changeCustomer(tx, current.id, { ...back, name: back.name ?? current.name, updatedAt: now });
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
    const present = new Set(await lockShopCustomers(tx, shopId, ids));
    const inUse = await customersInUse(tx, [...present]);
    const asLeft = new Set(await customersAsCreated(tx, batchId, [...present]));
    const removable: string[] = [];
    for (const { customerId, snapshot } of chunk) {
      const name = nameIn(snapshot);
      if (!customerId || !present.has(customerId))
        kept.push({ customerId: null, name, reason: 'gone', fields: [] });
      else if (inUse.has(customerId)) kept.push({ customerId, name, reason: 'inUse', fields: [] });
      else if (!asLeft.has(customerId)) kept.push({ customerId, name, reason: 'changedSince', fields: [] });
      else removable.push(customerId);
    }
    if (removable.length > 0) await deleteCustomers(tx, removable);
    removed += removable.length;
  }
  return removed;
}
