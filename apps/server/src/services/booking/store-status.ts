import type { Tx } from '@salon/db';
import { type AppointmentLabel, type AppointmentStatus, activeStatuses } from '@salon/domain';
import { heldTimesOfVisit, setVisitStatus } from '../../repositories/appointments.ts';
import { lockStylistTime } from './appointment-items.ts';

/**
 * Writes an appointment's status and, derived from it, whether its items hold the stylists'
 * time (the exclusion constraint covers active items only): every status change goes through
 * here, so the two never disagree. Taking the time again fails with the constraint's violation
 * when someone else has it meanwhile.
 */
export async function storeStatus(
  tx: Tx,
  {
    id,
    status,
    now,
    label,
  }: { id: string; status: AppointmentStatus; now: Date; label?: AppointmentLabel | null },
): Promise<void> {
  const active = activeStatuses.includes(status);
  // Items taking their time again are checked by the exclusion constraint like new ones.
  if (active) await lockStylistTime(tx, await heldTimesOfVisit(tx, id));
  await setVisitStatus(tx, { id, status, active, label, now });
}
