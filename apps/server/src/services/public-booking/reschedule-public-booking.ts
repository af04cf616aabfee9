import type { AppointmentRow, ShopRow } from '@salon/db';
import { AppError, type PublicBooking } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { itemsOfVisits } from '../../repositories/appointments.ts';
import { replaceItems } from '../booking/appointment-items.ts';
import { assertChangeable, bookingOfManageLink } from '../booking/booking-of-manage-link.ts';
import { findAppointment } from '../booking/find-appointment.ts';
import { type PlanRequest, planBooking } from '../booking/plan-booking.ts';
import { writeFirstFreePlan } from '../booking/write-first-free-plan.ts';
import { publicView } from './public-view.ts';

export async function reschedulePublicBooking(
  ctx: ServiceContext,
  { token, input, ip }: { token: string; input: { start: string; stylist?: string | undefined }; ip: string },
): Promise<{ booking: PublicBooking }> {
  const { appointment, shop } = await bookingOfManageLink(ctx, token, ip);
  await rescheduleByCustomer(ctx, { shop, appointment, input, userId: null });
  return { booking: await publicView(ctx.db, shop, appointment.id) };
}

/**
 * A customer moves their own booking, within the shop's change window, to a time the public
 * page offers: the one engine for the manage link (no account, `userId` null) and the signed-in
 * customer site (the account's id). The same services; the same stylist unless another is asked for.
 */
export async function rescheduleByCustomer(
  ctx: ServiceContext,
  {
    shop,
    appointment,
    input,
    userId,
  }: {
    shop: ShopRow;
    appointment: AppointmentRow;
    input: { start: string; stylist?: string | undefined };
    userId: string | null;
  },
): Promise<void> {
  assertChangeable(ctx, shop, appointment);
  const items = await itemsOfVisits(ctx.db, [appointment.id]);
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
  await writeFirstFreePlan(ctx, {
    request,
    plans,
    write: async (tx, plan) => {
      // Checked again on the locked row: staff may have cancelled it, or another tab moved it,
      // since it was read; a move waits for theirs and then obeys what it finds.
      const current = await findAppointment(tx, shop.id, appointment.id, { lock: true });
      assertChangeable(ctx, shop, current);
      await replaceItems(tx, { shopId: shop.id, appointmentId: appointment.id, facts, plan });
      const changes = {
        from: current.startsAt.toISOString(),
        to: new Date(plan[0]?.start ?? 0).toISOString(),
      };
      return {
        change: {
          shopId: shop.id,
          appointmentId: appointment.id,
          actor: { kind: 'customer', userId },
          history: [{ action: 'rescheduled', changes }],
          event: 'rescheduled',
          now: ctx.now(),
        },
        result: undefined,
      };
    },
  });
}
