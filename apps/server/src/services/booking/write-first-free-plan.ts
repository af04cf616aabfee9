import type { Tx } from '@salon/db';
import type { VisitItem } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../infra/pg-errors.ts';
import { type PlanRequest, slotUnavailable } from './plan-booking.ts';
import { type AppointmentChange, writeAppointmentChange } from './write-appointment-change.ts';

/**
 * Writes the first plan the database accepts, each try as one appointment change. Losing a race
 * surfaces as the exclusion constraint's violation; the next candidate is tried, and when none is
 * left the caller gets SLOT_UNAVAILABLE with fresh times.
 */
export async function writeFirstFreePlan<T>(
  ctx: ServiceContext,
  {
    request,
    plans,
    write,
  }: {
    request: PlanRequest;
    plans: VisitItem[][];
    write: (tx: Tx, plan: VisitItem[]) => Promise<{ change: AppointmentChange; result: T }>;
  },
): Promise<T> {
  for (const plan of plans) {
    try {
      return await writeAppointmentChange(ctx.db, (tx) => write(tx, plan));
    } catch (err) {
      if (pgErrorCode(err) !== EXCLUSION_VIOLATION) throw err;
    }
  }
  throw await slotUnavailable(ctx, request);
}
