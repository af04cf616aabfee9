import type { AccountAppointment } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { rescheduleByCustomer } from '../public-booking/reschedule-public-booking.ts';
import { accountAppointmentOf } from './account-appointment-of.ts';
import { getAccountAppointment } from './get-account-appointment.ts';

/**
 * The signed-in customer moves a visit: the manage link's engine and rules (the salon's free
 * times, its own change window), recorded as the account's change.
 */
export async function rescheduleAccountAppointment(
  ctx: ServiceContext,
  {
    userId,
    appointmentId,
    input,
  }: { userId: string; appointmentId: string; input: { start: string; stylist?: string | undefined } },
): Promise<{ appointment: AccountAppointment }> {
  const { shop, appointment } = await accountAppointmentOf(ctx, userId, appointmentId);
  await rescheduleByCustomer(ctx, { shop, appointment, input, userId });
  return getAccountAppointment(ctx, userId, appointmentId);
}
