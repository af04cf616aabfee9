import { createHash } from 'node:crypto';
import type { Executor, ShopRow } from '@salon/db';
import {
  type Actor,
  AppError,
  customerImportRow,
  type ImportPlan,
  type ImportRow,
  planImport,
} from '@salon/domain';
import { importedFieldsOfCustomers } from '../../repositories/customers.ts';
import { assertCan } from '../shared/assert-can.ts';
import { fromSpreadsheetSafe } from '../shared/csv-cells.ts';
import { readCsv } from '../shared/csv-files.ts';
import { phoneForShop } from '../shared/phone-field.ts';

/** An import adds and corrects customers: whoever may do that one by one may do it from a file. */
export function assertMayImport(actor: Actor, shopId: string): void {
  assertCan(actor, 'create', 'Customer', shopId);
  assertCan(actor, 'update', 'Customer', shopId);
}

/** A preview lists this many lines at most; the counts cover them all. */
const LINES_SHOWN = 2000;

/**
 * The file's lines: those that can be read (empty cells left out, e-mail lower-cased, phone in
 * E.164 read with the salon's country) and those that cannot, with the reasons by field.
 */
function readImportFile(shop: ShopRow, csv: string) {
  // The quote our export puts before formula-like cells is ours, not the customer's.
  const records = readCsv(csv, fromSpreadsheetSafe);
  if (records.length > 0 && !records.some((r) => 'name' in r.cells)) {
    throw new AppError('ValidationError', 'The first line must name the columns, with a name column', {
      details: [{ path: 'body', message: 'No name column: the first line must name the columns' }],
    });
  }
  const rows: ImportRow[] = [];
  const errors: { line: number; message: string }[] = [];
  for (const { line, cells } of records) {
    const parsed = customerImportRow.safeParse(cells);
    if (!parsed.success) {
      errors.push({
        line,
        message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
      continue;
    }
    const { name, email, phone, birthday, note } = parsed.data;
    let e164: string | undefined;
    try {
      e164 = phone ? phoneForShop(shop, phone, 'phone') : undefined;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      errors.push({ line, message: `phone: ${err.message}` });
      continue;
    }
    rows.push({
      line,
      name,
      email: email ?? undefined,
      phone: e164,
      birthday: birthday ?? undefined,
      note: note ?? undefined,
    });
  }
  return { rows, errors };
}

/** Names a plan: the same file over the same customers gives the same digest. */
const digestOf = (plan: ImportPlan) =>
  createHash('sha256').update(JSON.stringify(plan.lines)).digest('base64url').slice(0, 32);

export interface PlannedImport {
  plan: ImportPlan;
  digest: string;
}

/** What importing `csv` into the shop would do now: the one plan the preview shows and the import runs. */
export async function planCustomerImport(db: Executor, shop: ShopRow, csv: string): Promise<PlannedImport> {
  const { rows, errors } = readImportFile(shop, csv);
  const plan = planImport(rows, errors, await importedFieldsOfCustomers(db, shop.id));
  return { plan, digest: digestOf(plan) };
}

/** The plan as the API answers it. */
export function planResponse({ plan, digest }: PlannedImport) {
  const listed = plan.lines.filter((l) => l.action !== 'unchanged');
  return {
    created: plan.created,
    updated: plan.updated,
    unchanged: plan.unchanged,
    skipped: plan.skipped,
    errors: plan.lines.flatMap((l) => (l.action === 'error' ? [{ line: l.line, message: l.message }] : [])),
    lines: listed.slice(0, LINES_SHOWN),
    moreLines: Math.max(0, listed.length - LINES_SHOWN),
    digest,
  };
}
