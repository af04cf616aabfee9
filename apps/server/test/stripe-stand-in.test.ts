import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stripe, stripeClient, stripeFailure } from '../src/infra/stripe.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in.ts';

/**
 * The stand-in is only worth its tests if the real `stripe` library, pointed at it through
 * STRIPE_API_BASE, reads its answers as Stripe's: objects, errors and idempotent replays.
 */
const key = 'sk_test_51StandInClientCheck0001';
let standIn: StripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn({ acceptedKeys: [key] });
  stripe = stripeClient(key, standIn.url);
});
afterAll(() => standIn.close());

describe('the Stripe client against the local stand-in', () => {
  it('creates and reads back a payment intent, sending the key and form-encoded body', async () => {
    const created = await stripe.paymentIntents.create(
      { amount: 900, currency: 'eur', metadata: { appointmentId: 'a1' } },
      { idempotencyKey: 'booking-a1' },
    );
    expect(created).toMatchObject({
      object: 'payment_intent',
      amount: 900,
      currency: 'eur',
      livemode: false,
    });
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));
    expect(created.metadata).toEqual({ appointmentId: 'a1' });
    expect(standIn.requests.at(-1)).toMatchObject({ apiKey: key, idempotencyKey: 'booking-a1' });

    // A retried create with the same key is the same intent, as at Stripe.
    const again = await stripe.paymentIntents.create(
      { amount: 900, currency: 'eur' },
      { idempotencyKey: 'booking-a1' },
    );
    expect(again.id).toBe(created.id);

    standIn.succeed(created.id);
    const read = await stripe.paymentIntents.retrieve(created.id);
    expect(read).toMatchObject({ id: created.id, status: 'succeeded', amount_received: 900 });
  });

  it('refunds at most what was paid', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 4500, currency: 'eur' });
    standIn.succeed(intent.id);
    const part = await stripe.refunds.create({ payment_intent: intent.id, amount: 2250 });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 2250,
      status: 'succeeded',
      payment_intent: intent.id,
    });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 2251 })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
    expect((await stripe.refunds.create({ payment_intent: intent.id })).amount).toBe(2250);
  });

  it('answers unknown objects and unknown keys as Stripe does', async () => {
    await expect(stripe.paymentIntents.retrieve('pi_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
    const refused = await stripeClient('sk_test_51UnknownToTheStandIn99', standIn.url)
      .balance.retrieve()
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(stripeFailure(refused)).toBe('keyInvalid');
  });

  it('cancels an unpaid intent but not a paid one, and signs events the real constructEvent accepts', async () => {
    const open = await stripe.paymentIntents.create({ amount: 900, currency: 'eur' });
    expect((await stripe.paymentIntents.cancel(open.id)).status).toBe('canceled');
    const paid = await stripe.paymentIntents.create({ amount: 900, currency: 'eur' });
    standIn.succeed(paid.id);
    await expect(stripe.paymentIntents.cancel(paid.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });

    const secret = 'whsec_StandInCheck0001';
    const { payload, signature, eventId } = standIn.signedEvent('payment_intent.succeeded', paid.id, secret);
    const event = stripe.webhooks.constructEvent(payload, signature, secret);
    expect(event).toMatchObject({ id: eventId, type: 'payment_intent.succeeded' });
    expect((event.data.object as { id: string }).id).toBe(paid.id);
    expect(() => stripe.webhooks.constructEvent(payload, signature, 'whsec_AnotherSecret0001')).toThrow();
  });
});
