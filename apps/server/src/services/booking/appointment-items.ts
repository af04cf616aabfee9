import type { Tx } from '@salon/db';
import type { ServiceResponse, VisitItem } from '@salon/domain';
import {
  changeVisit,
  deleteVisitItems,
  heldTimesOfVisit,
  insertVisitItems,
  takeAdvisoryLocks,
} from '../../repositories/appointments.ts';
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

/** A stretch of one stylist's time, as items hold it. */
type HeldTime = Pick<VisitItem, 'stylistId' | 'occupiedStart' | 'occupiedEnd'>;

const DAY_MS = 86_400_000;

/**
 * Takes, until the transaction ends, a lock on every stylist's day the times touch, in one order
 * for all writers. Without it two visits wanting two stylists in opposite orders (cut with Ana
 * then colour with Ben, and the reverse) each waited on the other's uncommitted item inside the
 * exclusion constraint: PostgreSQL broke the cycle only after its one-second deadlock timeout,
 * holding both connections meanwhile, and a burst of such bookings queued past the pool's wait.
 * Locks taken in one order form no cycle; the exclusion constraint still decides who has the time.
 */
export async function lockStylistTime(tx: Tx, times: HeldTime[]): Promise<void> {
  const keys = new Set<string>();
  for (const time of times) {
    for (let day = Math.floor(time.occupiedStart / DAY_MS); day * DAY_MS < time.occupiedEnd; day++) {
      keys.add(`stylist-time:${time.stylistId}:${day}`);
    }
  }
  await takeAdvisoryLocks(tx, [...keys].sort());
}

export async function insertItems(
  tx: Tx,
  {
    shopId,
    appointmentId,
    facts,
    plan,
  }: { shopId: string; appointmentId: string; facts: ItemFacts[]; plan: VisitItem[] },
) {
  await lockStylistTime(tx, plan);
  await insertVisitItems(
    tx,
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
  // Writers that want the old time wait on the rows deleted here: lock it with the new.
  await lockStylistTime(tx, [...(await heldTimesOfVisit(tx, appointmentId)), ...plan]);
  await deleteVisitItems(tx, appointmentId);
  await insertItems(tx, { shopId, appointmentId, facts, plan });
  const first = plan[0] as VisitItem;
  const last = plan[plan.length - 1] as VisitItem;
  await changeVisit(tx, appointmentId, {
    startsAt: new Date(first.start),
    endsAt: new Date(last.end),
    updatedAt: new Date(),
  });
}
