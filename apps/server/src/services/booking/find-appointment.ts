import type { AppointmentRow, Executor } from '@salon/db';
import { AppError } from '@salon/domain';
import { findVisit } from '../../repositories/appointments.ts';

export async function findAppointment(
  db: Executor,
  shopId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AppointmentRow> {
  const row = await findVisit(db, shopId, id, options);
  if (!row) throw new AppError('NotFound', 'No such appointment');
  return row;
}
