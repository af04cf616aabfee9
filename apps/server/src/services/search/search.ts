import { appointments, inArray, sql } from '@salon/db';
import { type Actor, defineAbilityFor, inShop, type SearchResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
import { loadAppointmentViews } from '../booking/appointment-views.ts';
import { listCustomers } from '../customers/list-customers.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';

const RESULTS = 5;

/**
 * Customers by name, e-mail or phone, and appointments by their customer or a service name, so the
 * front desk finds "Lisa's colour on Friday" from one box.
 */
export async function search(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, q }: { shopId: string; q: string },
): Promise<SearchResponse> {
  assertCan(actor, 'read', 'calendar', shopId);
  // Read-only staff look at the calendar only: no customer records (contact, notes, spend) for them.
  const seesCustomers = defineAbilityFor(actor).can('read', inShop('Customer', shopId));
  const customers = seesCustomers
    ? await listCustomers(ctx, actor, { shopId, query: { q, sort: 'name', page: 1, pageSize: RESULTS } })
    : { items: [] };
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const now = ctx.now().toISOString();
  const ids = await queryRows<{ id: string }>(
    ctx.db,
    sql`select a.id from appointments a left join customers c on c.id = a.customer_id
         where a.shop_id = ${shopId}
           and (c.name ilike ${pattern} or c.email ilike ${pattern} or c.phone ilike ${pattern}
                or exists (select 1 from appointment_items i
                            where i.appointment_id = a.id and i.service_name ilike ${pattern}))
         order by (a.starts_at < ${now}::timestamptz), abs(extract(epoch from (a.starts_at - ${now}::timestamptz)))
         limit ${RESULTS}`,
  );
  const found =
    ids.length === 0
      ? []
      : await loadAppointmentViews(
          ctx.db,
          // The shop's zone, for the times; read only when there is something to show.
          await findShopRow(ctx.db, shopId),
          inArray(
            appointments.id,
            ids.map((r) => r.id),
          ),
        );
  const rank = new Map(ids.map((r, i) => [r.id, i]));
  return {
    customers: customers.items,
    appointments: found.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)),
  };
}
