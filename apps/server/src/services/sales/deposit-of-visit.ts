import type { Tx } from '@salon/db';
import { lockUnsoldOnlineCharges, refundsOfCharges } from '../../repositories/payments.ts';

/**
 * What the customer paid online for the visit before coming (deposit or prepayment), less what
 * was refunded of it, and the rows that make it up: they become the sale's when it is checked out.
 * Pending or failed payments count for nothing.
 */
export async function depositOfVisit(
  tx: Tx,
  shopId: string,
  appointmentId: string,
): Promise<{ amount: number; transactionIds: string[] }> {
  const charges = await lockUnsoldOnlineCharges(tx, shopId, appointmentId);
  if (charges.length === 0) return { amount: 0, transactionIds: [] };
  const refunds = await refundsOfCharges(
    tx,
    charges.map((c) => c.id),
  );
  // A refund still pending at Stripe is as good as given back: the salon must not count it as paid.
  const back = refunds.filter((r) => r.status !== 'failed').reduce((a, r) => a + r.amount, 0);
  const amount = charges.reduce((a, c) => a + c.amount, 0) - back;
  return {
    amount: Math.max(0, amount),
    transactionIds: [...charges.map((c) => c.id), ...refunds.map((r) => r.id)],
  };
}
