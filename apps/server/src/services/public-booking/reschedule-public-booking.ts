import { appointmentItems, type appointments, asc, eq, type ShopRow } from '@salon/db';
import { AppError, type PublicBooking } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { replaceItems } from '../booking/appointment-items.ts';
import { commitFirst } from '../booking/commit-first.ts';
import { type PlanRequest, planBooking } from '../booking/plan-booking.ts';
import { assertChangeable, byToken } from './booking-by-token.ts';
import { publicView } from './public-view.ts';

export async function reschedulePublicBooking(
  ctx: ServiceContext,
  { token, input, ip }: { token: string; input: { start: string; stylist?: string | undefined }; ip: string },
): Promise<{ booking: PublicBooking }> {
  const { appointment, shop } = await byToken(ctx, token, ip);
  return reschedule(ctx, { shop, appointment, input });
}

async function reschedule(
  ctx: ServiceContext,
  {
    shop,
    appointment,
    input,
  }: {
    shop: ShopRow;
    appointment: typeof appointments.$inferSelect;
    input: { start: string; stylist?: string | undefined };
  },
) {
  assertChangeable(ctx, shop, appointment);
  const items = await ctx.db
    .select()
    .from(appointmentItems)
    .where(eq(appointmentItems.appointmentId, appointment.id))
    .orderBy(asc(appointmentItems.position));
  const serviceIds = items.map((i) => i.serviceId);
  if (serviceIds.some((id) => !id)) {
    throw new AppError('ChangeWindowClosed', 'This booking can only be changed by the salon');
  }
  const stylistsOfVisit = [...new Set(items.map((i) => i.stylistId))];
  const request: PlanRequest = {
    shop,
    serviceIds: serviceIds as string[],
    start: Date.parse(input.start),
    stylist:
      input.stylist ??
      (appointment.anyStylist || stylistsOfVisit.length > 1 ? 'any' : (stylistsOfVisit[0] as string)),
    scope: { audience: 'public', excludeAppointmentId: appointment.id },
    field: 'body',
  };
  const { plans } = await planBooking(ctx, request);
  const facts = items.map((i) => ({
    serviceId: i.serviceId,
    serviceName: i.serviceName,
    priceAmount: i.priceAmount,
  }));
  await commitFirst(ctx, {
    request,
    plans,
    write: async (tx, plan) => {
      await replaceItems(tx, { shopId: shop.id, appointmentId: appointment.id, facts, plan });
      const changes = {
        from: appointment.startsAt.toISOString(),
        to: new Date(plan[0]?.start ?? 0).toISOString(),
      };
      return {
        change: {
          shopId: shop.id,
          appointmentId: appointment.id,
          actor: { kind: 'customer', userId: null },
          history: [{ action: 'rescheduled', changes }],
          event: 'rescheduled',
          now: ctx.now(),
        },
        result: undefined,
      };
    },
  });
  return { booking: await publicView(ctx.db, shop, appointment.id) };
}
