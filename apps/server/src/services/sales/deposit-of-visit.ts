import { and, eq, inArray, isNull, paymentTransactions, type Tx } from '@salon/db';

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
  const charges = await tx
    .select({ id: paymentTransactions.id, amount: paymentTransactions.amount })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.shopId, shopId),
        eq(paymentTransactions.appointmentId, appointmentId),
        eq(paymentTransactions.kind, 'charge'),
        eq(paymentTransactions.method, 'online'),
        eq(paymentTransactions.status, 'succeeded'),
        isNull(paymentTransactions.saleId),
      ),
    )
    .for('update');
  if (charges.length === 0) return { amount: 0, transactionIds: [] };
  const refunds = await tx
    .select({
      id: paymentTransactions.id,
      amount: paymentTransactions.amount,
      status: paymentTransactions.status,
    })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.kind, 'refund'),
        inArray(
          paymentTransactions.refundOf,
          charges.map((c) => c.id),
        ),
      ),
    );
  // A refund still pending at Stripe is as good as given back: the salon must not count it as paid.
  const back = refunds.filter((r) => r.status !== 'failed').reduce((a, r) => a + r.amount, 0);
  const amount = charges.reduce((a, c) => a + c.amount, 0) - back;
  return {
    amount: Math.max(0, amount),
    transactionIds: [...charges.map((c) => c.id), ...refunds.map((r) => r.id)],
  };
}
