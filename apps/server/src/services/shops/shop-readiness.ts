import { type Executor, sql } from '@salon/db';
import { dateOfInstant, type ShopReadinessGap, type ShopReadinessResponse } from '@salon/domain';
import { queryRows } from '../../infra/sql.ts';

/**
 * Whether a shop's booking page could take a booking: a service offered online (not archived),
 * performed by a stylist offered online who works at some time (weekly hours, or other hours on a
 * date still to come). What is missing is named from the most basic up, so the owner fixes the
 * first thing first.
 */
export async function shopReadiness(
  db: Executor,
  shop: { id: string; timeZone: string },
  now: Date,
): Promise<ShopReadinessResponse> {
  const today = dateOfInstant(shop.timeZone, now.getTime());
  const worksSometime = sql`(exists (select 1 from working_hours w
                                     where w.stylist_id = st.id and w.end_minute > w.start_minute)
                          or exists (select 1 from schedule_overrides o
                                      where o.stylist_id = st.id and o.date >= ${today}::date
                                        and jsonb_array_length(o.intervals) > 0))`;
  const [row] = await queryRows<Record<'service' | 'stylist' | 'hours' | 'pair', boolean>>(
    db,
    sql`select
          exists (select 1 from services s
                   where s.shop_id = ${shop.id} and s.active and s.bookable_online) as service,
          exists (select 1 from stylists st
                   where st.shop_id = ${shop.id} and st.active and st.bookable_online) as stylist,
          exists (select 1 from stylists st
                   where st.shop_id = ${shop.id} and st.active and st.bookable_online and ${worksSometime}) as hours,
          exists (select 1 from services s
                    join service_stylists ss on ss.service_id = s.id
                    join stylists st on st.id = ss.stylist_id
                   where s.shop_id = ${shop.id} and s.active and s.bookable_online
                     and st.active and st.bookable_online and ${worksSometime}) as pair`,
  );
  const missing: ShopReadinessGap[] = [];
  if (!row?.service) missing.push('service');
  if (!row?.stylist) missing.push('stylist');
  else if (!row.hours) missing.push('hours');
  // Only once both halves exist can the trouble be that they do not meet.
  if (missing.length === 0 && !row?.pair) missing.push('stylistForService');
  return { ready: missing.length === 0, missing };
}
