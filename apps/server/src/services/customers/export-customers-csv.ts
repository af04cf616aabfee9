import { type Actor, type CsvSeparator, moneyDecimal } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { customerSummariesByName } from '../../repositories/customers.ts';
import { assertCan } from '../shared/assert-can.ts';
import { spreadsheetSafe } from '../shared/csv-cells.ts';
import { csvDialect, writeCsv } from '../shared/csv-files.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { toSummary } from './customer-summaries.ts';

/** The columns the import reads come first, so that an export can be imported back as it is. */
const columnsIn = (currency: string) => [
  'name',
  'email',
  'phone',
  'birthday',
  'note',
  'visits',
  'no_shows',
  `spend (${currency})`,
  'last_visit',
];

/**
 * Every customer of the shop as CSV, in the list's order, for a spreadsheet or another system:
 * written as `csvDialect` says, spend in the currency's own digits, what people typed neutralised
 * against spreadsheet formulas.
 */
export async function exportCustomersCsv(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, separator }: { shopId: string; separator?: CsvSeparator | undefined },
): Promise<string> {
  assertCan(actor, 'manage', 'Settings', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const rows = await customerSummariesByName(ctx.db, shopId);
  const dialect = csvDialect(shop.locale, separator);
  const text = (value: string | null) => spreadsheetSafe(value ?? '');
  return writeCsv(
    columnsIn(shop.currency),
    rows.map((r) => {
      const s = toSummary(r, shop.timeZone);
      return [
        text(s.name),
        text(s.email),
        text(s.phone),
        s.birthday ?? '',
        text(s.note),
        s.visits,
        s.noShows,
        moneyDecimal(s.spend, shop.currency, dialect.decimal),
        s.lastVisit ?? '',
      ];
    }),
    dialect,
  );
}
