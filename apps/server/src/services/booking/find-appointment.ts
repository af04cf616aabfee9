import { and, appointments, type Executor, eq } from '@salon/db';
import { AppError } from '@salon/domain';

export type AppointmentRow = typeof appointments.$inferSelect;

export async function findAppointment(
  db: Executor,
  shopId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AppointmentRow> {
  const query = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.shopId, shopId)));
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw new AppError('NotFound', 'No such appointment');
  return row;
}
