import { sql } from '@salon/db';
import { type Actor, type CsvSeparator, dateOfInstant, moneyDecimal } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
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

interface DocumentRow {
  document: 'receipt' | 'credit_note';
  number: number | string;
  refers_to: number | string | null;
  at: Date | string;
  customer: string | null;
  services: unknown;
  products: unknown;
  discount: unknown;
  tips: unknown;
  total: unknown;
  tax: unknown;
  cash: unknown;
  card_terminal: unknown;
  card_on_file: unknown;
  online: unknown;
  reason: string | null;
}

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
  const { start, end } = dayRangeInZone(shop.timeZone, query.from, query.to);
  const from = start.toISOString();
  const until = end.toISOString();
  const method = (kind: string, name: string, alias: string) =>
    sql.raw(
      `coalesce((select sum(p.amount) from payment_transactions p where p.sale_id = s.id and p.kind ${kind} and p.method = '${name}' and p.status <> 'failed'${kind === "= 'refund'" ? ' and p.credit_note_id = c.id' : ''}), 0) as ${alias}`,
    );
  const rows = await queryRows<DocumentRow>(
    ctx.db,
    sql`select * from (
          select 'receipt' as document, r.number, null::int as refers_to, s.created_at as at, cu.name as customer,
                 (select coalesce(sum(l.total_amount), 0) from sale_lines l where l.sale_id = s.id and l.kind = 'service') as services,
                 (select coalesce(sum(l.total_amount), 0) from sale_lines l where l.sale_id = s.id and l.kind = 'product') as products,
                 s.discount_amount + s.loyalty_amount as discount, s.tip_total as tips, s.total, s.tax_total as tax,
                 ${method("<> 'refund'", 'cash', 'cash')}, ${method("<> 'refund'", 'card_terminal', 'card_terminal')},
                 ${method("<> 'refund'", 'card_on_file', 'card_on_file')}, ${method("<> 'refund'", 'online', 'online')},
                 null::text as reason
            from sales s join receipts r on r.sale_id = s.id left join customers cu on cu.id = s.customer_id
           where s.shop_id = ${shopId} and s.created_at >= ${from}::timestamptz and s.created_at < ${until}::timestamptz
          union all
          select 'credit_note', c.number, r.number, c.issued_at, cu.name,
                 -(select coalesce(sum(n.amount), 0) from credit_note_lines n join sale_lines l on l.id = n.sale_line_id
                    where n.credit_note_id = c.id and l.kind = 'service'),
                 -(select coalesce(sum(n.amount), 0) from credit_note_lines n join sale_lines l on l.id = n.sale_line_id
                    where n.credit_note_id = c.id and l.kind = 'product'),
                 0, -c.tip_amount, -c.amount, -c.tax_total,
                 -${method("= 'refund'", 'cash', 'cash')}, -${method("= 'refund'", 'card_terminal', 'card_terminal')},
                 -${method("= 'refund'", 'card_on_file', 'card_on_file')}, -${method("= 'refund'", 'online', 'online')},
                 c.reason
            from credit_notes c join sales s on s.id = c.sale_id join receipts r on r.id = c.receipt_id
                 left join customers cu on cu.id = s.customer_id
           where c.shop_id = ${shopId} and c.issued_at >= ${from}::timestamptz and c.issued_at < ${until}::timestamptz
        ) d order by d.at, d.document desc, d.number`,
  );
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
