import {
  type Actor,
  AppError,
  type SalePaymentMethod,
  type SalesReportResponse,
  salePaymentMethods,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { salesReportRows } from '../../repositories/sales.ts';
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
  const { totals, kinds, taxes, charged, refunded, tips, notes } = await salesReportRows(
    ctx.db,
    shopId,
    period,
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
