import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { loadAppointmentViews } from '../booking/appointment-views.ts';
import { assertCan } from '../shared/assert-can.ts';
import { dayRangeInZone } from '../shared/zone-days.ts';
import { findShopRow } from '../shops/shop-records.ts';

export async function listAppointments(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    query,
  }: {
    shopId: string;
    query: {
      from: string;
      to: string;
      stylistId?: string[] | undefined;
      status?: string[] | undefined;
      label?: string[] | undefined;
      source?: string[] | undefined;
      link?: string[] | undefined;
    };
  },
) {
  assertCan(actor, 'read', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const { start, end } = dayRangeInZone(shop.timeZone, query.from, query.to);
  const items = await loadAppointmentViews(ctx.db, shop, {
    startsFrom: start,
    startsBefore: end,
    statuses: query.status,
    labels: query.label,
    sources: query.source,
    linkIds: query.link,
    stylistIds: query.stylistId,
  });
  return { items, total: items.length };
}
