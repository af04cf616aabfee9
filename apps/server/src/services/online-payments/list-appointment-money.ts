import type { Actor, MoneyMovementsResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { movementsOfVisit } from '../../repositories/payments.ts';
import { findAppointment } from '../booking/find-appointment.ts';
import { assertCan } from '../shared/assert-can.ts';

/** A visit's money movements, oldest first: what was paid online, refunded, or kept as a fee. */
export async function listAppointmentMoney(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
): Promise<MoneyMovementsResponse> {
  assertCan(actor, 'read', 'calendar', shopId);
  await findAppointment(ctx.db, shopId, id);
  const rows = await movementsOfVisit(ctx.db, shopId, id);
  return {
    movements: rows.map((r) => ({
      id: r.id,
      kind: r.kind as MoneyMovementsResponse['movements'][number]['kind'],
      method: r.method as MoneyMovementsResponse['movements'][number]['method'],
      status: r.status as MoneyMovementsResponse['movements'][number]['status'],
      amount: r.amount,
      currency: r.currency,
      refundOf: r.refundOf,
      reason: r.reason,
      stripePaymentIntentId: r.stripePaymentIntentId,
      stripeRefundId: r.stripeRefundId,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
