import { type Executor, sql } from '@salon/db';
import { queryRows } from '../infra/sql.ts';

/** Where bookings came from: every source, or only one of them. */
export type BookingSource = 'all' | 'online' | 'google';

/** The shop and period a dashboard figure is of, and the bookings' source it counts. */
export interface DashboardScope {
  shopId: string;
  start: Date;
  end: Date;
  source: BookingSource;
}

const ofSource = (source: BookingSource) => (source === 'all' ? sql`` : sql`and a.source = ${source}`);

const startsIn = (r: { start: Date; end: Date }) =>
  sql`a.starts_at >= ${r.start.toISOString()}::timestamptz and a.starts_at < ${r.end.toISOString()}::timestamptz`;

/** Counts of the period's bookings by outcome and by source; declined requests are no bookings. */
export async function bookingFigures(
  db: Executor,
  scope: DashboardScope,
): Promise<Record<string, unknown> | undefined> {
  const [figures] = await queryRows<Record<string, unknown>>(
    db,
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
       where a.shop_id = ${scope.shopId} and ${startsIn(scope)} ${ofSource(scope.source)}`,
  );
  return figures;
}

/** The period's customers whose first visit ever is in the period, and those who came before. */
export async function customerFigures(
  db: Executor,
  scope: DashboardScope,
): Promise<{ new_customers: unknown; returning_customers: unknown } | undefined> {
  const [customers] = await queryRows<{ new_customers: unknown; returning_customers: unknown }>(
    db,
    sql`with seen as (
          select distinct a.customer_id from appointments a
           where a.shop_id = ${scope.shopId} and a.customer_id is not null and a.status <> 'declined'
             and ${startsIn(scope)} ${ofSource(scope.source)}),
        firsts as (
          select s.customer_id,
                 (select min(b.starts_at) from appointments b
                   where b.customer_id = s.customer_id and b.status <> 'declined') as first_visit
            from seen s)
        select count(*) filter (where first_visit >= ${scope.start.toISOString()}::timestamptz) as new_customers,
               count(*) filter (where first_visit < ${scope.start.toISOString()}::timestamptz) as returning_customers
          from firsts`,
  );
  return customers;
}

/**
 * Working time: weekly hours of active stylists per day of the period (`from`..`to`, the shop's
 * dates), other hours where a date has them, nothing on closed days; booked time: the active items
 * inside the period. Both in minutes.
 */
export async function occupancyMinutes(
  db: Executor,
  { shopId, from, to, start, end }: { shopId: string; from: string; to: string; start: Date; end: Date },
): Promise<{ working: unknown; booked: unknown } | undefined> {
  const [occupancy] = await queryRows<{ working: unknown; booked: unknown }>(
    db,
    sql`with days as (
          select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
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
               coalesce((select sum(extract(epoch from (least(it.ends_at, ${end.toISOString()}::timestamptz)
                                                          - greatest(it.starts_at, ${start.toISOString()}::timestamptz))) / 60)
                           from appointment_items it
                          where it.shop_id = ${shopId} and it.active
                            and it.starts_at < ${end.toISOString()}::timestamptz
                            and it.ends_at > ${start.toISOString()}::timestamptz), 0) as booked`,
  );
  return occupancy;
}

/** The period's bookings per day in the shop's zone, days without any left out. */
export function bookingsPerDay(
  db: Executor,
  scope: DashboardScope & { zone: string },
): Promise<{ day: string; bookings: unknown }[]> {
  return queryRows<{ day: string; bookings: unknown }>(
    db,
    sql`select (a.starts_at at time zone ${scope.zone})::date::text as day,
               count(*) filter (where a.status <> 'declined') as bookings
          from appointments a
         where a.shop_id = ${scope.shopId} and ${startsIn(scope)} ${ofSource(scope.source)}
         group by 1 order by 1`,
  );
}

/**
 * A period's revenue per day in the shop's zone, each visit counted once: what sales took for
 * services and products (after discounts and points, deposits included, tips left out as they are
 * the stylists'), less what credit notes gave back of it, on the day of the sale or the refund;
 * and the booked price of every completed visit that was never checked out, on the day of the
 * visit. A salon that checks out some visits and only marks others completed sees both.
 */
export async function revenueByDay(
  db: Executor,
  { shopId, zone, start, end, source }: DashboardScope & { zone: string },
): Promise<Map<string, number>> {
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  // Walk-in sales have no booking source: they count only when every source is shown.
  const saleSource =
    source === 'all'
      ? sql``
      : sql`and exists (select 1 from appointments a where a.id = s.appointment_id and a.source = ${source})`;
  const rows = await queryRows<{ day: string; amount: unknown }>(
    db,
    sql`select day, sum(amount) as amount from (
          select (s.created_at at time zone ${zone})::date::text as day, s.lines_total as amount
            from sales s
           where s.shop_id = ${shopId} and s.created_at >= ${from} and s.created_at < ${to} ${saleSource}
          union all
          select (c.issued_at at time zone ${zone})::date::text, -(c.amount - c.tip_amount)
            from credit_notes c join sales s on s.id = c.sale_id
           where c.shop_id = ${shopId} and c.issued_at >= ${from} and c.issued_at < ${to} ${saleSource}
          union all
          select (a.starts_at at time zone ${zone})::date::text, a.price_amount
            from appointments a
           where a.shop_id = ${shopId} and a.status = 'completed'
             and a.starts_at >= ${from} and a.starts_at < ${to} ${ofSource(source)}
             and not exists (select 1 from sales s where s.appointment_id = a.id)
        ) movements group by day`,
  );
  return new Map(rows.map((row) => [row.day, Number(row.amount ?? 0)]));
}

/**
 * Today's visits that will take place or did (`n`), and the requests still to answer that have not
 * started (`pending`), at `now`.
 */
export async function todayCounts(
  db: Executor,
  { shopId, today, now }: { shopId: string; today: { start: Date; end: Date }; now: Date },
): Promise<{ n: unknown; pending: unknown } | undefined> {
  const [todayCount] = await queryRows<{ n: unknown; pending: unknown }>(
    db,
    sql`select count(*) filter (where a.status in ('pending', 'confirmed', 'completed') and ${startsIn(today)}) as n,
               count(*) filter (where a.status = 'pending' and a.starts_at >= ${now.toISOString()}::timestamptz) as pending
          from appointments a where a.shop_id = ${shopId}`,
  );
  return todayCount;
}

/** A coming visit of today; the arrays may come as PostgreSQL's text form (`{a,b}`). */
export interface NextVisitRow {
  id: string;
  starts_at: Date | string;
  customer_name: string | null;
  services: string[] | string;
  stylist_ids: string[] | string;
  status: string;
}

/** The next five visits of today from `now` on, booked or requested, with their services and stylists. */
export function nextVisitsToday(
  db: Executor,
  { shopId, today, now }: { shopId: string; today: { start: Date; end: Date }; now: Date },
): Promise<NextVisitRow[]> {
  return queryRows<NextVisitRow>(
    db,
    sql`select a.id, a.starts_at, c.name as customer_name, a.status,
               array(select it.service_name from appointment_items it where it.appointment_id = a.id order by it.position) as services,
               array(select distinct it.stylist_id::text from appointment_items it where it.appointment_id = a.id) as stylist_ids
          from appointments a left join customers c on c.id = a.customer_id
         where a.shop_id = ${shopId} and a.status in ('pending', 'confirmed')
           and a.starts_at >= ${now.toISOString()}::timestamptz and ${startsIn(today)}
         order by a.starts_at limit 5`,
  );
}

/**
 * Bookings of a period per booking link of the shop (every link, also those that brought none),
 * most first. Declined requests do not count, as in the other booking figures.
 */
export function bookingsPerLink(
  db: Executor,
  { shopId, start, end, source }: DashboardScope,
): Promise<{ id: string; alias: string; kind: string; bookings: unknown }[]> {
  return queryRows<{ id: string; alias: string; kind: string; bookings: unknown }>(
    db,
    sql`select l.id, l.alias, l.kind, count(a.id) as bookings
          from shop_aliases l
          left join appointments a
            on a.alias_id = l.id and a.shop_id = ${shopId} and a.status <> 'declined'
           and a.starts_at >= ${start.toISOString()}::timestamptz and a.starts_at < ${end.toISOString()}::timestamptz
           ${ofSource(source)}
         where l.shop_id = ${shopId}
         group by l.id, l.alias, l.kind
         order by count(a.id) desc, l.alias`,
  );
}
