import { type Actor, addDays, type DashboardResponse, dateOfInstant, isoInZone } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import {
  bookingFigures,
  bookingsPerDay,
  bookingsPerLink,
  customerFigures,
  nextVisitsToday,
  occupancyMinutes,
  revenueByDay,
  todayCounts,
} from '../../repositories/dashboard.ts';
import { assertCan } from '../shared/assert-can.ts';
import { dayRangeInZone } from '../shared/zone-days.ts';
import { findShopRow } from '../shops/shop-records.ts';

const num = (value: unknown) => Number(value ?? 0);

/**
 * Today at a glance and the figures of a period, each computed by PostgreSQL over the rows it
 * needs; nothing is fetched row by row to be counted here.
 */
export async function getDashboard(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    query,
  }: { shopId: string; query: { from: string; to: string; source: 'all' | 'online' | 'google' } },
): Promise<DashboardResponse> {
  assertCan(actor, 'read', 'dashboard', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const zone = shop.timeZone;
  const period = dayRangeInZone(zone, query.from, query.to);
  const today = dateOfInstant(zone, ctx.now().getTime());
  const todayRange = dayRangeInZone(zone, today, today);
  const scope = { shopId, start: period.start, end: period.end, source: query.source };

  const figures = await bookingFigures(ctx.db, scope);
  const customers = await customerFigures(ctx.db, scope);
  const occupancy = await occupancyMinutes(ctx.db, { shopId, from: query.from, to: query.to, ...period });
  const series = await bookingsPerDay(ctx.db, { ...scope, zone });
  const byDay = new Map(series.map((row) => [row.day, row]));
  const revenueOfDay = await revenueByDay(ctx.db, { ...scope, zone });
  const revenue = [...revenueOfDay.values()].reduce((a, v) => a + v, 0);
  const days: DashboardResponse['series'] = [];
  for (let day = query.from; day <= query.to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({
      date: day,
      bookings: num(row?.bookings),
      revenue: revenueOfDay.get(day) ?? 0,
    });
  }

  const todayCount = await todayCounts(ctx.db, { shopId, today: todayRange, now: ctx.now() });
  const next = await nextVisitsToday(ctx.db, { shopId, today: todayRange, now: ctx.now() });
  const asArray = (value: string[] | string) =>
    Array.isArray(value)
      ? value
      : value
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean);

  const completed = num(figures?.completed);
  const noShows = num(figures?.no_shows);
  const working = num(occupancy?.working);
  const booked = Math.round(num(occupancy?.booked));
  return {
    today: {
      date: today,
      appointments: num(todayCount?.n),
      next: next.map((row) => ({
        id: row.id,
        start: isoInZone(new Date(row.starts_at), zone),
        customerName: row.customer_name,
        services: asArray(row.services),
        stylistIds: asArray(row.stylist_ids),
        status: row.status,
      })),
    },
    pendingRequests: num(todayCount?.pending),
    period: {
      from: query.from,
      to: query.to,
      bookings: num(figures?.bookings),
      completed,
      cancelled: num(figures?.cancelled),
      noShows,
      revenue: { amount: revenue, currency: shop.currency },
      noShowRate: completed + noShows > 0 ? noShows / (completed + noShows) : 0,
      occupancy: working > 0 ? Math.min(1, booked / working) : 0,
      bookedMinutes: booked,
      workingMinutes: working,
      newCustomers: num(customers?.new_customers),
      returningCustomers: num(customers?.returning_customers),
      bySource: {
        admin: num(figures?.src_admin),
        online: num(figures?.src_online),
        google: num(figures?.src_google),
        walk_in: num(figures?.src_walk_in),
      },
      byLink: (await bookingsPerLink(ctx.db, scope)).map((row) => ({
        id: row.id,
        alias: row.alias,
        kind: row.kind === 'google' ? 'google' : 'own',
        bookings: num(row.bookings),
      })),
    },
    series: days,
  };
}
