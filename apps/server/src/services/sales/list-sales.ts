import { and, count, customers, desc, eq, gte, lt, receipts, type SQL, sales } from '@salon/db';
import type { Actor, SaleStatus } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { dayRangeInZone } from '../shared/zone-days.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMaySell } from './can.ts';

/** Sales newest first, optionally of some days in the shop's time zone. */
export async function listSales(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    query,
  }: {
    shopId: string;
    query: { from?: string | undefined; to?: string | undefined; page: number; pageSize: number };
  },
) {
  assertMaySell(actor, shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const where: SQL[] = [eq(sales.shopId, shopId)];
  if (query.from)
    where.push(gte(sales.createdAt, dayRangeInZone(shop.timeZone, query.from, query.from).start));
  if (query.to) where.push(lt(sales.createdAt, dayRangeInZone(shop.timeZone, query.to, query.to).end));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ sale: sales, number: receipts.number, customerName: customers.name })
      .from(sales)
      .innerJoin(receipts, eq(receipts.saleId, sales.id))
      .leftJoin(customers, eq(customers.id, sales.customerId))
      .where(and(...where))
      .orderBy(desc(receipts.number))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ n: count() })
      .from(sales)
      .where(and(...where)),
  ]);
  return {
    items: rows.map(({ sale, number, customerName }) => ({
      id: sale.id,
      receiptNumber: number,
      appointmentId: sale.appointmentId,
      customerName,
      currency: sale.currency,
      status: sale.status as SaleStatus,
      total: sale.total,
      refunded: sale.refundedAmount,
      createdAt: sale.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
