import type { AccountAppointment } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { accountAppointmentOf } from './account-appointment-of.ts';
import { accountAppointmentViews } from './account-appointment-view.ts';

/** One of the signed-in customer's visits, at any salon where they have a record. */
export async function getAccountAppointment(
  ctx: ServiceContext,
  userId: string,
  appointmentId: string,
): Promise<{ appointment: AccountAppointment }> {
  const visit = await accountAppointmentOf(ctx, userId, appointmentId);
  const [appointment] = await accountAppointmentViews(ctx, [visit]);
  if (!appointment) throw new Error('A visit without its view');
  return { appointment };
}
