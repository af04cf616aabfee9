import { randomUUID } from 'node:crypto';
import type { Tx } from '@salon/db';
import { type Actor, AppError, type FieldChange, type ImportField } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../infra/pg-errors.ts';
import { inTransaction } from '../../infra/transaction.ts';
import {
  insertCreatedChanges,
  insertImportBatch,
  insertUpdatedChange,
  lockCustomerImports,
} from '../../repositories/customer-imports.ts';
import { changeCustomerIfUnchanged, insertCustomers } from '../../repositories/customers.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMayImport, planCustomerImport, planResponse } from './customer-import-plan.ts';

const CHUNK = 500;

const outdated = () =>
  new AppError('ImportPreviewOutdated', 'The customers changed since the preview; preview the file again');

const valuesOf = (changes: readonly FieldChange[]) =>
  Object.fromEntries(changes.map((c) => [c.field, c.to])) as Partial<Record<ImportField, string>>;

/**
 * Adds and updates customers from CSV (header row; name required, email, phone, birthday, note
 * optional) exactly as `planCustomerImport` plans it, in one transaction, and records the import
 * as a batch that can be undone. Empty cells never clear a stored value; lines that cannot be read
 * or look like a second record of a known customer are reported and left out. With `plan` (the
 * preview's digest), an import that would now do something else is refused.
 */
export async function importCustomersCsv(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    csv,
    plan: expected,
    fileName,
  }: { shopId: string; csv: string; plan?: string | undefined; fileName?: string | undefined },
) {
  assertMayImport(actor, shopId);
  try {
    return await inTransaction(ctx.db, async (tx) => {
      // One import or undo of a shop at a time: each plans against the customers the last one left.
      await lockCustomerImports(tx, shopId);
      const shop = await findShopRow(tx, shopId);
      const planned = await planCustomerImport(tx, shop, csv);
      if (expected !== undefined && expected !== planned.digest) throw outdated();
      const batchId = await write(tx, ctx.now(), { shopId, actor, fileName, plan: planned.plan });
      return { ...planResponse(planned), batchId };
    });
  } catch (err) {
    // Someone added a customer with one of the file's addresses meanwhile.
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw outdated();
    throw err;
  }
}

async function write(
  tx: Tx,
  now: Date,
  {
    shopId,
    actor,
    fileName,
    plan,
  }: {
    shopId: string;
    actor: Actor;
    fileName: string | undefined;
    plan: Awaited<ReturnType<typeof planCustomerImport>>['plan'];
  },
): Promise<string | null> {
  const creates = plan.lines.flatMap((l) => (l.action === 'create' ? [l] : []));
  const updates = plan.lines.flatMap((l) => (l.action === 'update' ? [l] : []));
  if (creates.length + updates.length === 0) return null;
  const batchId = await insertImportBatch(tx, {
    shopId,
    importedBy: actor.id,
    fileName: fileName || null,
    createdCount: creates.length,
    updatedCount: updates.length,
    createdAt: now,
  });

  for (let at = 0; at < creates.length; at += CHUNK) {
    const rows = creates.slice(at, at + CHUNK).map((line) => ({
      ...valuesOf(line.values),
      id: randomUUID(),
      shopId,
      name: line.name,
      createdAt: now,
      updatedAt: now,
    }));
    await insertCustomers(tx, rows);
    // The row as the import left it: the undo removes it only if it is still so.
    await insertCreatedChanges(
      tx,
      batchId,
      rows.map((r) => r.id),
    );
  }

  for (const line of updates) {
    // Only if each field still holds what the plan saw: an edit made meanwhile is never overwritten.
    const done = await changeCustomerIfUnchanged(
      tx,
      { shopId, customerId: line.customerId, expected: line.changes },
      { ...valuesOf(line.changes), updatedAt: now },
    );
    if (!done) throw outdated();
    await insertUpdatedChange(tx, {
      batchId,
      customerId: line.customerId,
      changes: Object.fromEntries(line.changes.map((c) => [c.field, { from: c.from, to: c.to }])),
    });
  }
  return batchId;
}
