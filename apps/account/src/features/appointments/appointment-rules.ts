import type { Appointment } from '../../api/types.ts';

/** Still to happen and holding its time: pending or confirmed. */
export const isActive = (appointment: Pick<Appointment, 'status'>): boolean =>
  appointment.status === 'pending' || appointment.status === 'confirmed';

/** Whether the customer may still move or cancel it online, at `now`. */
export const isChangeable = (
  appointment: Pick<Appointment, 'status' | 'changeableUntil'>,
  now: number = Date.now(),
): boolean =>
  isActive(appointment) &&
  appointment.changeableUntil !== null &&
  now <= Date.parse(appointment.changeableUntil);
