import type { ShopRow, Tx } from '@salon/db';
import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../infra/pg-errors.ts';
import type { Stripe } from '../../infra/stripe.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { findVisit, lastChangeOfVisit } from '../../repositories/appointments.ts';
import { changeShopCustomer, findShopCustomer } from '../../repositories/customers.ts';
import { insertNotificationEvent } from '../../repositories/notification-events.ts';
import {
  findChargeOfIntent,
  insertMovementOnce,
  recordStripeEvent,
  setMovementStatus,
} from '../../repositories/payments.ts';
import { findShop } from '../../repositories/shops.ts';
import { storeStatus } from '../booking/store-status.ts';
import { recordAppointmentChange } from '../booking/write-appointment-change.ts';
import { shopStripe } from '../payments/payment-terms.ts';
import { giveBackCheckoutCharge } from './charge-card-on-file.ts';
import { recordNoShowFee } from './charge-no-show-fee.ts';

const badSignature = () =>
  new AppError('ValidationError', 'The Stripe signature does not match this shop’s webhook secret', {
    details: [{ path: 'headers.stripe-signature', message: 'Not signed with the shop’s webhook secret' }],
  });

type PaymentOutcome = 'succeeded' | 'failed' | 'canceled';
/** How a hold ends for want of a payment; a visit cancelled otherwise is not taken back by one. */
const releasedForPayment = new Set([
  'hold_expired',
  'payment_failed',
  'payment_canceled',
  'payment_unavailable',
]);
const outcomes: Record<string, PaymentOutcome> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
};

/**
 * A Stripe event for one shop, trusted only when signed with that shop's webhook secret (checked
 * by Stripe's own `constructEvent` over the raw body). Each event id is handled once: the id is
 * stored in the transaction that acts on it, so a replay or a redelivery changes nothing, and a
 * failure (Stripe down for a refund) rolls everything back for Stripe to deliver it again.
 */
export async function handleStripeWebhook(
  ctx: ServiceContext,
  { shopId, rawBody, signature }: { shopId: string; rawBody: Buffer | string; signature: string | undefined },
): Promise<{ received: true; duplicate: boolean }> {
  const client = await shopStripe(ctx, shopId);
  if (!client || !signature) throw badSignature();
  let event: Stripe.Event;
  try {
    event = client.stripe.webhooks.constructEvent(rawBody, signature, client.webhookSecret);
  } catch {
    throw badSignature();
  }
  const shop = await findShop(ctx.db, shopId);
  if (!shop) throw new AppError('NotFound', 'No such shop');

  let told = false;
  const duplicate = await inTransaction(ctx.db, async (tx) => {
    const fresh = await recordStripeEvent(tx, { eventId: event.id, shopId, type: event.type });
    if (!fresh) return true;
    if (event.type === 'setup_intent.succeeded') {
      await keepCard(tx, client.stripe, shopId, event.data.object as Stripe.SetupIntent, ctx.now());
      return false;
    }
    const outcome = outcomes[event.type];
    if (!outcome) return false;
    const intent = event.data.object as Stripe.PaymentIntent;
    const charge = await findChargeOfIntent(tx, shopId, intent.id, { lock: true });
    if (!charge) {
      if (outcome === 'succeeded') await settleOffSessionCharge(tx, client.stripe, shop, intent);
      return false;
    }
    if (!charge.appointmentId) return false;
    const visit = await findVisit(tx, shopId, charge.appointmentId, { lock: true });
    if (!visit) return false;
    const now = ctx.now();
    if (outcome !== 'succeeded') {
      if (charge.status === 'pending') await setMovementStatus(tx, charge.id, 'failed', now);
      if (visit.status === 'awaiting_payment') {
        await storeStatus(tx, { id: visit.id, status: 'cancelled', now });
        await recordAppointmentChange(tx, {
          shopId,
          appointmentId: visit.id,
          actor: { kind: 'system', userId: null },
          history: [
            {
              action: outcome === 'failed' ? 'payment_failed' : 'payment_canceled',
              changes: { from: 'awaiting_payment', to: 'cancelled', paymentIntent: intent.id },
            },
          ],
          event: outcome === 'failed' ? 'payment_failed' : 'payment_canceled',
          now,
        });
      }
      return false;
    }

    await setMovementStatus(tx, charge.id, 'succeeded', now);
    const to = shop.requiresApproval ? 'pending' : 'confirmed';
    if (visit.status === 'awaiting_payment') {
      await storeStatus(tx, { id: visit.id, status: to, now });
      await recordAppointmentChange(tx, paidChange(shopId, visit.id, intent.id, now, to, 'awaiting_payment'));
      return false;
    }
    if (visit.status !== 'cancelled') return false;
    // Paid after the hold was released: the time is taken again if it is still free (never when
    // someone cancelled the visit on purpose)…
    const last = await lastChangeOfVisit(tx, visit.id);
    const released = releasedForPayment.has(last?.action ?? '');
    const retaken =
      released &&
      // A savepoint: the time lost to someone else leaves the rest of the event's transaction standing.
      (await inTransaction(tx, async (inner) => {
        await storeStatus(inner, { id: visit.id, status: to, now });
        return true;
      }).catch((err: unknown) => {
        if (pgErrorCode(err) === EXCLUSION_VIOLATION) return false;
        throw err;
      }));
    if (retaken) {
      await recordAppointmentChange(tx, paidChange(shopId, visit.id, intent.id, now, to, 'cancelled'));
      return false;
    }
    // …else (someone else booked it meanwhile) the money goes back at once, and the customer is told.
    const refund = await client.stripe.refunds.create(
      { payment_intent: intent.id, amount: charge.amount, metadata: { shopId, appointmentId: visit.id } },
      { idempotencyKey: `late-payment-refund:${charge.id}` },
    );
    await insertMovementOnce(tx, {
      shopId,
      appointmentId: visit.id,
      customerId: visit.customerId,
      kind: 'refund',
      method: 'online',
      status: 'succeeded',
      amount: refund.amount,
      currency: charge.currency,
      stripePaymentIntentId: intent.id,
      stripeRefundId: refund.id,
      refundOf: charge.id,
      reason: 'slot_taken_after_hold',
    });
    if (visit.customerId) {
      await insertNotificationEvent(tx, {
        shopId,
        type: 'CustomerCancelAppointment',
        appointmentId: visit.id,
        customerId: visit.customerId,
        actorUserId: null,
        data: { lateRefund: refund.amount, lateRefundWhy: lateRefundWhy(last) },
        dedupeKey: `late-refund:${charge.id}`,
      });
      told = true;
    }
    return false;
  });
  if (told) ctx.kickNotifications();
  return { received: true, duplicate };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A charge of a kept card that no row records: the server stopped (or lost Stripe's answer)
 * between Stripe charging and the write. A no-show fee is recorded as taken; a checkout's charge
 * is given back unless its sale was kept. What the metadata names is looked up in this shop only.
 */
async function settleOffSessionCharge(tx: Tx, stripe: Stripe, shop: ShopRow, intent: Stripe.PaymentIntent) {
  const meta = intent.metadata ?? {};
  const visit =
    meta.appointmentId && uuid.test(meta.appointmentId)
      ? await findVisit(tx, shop.id, meta.appointmentId, { lock: true })
      : undefined;
  if (meta.kind === 'no_show_fee') {
    if (visit) await recordNoShowFee(tx, { visit, intent, actorUserId: null });
    return;
  }
  if (meta.kind !== 'checkout' || !meta.attempt) return;
  const customer =
    meta.customerId && uuid.test(meta.customerId)
      ? await findShopCustomer(tx, shop.id, meta.customerId)
      : undefined;
  await giveBackCheckoutCharge(tx, stripe, {
    shopId: shop.id,
    currency: shop.currency,
    intentId: intent.id,
    amount: intent.amount,
    customerId: customer?.id ?? null,
    appointmentId: visit?.id ?? null,
    attempt: meta.attempt,
  });
}

/** The card a customer confirmed for later fees, kept on their record of this shop (never another's). */
async function keepCard(tx: Tx, stripe: Stripe, shopId: string, setup: Stripe.SetupIntent, now: Date) {
  const customerId = setup.metadata?.customerId;
  const paymentMethodId =
    typeof setup.payment_method === 'string' ? setup.payment_method : (setup.payment_method?.id ?? null);
  if (!customerId || !paymentMethodId || !/^[0-9a-f-]{36}$/i.test(customerId)) return;
  const method = await stripe.paymentMethods.retrieve(paymentMethodId);
  await changeShopCustomer(tx, shopId, customerId, {
    stripePaymentMethodId: paymentMethodId,
    cardBrand: method.card?.brand ?? null,
    cardLast4: method.card?.last4 ?? null,
    updatedAt: now,
  });
}

/** Why a late payment could not keep its booking, for the customer's mail: told by who ended the hold. */
function lateRefundWhy(last: { action: string; actorKind: string } | undefined) {
  if (last?.action === 'payment_abandoned' || (last?.actorKind === 'customer' && last.action === 'cancel'))
    return 'customer_cancelled';
  if (last?.actorKind === 'staff' && (last.action === 'cancel' || last.action === 'decline'))
    return 'salon_cancelled';
  return 'slot_taken';
}

const paidChange = (
  shopId: string,
  appointmentId: string,
  paymentIntent: string,
  now: Date,
  to: string,
  from: string,
) => ({
  shopId,
  appointmentId,
  actor: { kind: 'system' as const, userId: null },
  history: [{ action: 'paid', changes: { from, to, paymentIntent } }],
  event: 'paid',
  now,
});
