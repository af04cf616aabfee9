import type { Actor, SaleStatus } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { pageOfSales } from '../../repositories/sales.ts';
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
  const { rows, total } = await pageOfSales(
    ctx.db,
    {
      shopId,
      createdFrom: query.from ? dayRangeInZone(shop.timeZone, query.from, query.from).start : undefined,
      createdBefore: query.to ? dayRangeInZone(shop.timeZone, query.to, query.to).end : undefined,
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
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
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
