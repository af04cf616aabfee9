import { and, appointmentItems, appointments, eq, gte, inArray, lt } from '@salon/db';
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
  const items = await loadAppointmentViews(
    ctx.db,
    shop,
    and(
      gte(appointments.startsAt, start),
      lt(appointments.startsAt, end),
      query.status?.length ? inArray(appointments.status, query.status) : undefined,
      query.label?.length ? inArray(appointments.label, query.label) : undefined,
      query.source?.length ? inArray(appointments.source, query.source) : undefined,
      query.link?.length ? inArray(appointments.aliasId, query.link) : undefined,
      query.stylistId?.length
        ? inArray(
            appointments.id,
            ctx.db
              .select({ id: appointmentItems.appointmentId })
              .from(appointmentItems)
              .where(
                and(
                  eq(appointmentItems.shopId, shopId),
                  inArray(appointmentItems.stylistId, query.stylistId),
                ),
              ),
          )
        : undefined,
    ),
  );
  return { items, total: items.length };
}
