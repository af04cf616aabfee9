import {
  type Actor,
  type AppointmentResponse,
  type CreateAppointmentRequest,
  defaultLabel,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { commitFirst } from '../booking/commit-first.ts';
import { insertAppointment } from '../booking/insert-appointment.ts';
import { type PlanRequest, planBooking } from '../booking/plan-booking.ts';
import { customerForGuest } from '../customers/customer-for-guest.ts';
import { findCustomer } from '../customers/customer-records.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { appointmentView } from './appointment-views.ts';

/** Staff book at any notice, walk-ins included; with `override` also outside hours and over blocked time. */
export async function createAppointment(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: CreateAppointmentRequest },
): Promise<AppointmentResponse> {
  assertCan(actor, 'update', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const customer = input.customerId
    ? await findCustomer(ctx.db, shopId, input.customerId)
    : input.customer
      ? await customerForGuest(ctx.db, shopId, input.customer)
      : null;
  const request: PlanRequest = {
    shop,
    serviceIds: input.services,
    start: Date.parse(input.start),
    stylist: input.stylist,
    scope: { audience: 'staff' },
    override: input.override,
    field: 'body',
  };
  const { services, plans, anyStylist } = await planBooking(ctx, request);
  const id = await commitFirst(ctx, {
    request,
    plans,
    write: (tx, plan) =>
      insertAppointment(tx, {
        shop,
        services,
        plan,
        customerId: customer?.id ?? null,
        status: 'confirmed',
        label: input.label ?? defaultLabel({ source: input.source, anyStylist: input.stylist === 'any' }),
        customLabel: input.customLabel,
        source: input.source,
        anyStylist,
        note: input.note,
        guest: input.customerId ? null : input.customer,
        actor: { kind: 'staff', userId: actor.id },
      }),
  });
  return appointmentView(ctx.db, shop, id);
}
