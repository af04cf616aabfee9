import {
  type Actor,
  type AppointmentResponse,
  type CreateAppointmentRequest,
  defaultLabel,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { appointmentView } from '../booking/appointment-views.ts';
import { insertAppointment } from '../booking/insert-appointment.ts';
import { type PlanRequest, planBooking } from '../booking/plan-booking.ts';
import { writeFirstFreePlan } from '../booking/write-first-free-plan.ts';
import { customerForGuest } from '../customers/customer-for-guest.ts';
import { findCustomer } from '../customers/customer-records.ts';
import { assertCan } from '../shared/assert-can.ts';
import { phoneForShop } from '../shared/phone-field.ts';
import { findShopRow } from '../shops/shop-records.ts';

/** Staff book at any notice, walk-ins included; with `override` also outside hours and over blocked time. */
export async function createAppointment(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: CreateAppointmentRequest },
): Promise<AppointmentResponse> {
  assertCan(actor, 'update', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  // A chosen customer must exist before anything is planned; a new one is made only together
  // with the appointment (below), so a refused time leaves no customer behind.
  const existing = input.customerId ? await findCustomer(ctx.db, shopId, input.customerId) : null;
  const guest = input.customer
    ? { ...input.customer, phone: phoneForShop(shop, input.customer.phone, 'body.customer.phone') }
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
  const id = await writeFirstFreePlan(ctx, {
    request,
    plans,
    write: async (tx, plan) => {
      const customer = existing ?? (guest ? await customerForGuest(tx, shopId, guest) : null);
      return insertAppointment(tx, {
        shop,
        now: ctx.now(),
        services,
        plan,
        customerId: customer?.id ?? null,
        status: 'confirmed',
        label: input.label ?? defaultLabel({ source: input.source, anyStylist: input.stylist === 'any' }),
        customLabel: input.customLabel,
        source: input.source,
        anyStylist,
        note: input.note,
        guest: input.customerId ? null : guest,
        actor: { kind: 'staff', userId: actor.id },
      });
    },
  });
  return appointmentView(ctx.db, shop, id);
}
