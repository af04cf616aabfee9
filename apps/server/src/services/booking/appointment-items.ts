import { appointmentItems, appointments, eq, type Tx } from '@salon/db';
import type { ServiceResponse, VisitItem } from '@salon/domain';
import { priceOf } from '../availability/visit-rules.ts';

/** What each item of a visit records besides its times: the service and its price as booked. */
export interface ItemFacts {
  serviceId: string | null;
  serviceName: string;
  priceAmount: number;
}

export const bookedItemFacts = (services: ServiceResponse[], plan: VisitItem[]): ItemFacts[] =>
  plan.map((item, i) => {
    const service = services[i] as ServiceResponse;
    return {
      serviceId: service.id,
      serviceName: service.name,
      priceAmount: priceOf(service, item.stylistId),
    };
  });

export async function insertItems(
  tx: Tx,
  {
    shopId,
    appointmentId,
    facts,
    plan,
  }: { shopId: string; appointmentId: string; facts: ItemFacts[]; plan: VisitItem[] },
) {
  await tx.insert(appointmentItems).values(
    plan.map((item, position) => ({
      appointmentId,
      shopId,
      ...(facts[position] as ItemFacts),
      stylistId: item.stylistId,
      position,
      startsAt: new Date(item.start),
      endsAt: new Date(item.end),
      occupiedStart: new Date(item.occupiedStart),
      occupiedEnd: new Date(item.occupiedEnd),
    })),
  );
}

/** Replaces a visit's items (a move): old rows go first, so the visit never collides with itself. */
export async function replaceItems(
  tx: Tx,
  {
    shopId,
    appointmentId,
    facts,
    plan,
  }: { shopId: string; appointmentId: string; facts: ItemFacts[]; plan: VisitItem[] },
) {
  await tx.delete(appointmentItems).where(eq(appointmentItems.appointmentId, appointmentId));
  await insertItems(tx, { shopId, appointmentId, facts, plan });
  const first = plan[0] as VisitItem;
  const last = plan[plan.length - 1] as VisitItem;
  await tx
    .update(appointments)
    .set({ startsAt: new Date(first.start), endsAt: new Date(last.end), updatedAt: new Date() })
    .where(eq(appointments.id, appointmentId));
}
