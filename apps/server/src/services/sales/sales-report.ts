import { sql } from '@salon/db';
import {
  type Actor,
  AppError,
  type SalePaymentMethod,
  type SalesReportResponse,
  salePaymentMethods,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
import { dayRangeInZone } from '../shared/zone-days.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMayReport } from './can.ts';

const num = (value: unknown) => Number(value ?? 0);
const MAX_DAYS = 366;

export function checkPeriod(from: string, to: string) {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days >= MAX_DAYS) {
    throw new AppError('ValidationError', 'At most a year at once', {
      details: [{ path: 'querystring.to', message: 'At most a year after `from`' }],
    });
  }
}

/**
 * A day's or period's sales, in the shop's time zone: what was sold (services, products, tips,
 * discounts, tax per rate), how it was paid per method, and what was given back. Money taken is
 * counted with the sale it paid (a deposit paid online last week counts with today's checkout);
 * refunds count on the day they were made.
 */
export async function getSalesReport(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, query }: { shopId: string; query: { from: string; to: string } },
): Promise<SalesReportResponse> {
  assertMayReport(actor, shopId);
  checkPeriod(query.from, query.to);
  const shop = await findShopRow(ctx.db, shopId);
  const period = dayRangeInZone(shop.timeZone, query.from, query.to);
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const inPeriod = (column: string) =>
    sql`${sql.raw(column)} >= ${start}::timestamptz and ${sql.raw(column)} < ${end}::timestamptz`;

  const [totals] = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`select count(*) as sales, coalesce(sum(lines_total), 0) as revenue, coalesce(sum(tip_total), 0) as tips,
               coalesce(sum(discount_amount + loyalty_amount), 0) as discounts, coalesce(sum(tax_total), 0) as tax
          from sales s where s.shop_id = ${shopId} and ${inPeriod('s.created_at')}`,
  );
  const kinds = await queryRows<{ kind: string; amount: unknown }>(
    ctx.db,
    sql`select l.kind, coalesce(sum(l.total_amount), 0) as amount
          from sale_lines l join sales s on s.id = l.sale_id
         where s.shop_id = ${shopId} and ${inPeriod('s.created_at')} group by l.kind`,
  );
  const taxes = await queryRows<{ rate: unknown; gross: unknown; net: unknown; tax: unknown }>(
    ctx.db,
    sql`select (b->>'rateBps')::int as rate, sum((b->>'gross')::bigint) as gross, sum((b->>'net')::bigint) as net,
               sum((b->>'tax')::bigint) as tax
          from sales s cross join lateral jsonb_array_elements(s.tax_breakdown) b
         where s.shop_id = ${shopId} and ${inPeriod('s.created_at')} group by 1 order by 1`,
  );
  const charged = await queryRows<{ method: string; amount: unknown }>(
    ctx.db,
    sql`select p.method, coalesce(sum(p.amount), 0) as amount
          from payment_transactions p join sales s on s.id = p.sale_id
         where s.shop_id = ${shopId} and ${inPeriod('s.created_at')} and p.kind <> 'refund' and p.status <> 'failed'
         group by p.method`,
  );
  const refunded = await queryRows<{ method: string; amount: unknown }>(
    ctx.db,
    sql`select p.method, coalesce(sum(p.amount), 0) as amount
          from payment_transactions p
         where p.shop_id = ${shopId} and p.sale_id is not null and ${inPeriod('p.created_at')}
           and p.kind = 'refund' and p.status <> 'failed'
         group by p.method`,
  );
  const tips = await queryRows<{ stylist_id: string; name: string; amount: unknown }>(
    ctx.db,
    sql`select t.stylist_id, st.name, sum(t.amount) as amount
          from sale_tips t join sales s on s.id = t.sale_id join stylists st on st.id = t.stylist_id
         where s.shop_id = ${shopId} and ${inPeriod('s.created_at')}
         group by t.stylist_id, st.name order by st.name`,
  );
  const [notes] = await queryRows<{ count: unknown; amount: unknown }>(
    ctx.db,
    sql`select count(*) as count, coalesce(sum(amount), 0) as amount
          from credit_notes c where c.shop_id = ${shopId} and ${inPeriod('c.issued_at')}`,
  );
  const amountOf = (rows: { method: string; amount: unknown }[], method: string) =>
    num(rows.find((r) => r.method === method)?.amount);
  const byMethod = salePaymentMethods
    .map((method: SalePaymentMethod) => {
      const inAmount = amountOf(charged, method);
      const back = amountOf(refunded, method);
      return { method, charged: inAmount, refunded: back, net: inAmount - back };
    })
    .filter((m) => m.charged > 0 || m.refunded > 0);
  return {
    from: query.from,
    to: query.to,
    currency: shop.currency,
    sales: num(totals?.sales),
    revenue: num(totals?.revenue),
    services: num(kinds.find((k) => k.kind === 'service')?.amount),
    products: num(kinds.find((k) => k.kind === 'product')?.amount),
    tips: num(totals?.tips),
    discounts: num(totals?.discounts),
    taxTotal: num(totals?.tax),
    taxBreakdown: taxes.map((row) => ({
      rateBps: num(row.rate),
      gross: num(row.gross),
      net: num(row.net),
      tax: num(row.tax),
    })),
    byMethod,
    tipsByStylist: tips.map((row) => ({
      stylistId: row.stylist_id,
      stylistName: row.name,
      amount: num(row.amount),
    })),
    refunds: { count: num(notes?.count), amount: num(notes?.amount) },
    netTaken: byMethod.reduce((a, m) => a + m.net, 0),
  };
}
