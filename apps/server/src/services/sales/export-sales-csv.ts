import { type Actor, type CsvSeparator, dateOfInstant, moneyDecimal } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { saleDocumentRows } from '../../repositories/sales.ts';
import { spreadsheetSafe } from '../shared/csv-cells.ts';
import { csvDialect, writeCsv } from '../shared/csv-files.ts';
import { dayRangeInZone } from '../shared/zone-days.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMayReport } from './can.ts';
import { checkPeriod } from './sales-report.ts';

const moneyColumns = [
  'services',
  'products',
  'discount',
  'tips',
  'total',
  'tax',
  'cash',
  'card_terminal',
  'card_on_file',
  'online',
] as const;

/** The header: money columns name their currency, "total (EUR)", so a figure is never read in another. */
const columnsIn = (currency: string) => [
  'document',
  'number',
  'refers_to',
  'date',
  'customer',
  ...moneyColumns.map((column) => `${column} (${currency})`),
  'reason',
];

/**
 * Every receipt and credit note of the period as CSV, one per row in number order, for the
 * accountant: credit notes carry negative amounts, so a column adds up to the period's net.
 * Amounts in the currency's major unit with the dialect's decimal mark (see `csvDialect`); names
 * and reasons are neutralised against spreadsheet formulas.
 */
export async function exportSalesCsv(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    query,
  }: { shopId: string; query: { from: string; to: string; separator?: CsvSeparator | undefined } },
): Promise<string> {
  assertMayReport(actor, shopId);
  checkPeriod(query.from, query.to);
  const shop = await findShopRow(ctx.db, shopId);
  const rows = await saleDocumentRows(ctx.db, shopId, dayRangeInZone(shop.timeZone, query.from, query.to));
  const dialect = csvDialect(shop.locale, query.separator);
  const amount = (value: unknown) => moneyDecimal(Number(value ?? 0), shop.currency, dialect.decimal);
  // Only what people typed is neutralised: a negative amount of a credit note must stay a number.
  return writeCsv(
    columnsIn(shop.currency),
    rows.map((row) => [
      row.document,
      Number(row.number),
      row.refers_to === null ? '' : Number(row.refers_to),
      dateOfInstant(shop.timeZone, new Date(row.at).getTime()),
      spreadsheetSafe(row.customer ?? ''),
      amount(row.services),
      amount(row.products),
      amount(row.discount),
      amount(row.tips),
      amount(row.total),
      amount(row.tax),
      amount(row.cash),
      amount(row.card_terminal),
      amount(row.card_on_file),
      amount(row.online),
      spreadsheetSafe(row.reason ?? ''),
    ]),
    dialect,
  );
}
