import { type Actor, defineAbilityFor, inShop, type SearchResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { visitIdsMatching } from '../../repositories/appointments.ts';
import { appointmentViewsOf } from '../booking/appointment-views.ts';
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
  const ids = await visitIdsMatching(ctx.db, {
    shopId,
    text: q,
    now: ctx.now(),
    limit: RESULTS,
  });
  const found =
    ids.length === 0
      ? []
      : await appointmentViewsOf(
          ctx.db,
          // The shop's zone, for the times; read only when there is something to show.
          await findShopRow(ctx.db, shopId),
          ids,
        );
  const rank = new Map(ids.map((id, i) => [id, i]));
  return {
    customers: customers.items,
    appointments: found.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)),
  };
}
