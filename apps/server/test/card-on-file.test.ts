import { sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/sql.ts';
import { payAndKeepCard } from './card-on-file-fixture.ts';
import { createTestApp, joinShop, signIn, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in.ts';

const publishableKey = 'pk_test_51CardOnFilePublishable01';
const secretKey = 'sk_test_51CardOnFileSecretKey00001';
const webhookSecret = 'whsec_CardOnFileSigningSecret001';

// Monday 23 November 2026, 08:00 in Berlin.
let clock = new Date('2026-11-23T07:00:00Z');
let stripe: StripeStandIn;
let t: TestApp;
let salon: Salon;
let bare: Salon;
let readOnlyCookie: string;

const terms = {
  policy: { mode: 'deposit', depositKind: 'percent', depositValue: 20 },
  cancellation: { freeCancellationHours: 24, lateCancelPercent: 50, noShowPercent: 100 },
};
const settings = (payload: object, s = salon) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/shops/${s.shopId}/payment-settings`,
    headers: { cookie: s.cookie },
    payload,
  });

beforeAll(async () => {
  stripe = await startStripeStandIn({ acceptedKeys: [secretKey] });
  t = await createTestApp({
    now: () => clock,
    env: { STRIPE_API_BASE: stripe.url, STRIPE_JS_URL: `${stripe.url}/v3` },
    rateLimits: { bookingPerIp: { limit: 10_000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'cardfile');
  bare = await createSalon(t.app, 'cardfile-bare');
  ({ cookie: readOnlyCookie } = await joinShop(t.app, t.ctx, salon.shopId, 'viewer-cardfile@example.com', {
    readOnly: true,
  }));
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

/** Time passes; sessions are short-lived, so everyone signs in again. */
async function later(at: string) {
  clock = new Date(at);
  const again = (email: string) => signIn(t.app, email, 'correct horse battery').then((r) => r.cookie);
  salon.cookie = await again('owner-cardfile@example.com');
  bare.cookie = await again('owner-cardfile-bare@example.com');
  readOnlyCookie = await again('viewer-cardfile@example.com');
}

let guests = 0;
const book = (at: string, extra: { consent?: unknown } = {}) => {
  guests += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    payload: {
      services: [salon.services.cut],
      start: at,
      stylist: salon.stylists[0]?.id,
      customer: { name: `Keeper ${guests}`, email: `keeper${guests}@example.com`, phone: '+4930123456' },
      ...('consent' in extra ? { cardOnFileConsent: extra.consent } : { cardOnFileConsent: true }),
    },
  });
};
const webhook = (payload: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/stripe/webhook/${salon.shopId}`,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
const intentOf = (secret: string) => secret.split('_secret_')[0] as string;
const customerOf = async (appointmentId: string) =>
  (
    await queryRows<{
      stripe_customer_id: string | null;
      stripe_payment_method_id: string | null;
      card_brand: string | null;
      card_last4: string | null;
      card_consent_version: string | null;
      card_consent_at: Date | null;
    }>(
      t.ctx.db,
      sql`select c.stripe_customer_id, c.stripe_payment_method_id, c.card_brand, c.card_last4,
                 c.card_consent_version, c.card_consent_at
            from customers c join appointments a on a.customer_id = c.id where a.id = ${appointmentId}`,
    )
  )[0];
const fees = (appointmentId: string) =>
  queryRows<{ kind: string; method: string; amount: number; stripe_payment_intent_id: string }>(
    t.ctx.db,
    sql`select kind, method, amount, stripe_payment_intent_id from payment_transactions
          where appointment_id = ${appointmentId} and kind = 'fee'`,
  );
const salesOf = async (appointmentId: string) =>
  (
    await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from sales where appointment_id = ${appointmentId}`,
    )
  )[0]?.n;
/** The card-on-file movements of a visit, oldest first. */
const cardMoney = (appointmentId: string) =>
  queryRows<{ kind: string; amount: number; reason: string | null; sale: boolean }>(
    t.ctx.db,
    sql`select kind, amount, reason, sale_id is not null as sale from payment_transactions
          where appointment_id = ${appointmentId} and method = 'card_on_file' order by created_at, kind`,
  );
const offSessionAsks = () =>
  stripe.requests.filter(
    (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.body.off_session === 'true',
  ).length;
/** Stripe's `payment_intent.succeeded` for an intent, delivered to the shop's endpoint. */
const tellSucceeded = async (intentId: string) => {
  const event = stripe.signedEvent('payment_intent.succeeded', intentId, webhookSecret);
  const res = await webhook(event.payload, event.signature);
  expect(res.statusCode, res.body).toBe(200);
};
const admin = (method: 'GET' | 'POST', path: string, cookie = salon.cookie, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}/appointments/${path}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

/** Books with consent, pays the deposit, keeps the card as the browser and Stripe's webhook would. */
async function bookedWithCard(at: string, card = '4242424242424242') {
  const res = await book(at);
  expect(res.statusCode, res.body).toBe(201);
  return payAndKeepCard(t.app, stripe, { shopId: salon.shopId, webhookSecret, booking: res.json(), card });
}

describe('card on file for no-show fees', () => {
  it('can be required only with Stripe keys and a no-show fee above 0 %', async () => {
    const noFee = await settings({
      ...terms,
      cancellation: { ...terms.cancellation, noShowPercent: 0 },
      stripe: { publishableKey, secretKey, webhookSecret },
      cardOnFileRequired: true,
    });
    expect(noFee.statusCode).toBe(400);
    expect(noFee.json().error.details).toEqual([
      expect.objectContaining({ path: 'body.cardOnFileRequired' }),
    ]);
    const noKeys = await settings(
      { policy: { mode: 'at_salon' }, cancellation: terms.cancellation, cardOnFileRequired: true },
      bare,
    );
    expect(noKeys.statusCode).toBe(409);
    expect(noKeys.json().error.code).toBe('StripeNotConfigured');
    const wrongType = await settings({ ...terms, cardOnFileRequired: 'yes' });
    expect(wrongType.statusCode).toBe(400);

    const ok = await settings({
      ...terms,
      stripe: { publishableKey, secretKey, webhookSecret },
      cardOnFileRequired: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().cardOnFileRequired).toBe(true);
    // A save that does not mention it keeps it.
    expect((await settings(terms)).json().cardOnFileRequired).toBe(true);
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/shops/${salon.subdomain}` })).json();
    expect(page.payment.cardOnFile).toBe(true);
  });

  it('refuses a booking without the customer’s consent, naming the field', async () => {
    for (const consent of [undefined, false, 'true']) {
      const res = await book('2026-11-24T10:00:00+01:00', { consent });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().error.details)).toContain('body.cardOnFileConsent');
    }
  });

  it('asks Stripe for a SetupIntent for later off-session use and keeps the card once Stripe confirms it', async () => {
    const res = await book('2026-11-24T11:00:00+01:00');
    expect(res.statusCode, res.body).toBe(201);
    const { booking, cardSetup } = res.json();
    expect(cardSetup).toMatchObject({ publishableKey, scriptUrl: `${stripe.url}/v3` });
    const setupId = intentOf(cardSetup.clientSecret);
    const setup = stripe.setupIntent(setupId);
    expect(setup).toMatchObject({ usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
    const before = await customerOf(booking.id);
    expect(before).toMatchObject({
      stripe_customer_id: setup?.customer,
      stripe_payment_method_id: null,
      card_consent_version: 'card-on-file-v1:no-show 100%;late 50%;free 24h',
    });
    expect(before?.card_consent_at).toBeTruthy();

    const pm = stripe.confirmSetup(setupId, '5555555555554444');
    const event = stripe.signedEvent('setup_intent.succeeded', setupId, webhookSecret);
    const forged = stripe.signedEvent('setup_intent.succeeded', setupId, 'whsec_SomeoneElsesSecret000');
    expect((await webhook(forged.payload, forged.signature)).statusCode).toBe(400);
    expect((await customerOf(booking.id))?.stripe_payment_method_id).toBeNull();
    const ok = await webhook(event.payload, event.signature);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await customerOf(booking.id)).toMatchObject({
      stripe_payment_method_id: pm.id,
      card_brand: 'mastercard',
      card_last4: '4444',
    });
  });

  it('charges a no-show’s fee, less the deposit, to the card once even when asked twice at once', async () => {
    const id = await bookedWithCard('2026-11-23T10:00:00+01:00');
    // Not a no-show yet: nothing is charged.
    const early = await admin('POST', `${id}/no-show-fee`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('FeeNotApplicable');

    await later('2026-11-23T09:30:00Z');
    const marked = await admin('POST', `${id}/no-show`, salon.cookie, {});
    expect(marked.statusCode, marked.body).toBe(200);
    const quote = await admin('GET', `${id}/no-show-fee`);
    expect(quote.statusCode, quote.body).toBe(200);
    // Cut 45 €, 100 % no-show fee, 9 € deposit paid online: 36 € to charge.
    expect(quote.json()).toEqual({
      noShowPercent: 100,
      servicePrice: 4500,
      paid: 900,
      amount: 3600,
      currency: 'EUR',
      card: { brand: 'visa', last4: '4242' },
      charged: false,
    });

    // Read-only staff may not charge; another salon does not see the visit.
    expect((await admin('POST', `${id}/no-show-fee`, readOnlyCookie)).statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${bare.shopId}/appointments/${id}/no-show-fee`,
      headers: { cookie: bare.cookie },
    });
    expect(foreign.statusCode).toBe(404);

    const before = stripe.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.body.off_session,
    ).length;
    const answers = await Promise.all([
      admin('POST', `${id}/no-show-fee`),
      admin('POST', `${id}/no-show-fee`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const rows = await fees(id);
    expect(rows).toEqual([expect.objectContaining({ kind: 'fee', method: 'card_on_file', amount: 3600 })]);
    const charged = stripe.paymentIntent(rows[0]?.stripe_payment_intent_id ?? '');
    expect(charged).toMatchObject({ status: 'succeeded', amount: 3600, currency: 'eur' });
    const asked = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.body.off_session);
    // The second waited for the first and found the fee taken: Stripe was asked once.
    expect(asked.slice(before)).toEqual([
      expect.objectContaining({ idempotencyKey: expect.stringMatching(`^no-show-fee:${id}:`) }),
    ]);
    // Stripe's own event for the charge records nothing more.
    await tellSucceeded(charged?.id ?? '');
    expect(await fees(id)).toHaveLength(1);
    // A third click later charges nothing more.
    expect((await admin('POST', `${id}/no-show-fee`)).statusCode).toBe(200);
    expect(await fees(id)).toHaveLength(1);
    expect((await admin('GET', `${id}/no-show-fee`)).json().charged).toBe(true);
    const moneyShown = (await admin('GET', `${id}/money`)).json().movements;
    expect(moneyShown.map((m: { kind: string; amount: number }) => [m.kind, m.amount])).toEqual([
      ['charge', 900],
      ['fee', 3600],
    ]);
  });

  it('records nothing when the bank declines the card on file', async () => {
    await later('2026-11-23T07:00:00Z');
    const id = await bookedWithCard('2026-11-23T12:00:00+01:00', '4000000000000341');
    await later('2026-11-23T11:30:00Z');
    expect((await admin('POST', `${id}/no-show`, salon.cookie, {})).statusCode).toBe(200);
    const declined = await admin('POST', `${id}/no-show-fee`);
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json().error.code).toBe('CardDeclined');
    expect(await fees(id)).toEqual([]);
    expect((await admin('GET', `${id}/no-show-fee`)).json().charged).toBe(false);
  });

  it('lets staff refund part of an online deposit with a reason, never more than is left', async () => {
    await later('2026-11-23T07:00:00Z');
    const id = await bookedWithCard('2026-11-26T10:00:00+01:00');
    const refund = (payload: object, cookie = salon.cookie) =>
      admin('POST', `${id}/refunds`, cookie, payload);

    for (const [payload, field] of [
      [{ amount: 300 }, 'body.reason'],
      [{ amount: 300, reason: '   ' }, 'body.reason'],
      [{ amount: -5, reason: 'x' }, 'body.amount'],
      [{ amount: 1.5, reason: 'x' }, 'body.amount'],
      [{ amount: '300', reason: 'x' }, 'body.amount'],
      [{ amount: 300, reason: 'x'.repeat(501) }, 'body.reason'],
    ] as const) {
      const res = await refund(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().error.details)).toContain(field);
    }
    expect((await refund({ amount: 300, reason: 'Late start' }, readOnlyCookie)).statusCode).toBe(403);
    const tooMuch = await refund({ amount: 901, reason: 'Late start' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('RefundExceedsPaid');

    const ok = await refund({ amount: 300, reason: 'Started 20 minutes late' });
    expect(ok.statusCode, ok.body).toBe(200);
    const movements = ok.json().movements;
    const charge = movements.find((m: { kind: string }) => m.kind === 'charge');
    expect(movements.filter((m: { kind: string }) => m.kind === 'refund')).toEqual([
      expect.objectContaining({
        amount: 300,
        method: 'online',
        status: 'succeeded',
        refundOf: charge.id,
        reason: 'Started 20 minutes late',
        stripeRefundId: expect.stringMatching(/^re_/),
      }),
    ]);
    const made = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(made).toMatchObject({
      body: { amount: '300' },
      idempotencyKey: expect.stringMatching(/^refund:/),
    });
    // 6 € are left of the 9 €: 7 € are refused, two refunds of 6 € at once give back 6 € once.
    expect((await refund({ amount: 700, reason: 'More' })).statusCode).toBe(409);
    const both = await Promise.all([
      refund({ amount: 600, reason: 'Rest' }),
      refund({ amount: 600, reason: 'Rest' }),
    ]);
    expect(both.map((b) => b.statusCode).sort()).toEqual([200, 409]);
    expect(stripe.paymentIntent(charge.stripePaymentIntentId)?.refunded).toBe(900);
  });

  it('takes a checkout’s payment from the card on file, and writes nothing when the card is declined', async () => {
    await later('2026-11-23T07:00:00Z');
    const id = await bookedWithCard('2026-11-23T16:00:00+01:00');
    const declining = await bookedWithCard('2026-11-23T17:00:00+01:00', '4000000000000341');
    await later('2026-11-23T16:10:00Z');
    const checkout = (visit: string, payments: object[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/shops/${salon.shopId}/appointments/${visit}/checkout`,
        headers: { cookie: salon.cookie },
        payload: { payments },
      });
    const refused = await checkout(declining, [{ method: 'card_on_file', amount: 3600 }]);
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json().error.code).toBe('CardDeclined');
    const sales = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from sales where appointment_id = ${declining}`,
    );
    expect(sales[0]?.n).toBe(0);
    // Cash still works for that visit: nothing was left half-written.
    expect((await checkout(declining, [{ method: 'cash', amount: 3600 }])).statusCode).toBe(201);

    // Cut 45 € less the 9 € deposit: 36 € from the card, the rest of it in cash.
    const paid = await checkout(id, [
      { method: 'card_on_file', amount: 3000 },
      { method: 'cash', amount: 600 },
    ]);
    expect(paid.statusCode, paid.body).toBe(201);
    const rows = await queryRows<{ method: string; amount: number; stripe_payment_intent_id: string | null }>(
      t.ctx.db,
      sql`select method, amount, stripe_payment_intent_id from payment_transactions
            where appointment_id = ${id} and sale_id is not null and kind = 'charge' order by method`,
    );
    const onFile = rows.find((r) => r.method === 'card_on_file');
    expect(onFile).toMatchObject({ amount: 3000, stripe_payment_intent_id: expect.stringMatching(/^pi_/) });
    expect(stripe.paymentIntent(onFile?.stripe_payment_intent_id ?? '')).toMatchObject({
      status: 'succeeded',
      amount: 3000,
    });
    expect(rows.find((r) => r.method === 'cash')).toMatchObject({
      amount: 600,
      stripe_payment_intent_id: null,
    });
    // Refunding the sale gives the card money back through Stripe, with a credit note.
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${salon.shopId}/sales/${paid.json().id}/refunds`,
      headers: { cookie: salon.cookie },
      payload: { reason: 'Unhappy with the cut', full: true },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const back = await queryRows<{
      method: string;
      status: string;
      amount: number;
      stripe_refund_id: string | null;
    }>(
      t.ctx.db,
      sql`select method, status, amount, stripe_refund_id from payment_transactions
            where appointment_id = ${id} and kind = 'refund' order by method`,
    );
    expect(back.reduce((sum, r) => sum + r.amount, 0)).toBe(4500);
    for (const row of back.filter((r) => r.method !== 'cash')) {
      expect(row).toMatchObject({ status: 'succeeded', stripe_refund_id: expect.stringMatching(/^re_/) });
    }
    expect(stripe.paymentIntent(onFile?.stripe_payment_intent_id ?? '')?.refunded).toBe(3000);
  });

  it('gives the card’s money back at once when the checkout fails after charging it, and charges anew when tried again', async () => {
    await later('2026-11-23T07:00:00Z');
    const id = await bookedWithCard('2026-11-23T15:00:00+01:00');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${salon.shopId}/products`,
      headers: { cookie: salon.cookie },
      payload: {
        name: 'Last Serum',
        price: { amount: 2000, currency: 'EUR' },
        taxRateBps: 1900,
        initialStock: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = created.json().id as string;
    await later('2026-11-23T14:10:00Z');
    // The checkout form is told which card it may offer.
    const draft = await admin('GET', `${id}/checkout`);
    expect(draft.json().cardOnFile).toEqual({ brand: 'visa', last4: '4242' });
    const checkout = (quantity: number, amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/shops/${salon.shopId}/appointments/${id}/checkout`,
        headers: { cookie: salon.cookie },
        payload: { products: [{ productId, quantity }], payments: [{ method: 'card_on_file', amount }] },
      });
    const charges = () =>
      stripe.requests.filter(
        (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.body.off_session === 'true',
      ).length;
    const before = charges();

    // Two of the last one: the card is charged (cut 45 € less the 9 € deposit, 40 € of serum),
    // then the stock refuses the sale.
    const failed = await checkout(2, 7600);
    expect(failed.statusCode, failed.body).toBe(409);
    expect(failed.json().error.code).toBe('InsufficientStock');
    expect(charges()).toBe(before + 1);
    const undo = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    const charged = stripe.paymentIntent(String(undo?.body.payment_intent));
    expect(charged).toMatchObject({ status: 'succeeded', amount: 7600, refunded: 7600 });
    expect(await salesOf(id)).toBe(0);
    // The visit's money shows the charge and its refund, and counts it as paid no more.
    expect(await cardMoney(id)).toEqual([
      { kind: 'charge', amount: 7600, reason: 'checkout_not_completed', sale: false },
      { kind: 'refund', amount: 7600, reason: 'checkout_not_completed', sale: false },
    ]);
    expect((await admin('GET', `${id}/checkout`)).json().cardOnFile).toEqual({
      brand: 'visa',
      last4: '4242',
    });

    // Tried again with what is in stock: a new charge, not the refunded one given back.
    const paid = await checkout(1, 5600);
    expect(paid.statusCode, paid.body).toBe(201);
    const [row] = await queryRows<{ stripe_payment_intent_id: string }>(
      t.ctx.db,
      sql`select stripe_payment_intent_id from payment_transactions
            where appointment_id = ${id} and method = 'card_on_file' and kind = 'charge' and sale_id is not null`,
    );
    expect(row?.stripe_payment_intent_id).not.toBe(charged?.id);
    expect(stripe.paymentIntent(row?.stripe_payment_intent_id ?? '')).toMatchObject({
      status: 'succeeded',
      amount: 5600,
      refunded: 0,
    });
  });

  it('gives back a checkout’s card charge whose answer was lost, when Stripe tells of it, and records both', async () => {
    await later('2026-11-23T07:00:00Z');
    const id = await bookedWithCard('2026-11-24T16:00:00+01:00');
    await later('2026-11-24T15:10:00Z');
    const checkout = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/shops/${salon.shopId}/appointments/${id}/checkout`,
        headers: { cookie: salon.cookie },
        payload: { payments: [{ method: 'card_on_file', amount: 3600 }] },
      });
    stripe.offSessionAnswer = 'lost';
    try {
      const lost = await checkout();
      expect(lost.statusCode, lost.body).toBe(502);
      expect(lost.json().error.code).toBe('StripeUnreachable');
    } finally {
      stripe.offSessionAnswer = 'now';
    }
    // Stripe did charge the card; nothing here knows of it yet.
    const charged = stripe.paymentIntents().at(-1);
    expect(charged).toMatchObject({ status: 'succeeded', amount: 3600, refunded: 0 });
    expect(charged?.metadata).toMatchObject({ kind: 'checkout', appointmentId: id });
    expect(await salesOf(id)).toBe(0);
    expect(await cardMoney(id)).toEqual([]);

    await tellSucceeded(charged?.id ?? '');
    expect(stripe.paymentIntent(charged?.id ?? '')?.refunded).toBe(3600);
    const recorded = [
      { kind: 'charge', amount: 3600, reason: 'checkout_not_completed', sale: false },
      { kind: 'refund', amount: 3600, reason: 'checkout_not_completed', sale: false },
    ];
    expect(await cardMoney(id)).toEqual(recorded);
    // Stripe sends it again: nothing more is refunded or written.
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds').length;
    await tellSucceeded(charged?.id ?? '');
    expect(await cardMoney(id)).toEqual(recorded);
    expect(stripe.paymentIntent(charged?.id ?? '')?.refunded).toBe(3600);
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds').length).toBeLessThanOrEqual(refunds + 1);

    // The visit is checked out as if nothing had happened.
    const paid = await checkout();
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await salesOf(id)).toBe(1);
  });

  it('keeps a checkout’s card charge when Stripe’s event comes before the sale is written', async () => {
    await later('2026-11-23T07:00:00Z');
    const id = await bookedWithCard('2026-11-24T17:00:00+01:00');
    await later('2026-11-24T16:10:00Z');
    const before = offSessionAsks();
    stripe.offSessionAnswer = 400;
    let checkout: Promise<{ statusCode: number; body: string }>;
    try {
      checkout = t.app.inject({
        method: 'POST',
        url: `/api/admin/shops/${salon.shopId}/appointments/${id}/checkout`,
        headers: { cookie: salon.cookie },
        payload: { payments: [{ method: 'card_on_file', amount: 3600 }] },
      });
      while (offSessionAsks() === before) await new Promise((r) => setTimeout(r, 10));
    } finally {
      stripe.offSessionAnswer = 'now';
    }
    // Charged, the answer on its way: Stripe's event arrives first and waits for the checkout.
    const intent = stripe.paymentIntents().at(-1);
    await tellSucceeded(intent?.id ?? '');
    const done = await checkout;
    expect(done.statusCode, done.body).toBe(201);
    expect(stripe.paymentIntent(intent?.id ?? '')?.refunded).toBe(0);
    expect(await cardMoney(id)).toEqual([{ kind: 'charge', amount: 3600, reason: null, sale: true }]);
  });

  it('records a no-show fee whose answer was lost: asking again gets Stripe’s first answer, its event adds nothing', async () => {
    await later('2026-11-23T07:00:00Z');
    const id = await bookedWithCard('2026-11-25T10:00:00+01:00');
    await later('2026-11-25T09:30:00Z');
    expect((await admin('POST', `${id}/no-show`, salon.cookie, {})).statusCode).toBe(200);
    stripe.offSessionAnswer = 'lost';
    try {
      const lost = await admin('POST', `${id}/no-show-fee`);
      expect(lost.statusCode, lost.body).toBe(502);
    } finally {
      stripe.offSessionAnswer = 'now';
    }
    const intent = stripe.paymentIntents().at(-1);
    expect(intent).toMatchObject({ status: 'succeeded', amount: 3600 });
    expect(await fees(id)).toEqual([]);
    const again = await admin('POST', `${id}/no-show-fee`);
    expect(again.statusCode, again.body).toBe(200);
    expect(await fees(id)).toEqual([
      expect.objectContaining({ kind: 'fee', amount: 3600, stripe_payment_intent_id: intent?.id }),
    ]);
    expect(
      stripe
        .paymentIntents()
        .filter((p) => p.metadata.appointmentId === id && p.metadata.kind === 'no_show_fee'),
    ).toHaveLength(1);
    await tellSucceeded(intent?.id ?? '');
    expect(await fees(id)).toHaveLength(1);
  });

  it('records a no-show fee from Stripe’s event when the server never heard the answer', async () => {
    await later('2026-11-23T07:00:00Z');
    const id = await bookedWithCard('2026-11-25T14:00:00+01:00');
    await later('2026-11-25T13:30:00Z');
    expect((await admin('POST', `${id}/no-show`, salon.cookie, {})).statusCode).toBe(200);
    stripe.offSessionAnswer = 'lost';
    try {
      expect((await admin('POST', `${id}/no-show-fee`)).statusCode).toBe(502);
    } finally {
      stripe.offSessionAnswer = 'now';
    }
    const intent = stripe.paymentIntents().at(-1);
    await tellSucceeded(intent?.id ?? '');
    expect(await fees(id)).toEqual([
      expect.objectContaining({ kind: 'fee', amount: 3600, stripe_payment_intent_id: intent?.id }),
    ]);
    const quote = (await admin('GET', `${id}/no-show-fee`)).json();
    expect(quote.charged).toBe(true);
    // Staff clicking now charge nothing more.
    const asks = offSessionAsks();
    expect((await admin('POST', `${id}/no-show-fee`)).statusCode).toBe(200);
    expect(offSessionAsks()).toBe(asks);
  });
});
