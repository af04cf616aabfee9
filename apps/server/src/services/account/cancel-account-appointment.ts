import type { AccountAppointment } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { cancelByCustomer } from '../public-booking/cancel-public-booking.ts';
import { accountAppointmentOf } from './account-appointment-of.ts';
import { getAccountAppointment } from './get-account-appointment.ts';

/** The signed-in customer cancels a visit: the manage link's rule, within that salon's own window. */
export async function cancelAccountAppointment(
  ctx: ServiceContext,
  userId: string,
  appointmentId: string,
): Promise<{ appointment: AccountAppointment }> {
  const { shop, appointment } = await accountAppointmentOf(ctx, userId, appointmentId);
  await cancelByCustomer(ctx, { shop, appointment, userId });
  return getAccountAppointment(ctx, userId, appointmentId);
}
