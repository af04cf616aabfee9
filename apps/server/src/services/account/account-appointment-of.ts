import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { visitOfRecords } from '../../repositories/accounts.ts';
import type { AccountVisit } from './account-appointment-view.ts';
import { accountCustomers } from './account-customers.ts';

/**
 * One of the account's visits, at whichever salon; another customer's visit (or none) is a 404
 * that says nothing of it.
 */
export async function accountAppointmentOf(
  ctx: ServiceContext,
  userId: string,
  appointmentId: string,
): Promise<AccountVisit> {
  const records = await accountCustomers(ctx, userId);
  const shopOf = new Map(records.map((r) => [r.customerId, r.shop]));
  const appointment =
    records.length === 0 ? undefined : await visitOfRecords(ctx.db, appointmentId, [...shopOf.keys()]);
  const shop = appointment?.customerId ? shopOf.get(appointment.customerId) : undefined;
  if (!appointment || !shop) throw new AppError('NotFound', 'No such appointment');
  return { appointment, shop };
}
