import { and, customers, eq } from '@salon/db';
import { type Actor, AppError, customerImportRow } from '@salon/domain';
import { parse } from 'csv-parse/sync';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { fromSpreadsheetSafe } from '../shared/csv-cells.ts';
import { phoneForShop } from '../shared/phone-field.ts';
import { findShopRow } from '../shops/shop-records.ts';

/**
 * Adds or updates customers from CSV with a header row (name required; email, phone, birthday,
 * note optional). A row with an e-mail the shop knows updates that customer; bad rows are
 * reported by line and skipped, the good ones are kept.
 */
export async function importCustomersCsv(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, csv }: { shopId: string; csv: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      // The quote our export puts before formula-like cells is ours, not the customer's.
      cast: (value: string) => fromSpreadsheetSafe(value),
    });
  } catch (err) {
    throw new AppError('ValidationError', 'The file is not valid CSV', {
      details: [{ path: 'body', message: (err as Error).message }],
    });
  }
  const shop = await findShopRow(ctx.db, shopId);
  let created = 0;
  let updated = 0;
  const errors: { line: number; message: string }[] = [];
  for (const [index, record] of records.entries()) {
    const line = index + 2;
    const parsed = customerImportRow.safeParse(record);
    if (!parsed.success) {
      errors.push({
        line,
        message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
      continue;
    }
    let row = parsed.data;
    if (row.phone) {
      try {
        row = { ...row, phone: phoneForShop(shop, row.phone, 'phone') };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        errors.push({ line, message: `phone: ${err.message}` });
        continue;
      }
    }
    const existing = row.email
      ? (
          await ctx.db
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.shopId, shopId), eq(customers.email, row.email)))
        )[0]
      : undefined;
    if (existing) {
      await ctx.db
        .update(customers)
        .set({ ...row, updatedAt: ctx.now() })
        .where(eq(customers.id, existing.id));
      updated++;
    } else {
      await ctx.db.insert(customers).values({ shopId, ...row });
      created++;
    }
  }
  return { created, updated, errors };
}
