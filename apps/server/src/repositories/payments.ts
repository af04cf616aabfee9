import {
  and,
  asc,
  type Executor,
  eq,
  inArray,
  isNull,
  type PaymentTransactionRow,
  paymentTransactions,
  sql,
  stripeEvents,
  type Tx,
} from '@salon/db';

/** A money movement to write: a charge, a refund or a fee. */
export type NewMovement = typeof paymentTransactions.$inferInsert;

/** Writes movements (the money taken at a checkout's counter). */
export async function insertMovements(tx: Tx, rows: NewMovement[]): Promise<void> {
  await tx.insert(paymentTransactions).values(rows);
}

/** Writes refunds and answers their rows, to ask Stripe for those written `pending`. */
export function insertRefunds(db: Executor, rows: NewMovement[]): Promise<PaymentTransactionRow[]> {
  return db.insert(paymentTransactions).values(rows).returning();
}

/**
 * Writes a movement unless one with its Stripe PaymentIntent (a charge or fee) or Stripe refund is
 * already recorded: the unique indexes on the Stripe ids make a repeat write nothing.
 */
export async function insertMovementOnce(db: Executor, row: NewMovement): Promise<void> {
  await db.insert(paymentTransactions).values(row).onConflictDoNothing();
}

/** The same, answering the row written, or undefined when it was already recorded. */
export async function insertChargeOnce(
  db: Executor,
  row: NewMovement,
): Promise<PaymentTransactionRow | undefined> {
  const [inserted] = await db.insert(paymentTransactions).values(row).onConflictDoNothing().returning();
  return inserted;
}

/**
 * Holds one checkout attempt against the webhook: the checkout takes it before charging and keeps
 * it until its transaction ends, so Stripe's event for a charge it made waits to see whether the
 * sale was kept.
 */
export function lockCheckoutAttempt(db: Executor, attempt: string) {
  return db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${attempt}, 0))`);
}

/** The charge of the shop recorded for this Stripe PaymentIntent, or undefined; `lock` keeps it until commit. */
export async function findChargeOfIntent(
  db: Executor,
  shopId: string,
  intentId: string,
  options: { lock?: boolean } = {},
): Promise<PaymentTransactionRow | undefined> {
  const query = db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.shopId, shopId),
        eq(paymentTransactions.stripePaymentIntentId, intentId),
        eq(paymentTransactions.kind, 'charge'),
      ),
    );
  const [charge] = await (options.lock ? query.for('update') : query);
  return charge;
}

/** Sets a movement's status (a pending Stripe charge becoming succeeded or failed). */
export async function setMovementStatus(
  tx: Tx,
  id: string,
  status: 'succeeded' | 'failed',
  now: Date,
): Promise<void> {
  await tx.update(paymentTransactions).set({ status, updatedAt: now }).where(eq(paymentTransactions.id, id));
}

/** Every movement of a visit, oldest first (of one moment, by kind). */
export function movementsOfVisit(
  db: Executor,
  shopId: string,
  appointmentId: string,
): Promise<PaymentTransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.shopId, shopId), eq(paymentTransactions.appointmentId, appointmentId)))
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.kind));
}

/** The visit's online charges that succeeded and no sale took yet, locked until the transaction ends. */
export function lockUnsoldOnlineCharges(
  tx: Tx,
  shopId: string,
  appointmentId: string,
): Promise<{ id: string; amount: number }[]> {
  return tx
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
}

/** The refunds of these charges, whatever their status. */
export function refundsOfCharges(
  tx: Tx,
  chargeIds: string[],
): Promise<{ id: string; amount: number; status: string }[]> {
  return tx
    .select({
      id: paymentTransactions.id,
      amount: paymentTransactions.amount,
      status: paymentTransactions.status,
    })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.kind, 'refund'), inArray(paymentTransactions.refundOf, chargeIds)));
}

/** The movements become the sale's (a visit's deposit, checked out with it). */
export async function attachMovementsToSale(tx: Tx, ids: string[], saleId: string, now: Date): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ saleId, updatedAt: now })
    .where(inArray(paymentTransactions.id, ids));
}

/** A sale's movements, oldest first. */
export function movementsOfSale(db: Executor, saleId: string): Promise<PaymentTransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.saleId, saleId))
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id));
}

/** The same, the charges of a moment before its refunds. */
export function movementsOfSaleChargesFirst(db: Executor, saleId: string): Promise<PaymentTransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.saleId, saleId))
    .orderBy(
      asc(paymentTransactions.createdAt),
      asc(sql`${paymentTransactions.kind} = 'refund'`),
      asc(paymentTransactions.id),
    );
}

/** What was taken for a sale when it was made, oldest first; refunds are left out. */
export function chargesOfSale(db: Executor, saleId: string): Promise<PaymentTransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.saleId, saleId), eq(paymentTransactions.kind, 'charge')))
    .orderBy(asc(paymentTransactions.createdAt));
}

/** The refunds a credit note documents. */
export function refundsOfCreditNote(db: Executor, creditNoteId: string): Promise<PaymentTransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.creditNoteId, creditNoteId), eq(paymentTransactions.kind, 'refund')));
}

/** A pending refund Stripe made: succeeded with Stripe's id, unless something settled it first. */
export async function markRefundMade(
  db: Executor,
  id: string,
  stripeRefundId: string,
  now: Date,
): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ status: 'succeeded', stripeRefundId, updatedAt: now })
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, 'pending')));
}

/** Refunds still to be asked of Stripe (paid online or by the card on file), at most `limit`. */
export function pendingStripeRefunds(db: Executor, limit: number): Promise<PaymentTransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.kind, 'refund'),
        inArray(paymentTransactions.method, ['online', 'card_on_file']),
        eq(paymentTransactions.status, 'pending'),
      ),
    )
    .limit(limit);
}

/** The visit's charges still waiting for Stripe. */
export function pendingChargesOfVisit(db: Executor, appointmentId: string): Promise<PaymentTransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.appointmentId, appointmentId),
        eq(paymentTransactions.kind, 'charge'),
        eq(paymentTransactions.status, 'pending'),
      ),
    );
}

/** These movements failed, those of them still pending (one paid meanwhile keeps its status). */
export async function failPendingMovements(db: Executor, ids: string[], now: Date): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ status: 'failed', updatedAt: now })
    .where(and(inArray(paymentTransactions.id, ids), eq(paymentTransactions.status, 'pending')));
}

/** Records a Stripe event as handled; false when it was handled before. */
export async function recordStripeEvent(
  tx: Tx,
  event: { eventId: string; shopId: string; type: string },
): Promise<boolean> {
  const [fresh] = await tx
    .insert(stripeEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: stripeEvents.eventId });
  return !!fresh;
}
