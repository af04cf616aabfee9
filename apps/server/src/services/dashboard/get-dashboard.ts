import { sql } from '@salon/db';
import { type Actor, addDays, type DashboardResponse, dateOfInstant, isoInZone } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
import { assertCan } from '../shared/assert-can.ts';
import { dayRangeInZone } from '../shared/zone-days.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { bookingsByLink } from './bookings-by-link.ts';
import { periodRevenue } from './period-revenue.ts';

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
  const source = query.source === 'all' ? sql`` : sql`and a.source = ${query.source}`;
  const range = (r: { start: Date; end: Date }) =>
    sql`a.starts_at >= ${r.start.toISOString()}::timestamptz and a.starts_at < ${r.end.toISOString()}::timestamptz`;

  const [figures] = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`select
          count(*) filter (where a.status not in ('declined')) as bookings,
          count(*) filter (where a.status = 'completed') as completed,
          count(*) filter (where a.status = 'cancelled') as cancelled,
          count(*) filter (where a.status = 'no_show') as no_shows,
          count(*) filter (where a.source = 'admin' and a.status <> 'declined') as src_admin,
          count(*) filter (where a.source = 'online' and a.status <> 'declined') as src_online,
          count(*) filter (where a.source = 'google' and a.status <> 'declined') as src_google,
          count(*) filter (where a.source = 'walk_in' and a.status <> 'declined') as src_walk_in
        from appointments a
       where a.shop_id = ${shopId} and ${range(period)} ${source}`,
  );

  const [customers] = await queryRows<{ new_customers: unknown; returning_customers: unknown }>(
    ctx.db,
    sql`with seen as (
          select distinct a.customer_id from appointments a
           where a.shop_id = ${shopId} and a.customer_id is not null and a.status <> 'declined'
             and ${range(period)} ${source}),
        firsts as (
          select s.customer_id,
                 (select min(b.starts_at) from appointments b
                   where b.customer_id = s.customer_id and b.status <> 'declined') as first_visit
            from seen s)
        select count(*) filter (where first_visit >= ${period.start.toISOString()}::timestamptz) as new_customers,
               count(*) filter (where first_visit < ${period.start.toISOString()}::timestamptz) as returning_customers
          from firsts`,
  );

  // Working time: weekly hours of active stylists per day of the period, other hours where a
  // date has them, nothing on closed days; booked time: the active items inside the period.
  const [occupancy] = await queryRows<{ working: unknown; booked: unknown }>(
    ctx.db,
    sql`with days as (
          select d::date as day from generate_series(${query.from}::date, ${query.to}::date, interval '1 day') d
           where not exists (select 1 from shop_closures c where c.shop_id = ${shopId} and c.date = d::date)),
        weekly as (
          select sum(w.end_minute - w.start_minute) as minutes
            from days
            join working_hours w on w.shop_id = ${shopId} and w.weekday = extract(isodow from days.day)
            join stylists s on s.id = w.stylist_id and s.active
           where not exists (select 1 from schedule_overrides o where o.stylist_id = w.stylist_id and o.date = days.day)),
        other as (
          select sum((i->>'end')::int - (i->>'start')::int) as minutes
            from schedule_overrides o
            join days on days.day = o.date
            join stylists s on s.id = o.stylist_id and s.active
            cross join lateral jsonb_array_elements(o.intervals) i
           where o.shop_id = ${shopId})
        select coalesce((select minutes from weekly), 0) + coalesce((select minutes from other), 0) as working,
               coalesce((select sum(extract(epoch from (least(it.ends_at, ${period.end.toISOString()}::timestamptz)
                                                          - greatest(it.starts_at, ${period.start.toISOString()}::timestamptz))) / 60)
                           from appointment_items it
                          where it.shop_id = ${shopId} and it.active
                            and it.starts_at < ${period.end.toISOString()}::timestamptz
                            and it.ends_at > ${period.start.toISOString()}::timestamptz), 0) as booked`,
  );

  const series = await queryRows<{ day: string; bookings: unknown }>(
    ctx.db,
    sql`select (a.starts_at at time zone ${zone})::date::text as day,
               count(*) filter (where a.status <> 'declined') as bookings
          from appointments a
         where a.shop_id = ${shopId} and ${range(period)} ${source}
         group by 1 order by 1`,
  );
  const byDay = new Map(series.map((row) => [row.day, row]));
  const revenue = await periodRevenue(ctx.db, {
    shopId,
    zone,
    start: period.start,
    end: period.end,
    source: query.source,
  });
  const days: DashboardResponse['series'] = [];
  for (let day = query.from; day <= query.to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({
      date: day,
      bookings: num(row?.bookings),
      revenue: revenue.byDay.get(day) ?? 0,
    });
  }

  const [todayCount] = await queryRows<{ n: unknown; pending: unknown }>(
    ctx.db,
    sql`select count(*) filter (where a.status in ('pending', 'confirmed', 'completed') and ${range(todayRange)}) as n,
               count(*) filter (where a.status = 'pending' and a.starts_at >= ${ctx.now().toISOString()}::timestamptz) as pending
          from appointments a where a.shop_id = ${shopId}`,
  );
  const next = await queryRows<{
    id: string;
    starts_at: Date | string;
    customer_name: string | null;
    services: string[] | string;
    stylist_ids: string[] | string;
    status: string;
  }>(
    ctx.db,
    sql`select a.id, a.starts_at, c.name as customer_name, a.status,
               array(select it.service_name from appointment_items it where it.appointment_id = a.id order by it.position) as services,
               array(select distinct it.stylist_id::text from appointment_items it where it.appointment_id = a.id) as stylist_ids
          from appointments a left join customers c on c.id = a.customer_id
         where a.shop_id = ${shopId} and a.status in ('pending', 'confirmed')
           and a.starts_at >= ${ctx.now().toISOString()}::timestamptz and ${range(todayRange)}
         order by a.starts_at limit 5`,
  );
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
      revenue: { amount: revenue.total, currency: shop.currency },
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
      byLink: await bookingsByLink(ctx.db, { shopId, ...period, source: query.source }),
    },
    series: days,
  };
}
