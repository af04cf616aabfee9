import type { SaleLineRow, SaleRow, ShopRow, Tx } from '@salon/db';
import {
  type Actor,
  AppError,
  type Movement,
  planRefund,
  pointsTakenBackByRefund,
  type RefundPlan,
  type RefundProblem,
  type RefundRequest,
  refundSources,
  type SaleResponse,
  unreversed,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { entriesOfAppointment, lockBalance } from '../../repositories/loyalty.ts';
import { insertRefunds, movementsOfSale } from '../../repositories/payments.ts';
import {
  addLineRefund,
  addTipRefund,
  changeSale,
  insertCreditNote,
  insertCreditNoteLines,
  linesOfSale,
  nextDocumentNumber,
  receiptOfSale,
  tipsOfSale,
} from '../../repositories/sales.ts';
import { addEntries, toLedgerEntry } from '../loyalty/loyalty-ledger.ts';
import { settleRefund } from '../online-payments/refund-on-cancel.ts';
import { applyStockMovement } from '../products/stock-ledger.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMaySell } from './can.ts';
import { issuerOf } from './record-sale.ts';
import { invalid } from './sale-input.ts';
import { findSaleRow, saleRefundable, saleView, stripeRefundable } from './sale-view.ts';

const exceeds = (refundable: number, currency: string) =>
  new AppError('RefundExceedsPaid', `At most ${refundable} ${currency} (minor units) can be given back`, {
    details: { refundable },
  });

function refusal(problem: RefundProblem, currency: string): AppError {
  switch (problem.code) {
    case 'UnknownLine':
      return invalid(`body.lines.${problem.index}.lineId`, 'Not a line of this sale');
    case 'UnknownTip':
      return invalid(`body.tips.${problem.index}.tipId`, 'Not a tip of this sale');
    case 'QuantityExceeds':
      return invalid(`body.lines.${problem.index}.quantity`, `At most ${problem.left} left to return`);
    case 'TipExceeds':
      return invalid(`body.tips.${problem.index}.amount`, `At most ${problem.left} left of this tip`);
    case 'AmountExceeds':
      return exceeds(problem.left, currency);
    case 'NothingToRefund':
      return exceeds(0, currency);
  }
}

/** The sale's lines, tips, money movements and receipt, read in the refund's transaction. */
async function refundableParts(tx: Tx, id: string) {
  // One after the other: a transaction is one connection, which runs one query at a time.
  const lines = await linesOfSale(tx, id);
  const tips = await tipsOfSale(tx, id);
  const money = await movementsOfSale(tx, id);
  const receipt = await receiptOfSale(tx, id);
  if (!receipt) throw new Error(`sale ${id} has no receipt`);
  return { lines, tips, money, receipt };
}

/** What is asked back, checked against what is left of each line and tip. */
function planOf(parts: Awaited<ReturnType<typeof refundableParts>>, input: RefundRequest, currency: string) {
  const planned = planRefund(
    {
      lines: parts.lines.map((l) => ({
        id: l.id,
        quantity: l.quantity,
        total: l.totalAmount,
        taxRateBps: l.taxRateBps,
        refundedQuantity: l.refundedQuantity,
        refundedAmount: l.refundedAmount,
      })),
      tips: parts.tips.map((t) => ({ id: t.id, amount: t.amount, refundedAmount: t.refundedAmount })),
    },
    input,
  );
  if (!planned.ok) throw refusal(planned.problem, currency);
  return planned.plan;
}

/** The lines, tips and sale count what was given back; the sale is refunded once all of it is. */
async function markRefunded(tx: Tx, sale: SaleRow, plan: RefundPlan, now: Date) {
  for (const part of plan.lines) {
    await addLineRefund(tx, part.lineId, { quantity: part.quantity, amount: part.amount });
  }
  for (const part of plan.tips) await addTipRefund(tx, part.tipId, part.amount);
  const refunded = sale.refundedAmount + plan.amount;
  await changeSale(tx, sale.id, {
    refundedAmount: refunded,
    status: refunded >= sale.total ? 'refunded' : 'partially_refunded',
    updatedAt: now,
  });
}

/** The visit's points were earned on what was paid for its lines: the refunded share goes back. */
async function takeBackPoints(
  tx: Tx,
  { sale, lines, plan, actor, reason, now }: RefundStep & { lines: SaleLineRow[] },
) {
  if (!sale.appointmentId || !sale.customerId || plan.lines.length === 0) return;
  const paid = lines.reduce((sum, l) => sum + l.totalAmount, 0);
  const before = lines.reduce((sum, l) => sum + l.refundedAmount, 0);
  const refundedNow = plan.lines.reduce((sum, part) => sum + part.amount, 0);
  const rows = await entriesOfAppointment(tx, sale.shopId, sale.appointmentId);
  const [reward] = unreversed(rows.map(toLedgerEntry), 'Reward', sale.appointmentId);
  if (!reward) return;
  const balance = await lockBalance(tx, sale.shopId, sale.customerId);
  const points = pointsTakenBackByRefund({
    earned: reward.points,
    paid,
    refundedBefore: before,
    refundedAfter: before + refundedNow,
    balance,
  });
  if (points <= 0) return;
  await addEntries(tx, {
    shopId: sale.shopId,
    customerId: sale.customerId,
    actorUserId: actor.id,
    now,
    entries: [
      {
        kind: 'Adjust',
        points: -points,
        appointmentId: sale.appointmentId,
        reverses: null,
        rewardRound: 0,
        reason,
      },
    ],
  });
}

/** Returned products go back to stock, in the order of their ids (two refunds lock alike). */
async function restock(tx: Tx, { sale, lines, plan, actor, reason }: RefundStep & { lines: SaleLineRow[] }) {
  const returned = plan.lines
    .map((part) => ({ part, line: lines.find((l) => l.id === part.lineId) }))
    .filter(({ part, line }) => line?.kind === 'product' && line.productId && part.quantity > 0)
    .sort((a, b) => ((a.line?.productId as string) < (b.line?.productId as string) ? -1 : 1));
  for (const { part, line } of returned) {
    await applyStockMovement(tx, {
      shopId: sale.shopId,
      productId: line?.productId as string,
      delta: part.quantity,
      kind: 'returned',
      reason,
      actorId: actor.id,
    });
  }
}

/** The credit note of the shop's own series, pointing at the receipt (which is never changed). */
async function writeCreditNote(
  tx: Tx,
  { sale, plan, actor, reason, now, shop, receiptId }: RefundStep & { shop: ShopRow; receiptId: string },
): Promise<string> {
  const number = await nextDocumentNumber(tx, sale.shopId, 'credit_note');
  const creditNoteId = await insertCreditNote(tx, {
    shopId: sale.shopId,
    saleId: sale.id,
    receiptId,
    number,
    amount: plan.amount,
    tipAmount: plan.tipAmount,
    taxTotal: plan.taxTotal,
    taxBreakdown: plan.taxBreakdown,
    reason,
    issuer: issuerOf(shop),
    actorUserId: actor.id,
    issuedAt: now,
  });
  if (plan.lines.length > 0) {
    await insertCreditNoteLines(
      tx,
      plan.lines.map((part) => ({
        creditNoteId,
        saleLineId: part.lineId,
        quantity: part.quantity,
        amount: part.amount,
        taxRateBps: part.taxRateBps,
      })),
    );
  }
  return creditNoteId;
}

/** What one refund works on, passed to each of its steps. */
interface RefundStep {
  sale: SaleRow;
  plan: RefundPlan;
  actor: Actor;
  reason: string;
  now: Date;
}

/**
 * Gives money back for a sale, in full or in part, with a reason: a credit note of the shop's own
 * series points at the receipt (which is never changed), returned products go back to stock, and
 * the money goes back the way it was taken at the counter, never more than was taken.
 */
export async function refundSale(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, input }: { shopId: string; id: string; input: RefundRequest },
): Promise<SaleResponse> {
  assertMaySell(actor, shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const now = ctx.now();
  const written = await inTransaction(ctx.db, async (tx) => {
    // Locked: two refunds of one sale are made one after the other, the second seeing the first.
    const sale = await findSaleRow(tx, shopId, id, { lock: true });
    const parts = await refundableParts(tx, id);
    const plan = planOf(parts, input, sale.currency);
    const movements: Movement[] = parts.money
      .filter((m) => m.status !== 'failed')
      .map((m) => ({
        id: m.id,
        kind: m.kind as Movement['kind'],
        amount: m.amount,
        refundOf: m.refundOf,
        method: m.method,
      }));
    const sources = refundSources(movements, plan.amount, saleRefundable);
    if (!sources) throw exceeds(counterLeft(movements), sale.currency);

    const step: RefundStep = { sale, plan, actor, reason: input.reason, now };
    await markRefunded(tx, sale, plan, now);
    await takeBackPoints(tx, { ...step, lines: parts.lines });
    if (input.restock) await restock(tx, { ...step, lines: parts.lines });
    const creditNoteId = await writeCreditNote(tx, { ...step, shop, receiptId: parts.receipt.id });
    const intentOf = new Map(parts.money.map((m) => [m.id, m.stripePaymentIntentId]));
    return insertRefunds(
      tx,
      sources.map((source) => ({
        shopId,
        appointmentId: sale.appointmentId,
        saleId: id,
        customerId: sale.customerId,
        kind: 'refund',
        method: source.method,
        // Card money is asked back of Stripe after the credit note is written (and again by the job if Stripe is away).
        status: stripeRefundable(source.method) ? 'pending' : 'succeeded',
        stripePaymentIntentId: stripeRefundable(source.method)
          ? (intentOf.get(source.chargeId) ?? null)
          : null,
        amount: source.amount,
        currency: sale.currency,
        refundOf: source.chargeId,
        creditNoteId,
        reason: input.reason,
        actorUserId: actor.id,
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
  for (const row of written) if (row.status === 'pending') await settleRefund(ctx, row);
  return saleView(ctx.db, shop, id);
}

/** What is left of the counter's charges to give back. */
function counterLeft(movements: readonly Movement[]): number {
  let left = 0;
  for (const m of movements) {
    if (m.kind === 'refund' || !saleRefundable(m.method)) continue;
    left += m.amount - movements.filter((r) => r.refundOf === m.id).reduce((a, r) => a + r.amount, 0);
  }
  return left;
}
