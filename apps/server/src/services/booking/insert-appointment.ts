import type { ShopRow, Tx } from '@salon/db';
import {
  type AppointmentLabel,
  type AppointmentSource,
  type AppointmentStatus,
  customLabelText,
  type ServiceResponse,
  type VisitItem,
} from '@salon/domain';
import { insertVisit } from '../../repositories/appointments.ts';
import { bookedItemFacts, insertItems } from './appointment-items.ts';
import type { AppointmentChange, ChangeActor } from './write-appointment-change.ts';

export interface NewAppointment {
  shop: ShopRow;
  services: ServiceResponse[];
  plan: VisitItem[];
  customerId: string | null;
  status: AppointmentStatus;
  label: AppointmentLabel;
  customLabel?: string | null | undefined;
  source: AppointmentSource;
  /** The shop's booking link the booking came through (see `bookingLinkOf`). */
  aliasId?: string | null;
  anyStylist: boolean;
  note?: string | null | undefined;
  manageTokenHash?: string | null;
  /** What a guest typed, kept on the visit (the stored customer is not changed by a guest). */
  guest?: { name: string; email?: string | null | undefined; phone?: string | null | undefined } | null;
  actor: ChangeActor;
  now: Date;
  /** What is paid online at booking; staff bookings take nothing online. */
  depositAmount?: number | null;
}

/** Inserts a visit with its items; the change it answers is recorded by `writeAppointmentChange`. */
export async function insertAppointment(
  tx: Tx,
  input: NewAppointment,
): Promise<{ change: AppointmentChange; result: string }> {
  const first = input.plan[0] as VisitItem;
  const last = input.plan[input.plan.length - 1] as VisitItem;
  const facts = bookedItemFacts(input.services, input.plan);
  const price = facts.reduce((sum, item) => sum + item.priceAmount, 0);
  const deposit = input.depositAmount ?? 0;
  const id = await insertVisit(tx, {
    shopId: input.shop.id,
    customerId: input.customerId,
    status: input.status,
    label: input.label,
    customLabel: customLabelText(input.label, input.customLabel),
    source: input.source,
    aliasId: input.aliasId ?? null,
    anyStylist: input.anyStylist,
    startsAt: new Date(first.start),
    endsAt: new Date(last.end),
    note: input.note ?? null,
    priceAmount: price,
    currency: input.services[0]?.price.currency ?? input.shop.currency,
    depositAmount: deposit > 0 ? deposit : null,
    manageTokenHash: input.manageTokenHash ?? null,
    guestName: input.guest?.name ?? null,
    guestEmail: input.guest?.email ?? null,
    guestPhone: input.guest?.phone ?? null,
    createdBy: input.actor.userId,
    // A payment hold expires counted from here, on the same clock as the job that releases it.
    ...(input.status === 'awaiting_payment' ? { createdAt: input.now } : {}),
  });
  await insertItems(tx, { shopId: input.shop.id, appointmentId: id, facts, plan: input.plan });
  const changes = {
    status: input.status,
    start: new Date(first.start).toISOString(),
    stylists: [...new Set(input.plan.map((i) => i.stylistId))],
  };
  return {
    change: {
      shopId: input.shop.id,
      appointmentId: id,
      actor: input.actor,
      history: [{ action: 'created', changes }],
      event: 'created',
      now: input.now,
    },
    result: id,
  };
}
