import type { PaymentTransactionRow } from '@salon/db';
import { type Actor, AppError, type MoneyMovementsResponse, type StaffRefundBody } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { insertRefunds, movementsOfVisit } from '../../repositories/payments.ts';
import { findAppointment } from '../booking/find-appointment.ts';
import { assertCan } from '../shared/assert-can.ts';
import { listAppointmentMoney } from './list-appointment-money.ts';
import { settleRefund } from './refund-on-cancel.ts';

type Row = PaymentTransactionRow;

/** Money Stripe holds for a visit (paid online or charged to the card on file), less what went back. */
export function refundableSources(rows: Row[]): { row: Row; left: number }[] {
  const refunded = (id: string) =>
    rows
      .filter((r) => r.kind === 'refund' && r.refundOf === id && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
  return rows
    .filter(
      (r) =>
        (r.kind === 'charge' || r.kind === 'fee') &&
        (r.method === 'online' || r.method === 'card_on_file') &&
        r.status === 'succeeded' &&
        r.stripePaymentIntentId,
    )
    .map((row) => ({ row, left: row.amount - refunded(row.id) }))
    .filter((s) => s.left > 0);
}

/**
 * Staff give back any part of what a visit's customer paid by card, with a reason. The refund rows
 * are written `pending` under a lock on the visit (two staff refunding at once never give back more
 * than was paid), then asked of Stripe with the row id as idempotency key; a refund Stripe could
 * not be asked for yet stays pending and the job asks again.
 */
export async function staffRefund(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, body }: { shopId: string; id: string; body: StaffRefundBody },
): Promise<MoneyMovementsResponse> {
  assertCan(actor, 'update', 'calendar', shopId);
  const pending = await inTransaction(ctx.db, async (tx) => {
    const visit = await findAppointment(tx, shopId, id, { lock: true });
    const rows = await movementsOfVisit(tx, shopId, id);
    const sources = refundableSources(rows);
    const refundable = sources.reduce((sum, s) => sum + s.left, 0);
    if (body.amount > refundable) {
      throw new AppError('RefundExceedsPaid', 'The refund is more than what is left to give back', {
        details: { refundable },
      });
    }
    let left = body.amount;
    const written: Row[] = [];
    for (const source of sources) {
      const amount = Math.min(left, source.left);
      if (amount <= 0) break;
      left -= amount;
      const [row] = await insertRefunds(tx, [
        {
          shopId,
          appointmentId: id,
          customerId: visit.customerId,
          kind: 'refund',
          method: source.row.method,
          status: 'pending',
          amount,
          currency: source.row.currency,
          stripePaymentIntentId: source.row.stripePaymentIntentId,
          refundOf: source.row.id,
          reason: body.reason,
          actorUserId: actor.id,
        },
      ]);
      if (row) written.push(row);
    }
    return written;
  });
  for (const row of pending) await settleRefund(ctx, row);
  return listAppointmentMoney(ctx, actor, { shopId, id });
}
