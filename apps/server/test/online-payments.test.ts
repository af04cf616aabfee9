import { sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/sql.ts';
import { retryPendingRefunds } from '../src/services/online-payments/refund-on-cancel.ts';
import { releaseUnpaidHolds } from '../src/services/online-payments/release-unpaid-holds.ts';
import { createTestApp, lastMailTo, signUp, type TestApp } from './helpers.ts';
import { createSalon, loyaltyProgramme, type Salon } from './salon-fixture.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in.ts';

const publishableKey = 'pk_test_51OnlinePayPublishable0001';
const secretKey = 'sk_test_51OnlinePaySecretKey000001';
const webhookSecret = 'whsec_OnlinePaySigningSecret0001';

// Monday 23 November 2026, 08:00 in Berlin.
const start = new Date('2026-11-23T07:00:00Z');
let clock = start;
let stripe: StripeStandIn;
let t: TestApp;
let salon: Salon;
let bare: Salon;

beforeAll(async () => {
  stripe = await startStripeStandIn({ acceptedKeys: [secretKey] });
  t = await createTestApp({
    now: () => clock,
    env: { STRIPE_API_BASE: stripe.url, STRIPE_JS_URL: `${stripe.url}/v3` },
    rateLimits: { bookingPerIp: { limit: 10_000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'payon');
  bare = await createSalon(t.app, 'payon-bare');
  // Customers may change their bookings online until an hour before, so a late cancellation is possible.
  const rules = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/shops/${salon.shopId}/rules`,
    headers: { cookie: salon.cookie },
    payload: { changeWindowMinutes: 60 },
  });
  expect(rules.statusCode, rules.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const settings = (payload: object, s = salon) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/shops/${s.shopId}/payment-settings`,
    headers: { cookie: s.cookie },
    payload,
  });
const terms = {
  policy: { mode: 'deposit', depositKind: 'percent', depositValue: 20 },
  cancellation: { freeCancellationHours: 24, lateCancelPercent: 50, noShowPercent: 100 },
};
const publicShop = async (s = salon) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/shops/${s.subdomain}` })).json();

let guests = 0;
const book = (at: string, extra: { services?: string[]; stylist?: string; locale?: string } = {}) => {
  guests += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    payload: {
      services: extra.services ?? [salon.services.cut],
      start: at,
      stylist: extra.stylist ?? salon.stylists[0]?.id,
      customer: { name: `Payer ${guests}`, email: `payer${guests}@example.com`, phone: '+4930123456' },
      ...(extra.locale ? { locale: extra.locale } : {}),
    },
  });
};
const webhook = (payload: string, signature: string, shopId = salon.shopId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/stripe/webhook/${shopId}`,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
const paid = async (intentId: string) => {
  stripe.succeed(intentId);
  const { payload, signature } = stripe.signedEvent('payment_intent.succeeded', intentId, webhookSecret);
  return webhook(payload, signature);
};
const appointment = async (id: string) =>
  (
    await queryRows<{ status: string; active: boolean[]; history: string[] }>(
      t.ctx.db,
      sql`select a.status,
                 (select array_agg(i.active) from appointment_items i where i.appointment_id = a.id) as active,
                 (select array_agg(h.action order by h.at) from appointment_history h where h.appointment_id = a.id) as history
            from appointments a where a.id = ${id}`,
    )
  )[0];
const money = (id: string) =>
  queryRows<{
    kind: string;
    status: string;
    amount: number;
    stripe_payment_intent_id: string | null;
    stripe_refund_id: string | null;
    refund_of: string | null;
    id: string;
  }>(
    t.ctx.db,
    sql`select id, kind, status, amount, stripe_payment_intent_id, stripe_refund_id, refund_of
          from payment_transactions where appointment_id = ${id} order by created_at, kind`,
  );
const eventsOf = async (id: string) =>
  (
    await queryRows<{ type: string }>(
      t.ctx.db,
      sql`select type from notification_events where appointment_id = ${id} order by type`,
    )
  ).map((e) => e.type);
const intentOf = (res: { json(): { payment: { clientSecret: string } } }) =>
  res.json().payment.clientSecret.split('_secret_')[0] as string;

describe('online payment at booking', () => {
  it('asks nothing online while the salon has no Stripe keys, whatever the old service deposit said', async () => {
    const page = await publicShop(bare);
    expect(page.payment).toEqual({
      online: null,
      cancellation: { freeCancellationHours: 24, lateCancelPercent: 0, noShowPercent: 0 },
      cardOnFile: false,
    });
    // The fixture's Colour still carries a 20 € deposit of its own: it is not asked any more.
    expect(page.services.find((s: { name: string }) => s.name === 'Colour').depositAmount).toBeNull();
    // A policy taking money online cannot even be set without keys: a payment that cannot be taken is never asked for.
    const refused = await settings(terms, bare);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('StripeNotConfigured');
    expect((await publicShop(bare)).services.every((s: { depositAmount: null }) => !s.depositAmount)).toBe(
      true,
    );
  });

  it('answers the amount due per service from the shop policy and the service overrides', async () => {
    const res = await settings({
      ...terms,
      stripe: { publishableKey, secretKey, webhookSecret },
      serviceOverrides: [{ serviceId: salon.services.color, policy: { mode: 'prepay' } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await publicShop();
    expect(page.payment).toEqual({
      online: { publishableKey, scriptUrl: `${stripe.url}/v3` },
      cancellation: terms.cancellation,
      cardOnFile: false,
    });
    const service = (name: string) => page.services.find((s: { name: string }) => s.name === name);
    expect(service('Cut').depositAmount).toBe(900);
    expect(service('Colour').depositAmount).toBe(9000);
    // Cleo charges 25 € for a beard: 20 % of her price.
    expect(service('Beard').stylists).toEqual([expect.objectContaining({ amountDue: 500 })]);
    expect(JSON.stringify(page)).not.toContain(secretKey);
  });

  it('holds the time as awaiting_payment, with a PaymentIntent and a pending charge, and tells nobody yet', async () => {
    const res = await book('2026-11-24T10:00:00+01:00');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.booking.status).toBe('awaiting_payment');
    expect(body.emailSent).toBe(false);
    expect(body.payment).toMatchObject({
      publishableKey,
      scriptUrl: `${stripe.url}/v3`,
      amount: { amount: 900, currency: 'EUR' },
      heldUntil: '2026-11-23T08:10:00.000+01:00',
    });
    const intentId = intentOf(res);
    expect(stripe.paymentIntent(intentId)).toMatchObject({ amount: 900, currency: 'eur' });
    expect(
      stripe.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST'),
    ).toMatchObject({
      apiKey: secretKey,
      idempotencyKey: `booking-payment:${body.booking.id}`,
    });
    expect(await money(body.booking.id)).toEqual([
      expect.objectContaining({
        kind: 'charge',
        status: 'pending',
        amount: 900,
        stripe_payment_intent_id: intentId,
      }),
    ]);
    expect(await eventsOf(body.booking.id)).toEqual([]);
    // The held time is taken.
    const again = await book('2026-11-24T10:00:00+01:00');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SLOT_UNAVAILABLE');
  });

  it('lets exactly one of two customers paying for the same slot hold it', async () => {
    const answers = await Promise.all([book('2026-11-24T14:00:00+01:00'), book('2026-11-24T14:00:00+01:00')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const held = answers.find((a) => a.statusCode === 201);
    expect(held?.json().booking.status).toBe('awaiting_payment');
  });

  it('confirms the booking on the signed webhook, and only then mails the terms in the customer’s language', async () => {
    const res = await book('2026-11-25T10:00:00+01:00', { locale: 'de' });
    const { booking } = res.json();
    const intentId = intentOf(res);

    // A bad signature is refused and changes nothing.
    stripe.succeed(intentId);
    const forged = stripe.signedEvent('payment_intent.succeeded', intentId, 'whsec_SomebodyElsesSecret00');
    const refused = await webhook(forged.payload, forged.signature);
    expect(refused.statusCode).toBe(400);
    expect((await appointment(booking.id))?.status).toBe('awaiting_payment');
    expect((await money(booking.id))[0]?.status).toBe('pending');
    const tampered = stripe.signedEvent('payment_intent.succeeded', intentId, webhookSecret);
    expect((await webhook(tampered.payload.replace('900', '100'), tampered.signature)).statusCode).toBe(400);
    expect((await webhook(tampered.payload, '')).statusCode).toBe(400);
    expect(
      (
        await queryRows<{ n: number }>(
          t.ctx.db,
          sql`select count(*)::int as n from stripe_events where event_id = ${forged.eventId}`,
        )
      )[0]?.n,
    ).toBe(0);

    const ok = await webhook(tampered.payload, tampered.signature);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ received: true, duplicate: false });
    const after = await appointment(booking.id);
    expect(after).toMatchObject({ status: 'confirmed', active: [true] });
    expect(after?.history).toEqual(['created', 'paid']);
    expect((await money(booking.id))[0]).toMatchObject({ kind: 'charge', status: 'succeeded', amount: 900 });
    expect(await eventsOf(booking.id)).toEqual(['CustomerNewAppointment', 'ShopReceiveNewAppointment']);

    // A replay of the same event changes nothing.
    const replay = await webhook(tampered.payload, tampered.signature);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await appointment(booking.id))?.history).toEqual(['created', 'paid']);
    expect(await eventsOf(booking.id)).toEqual(['CustomerNewAppointment', 'ShopReceiveNewAppointment']);

    await t.notifications.runRound();
    const mail = await lastMailTo(t.ctx, `payer${guests}@example.com`);
    expect(mail?.subject).toBeTruthy();
    expect(mail?.text).toContain('Stornobedingungen: kostenlose Stornierung bis 24 Stunden vor dem Termin.');
    expect(mail?.text).toContain('Bei späterer Stornierung werden 50 % des Preises berechnet.');
    expect(mail?.text).toContain('Bei Nichterscheinen werden 100 % des Preises berechnet.');
    expect(mail?.text).toMatch(/Online bezahlt: 9,00\s€/);
  });

  it('frees the slot when the payment fails', async () => {
    const res = await book('2026-11-25T14:00:00+01:00');
    const intentId = intentOf(res);
    const failed = stripe.signedEvent('payment_intent.payment_failed', intentId, webhookSecret);
    expect((await webhook(failed.payload, failed.signature)).statusCode).toBe(200);
    expect(await appointment(res.json().booking.id)).toMatchObject({ status: 'cancelled', active: [false] });
    expect((await money(res.json().booking.id))[0]?.status).toBe('failed');
    expect((await book('2026-11-25T14:00:00+01:00')).statusCode).toBe(201);
  });

  it('releases an unpaid hold after 10 minutes and offers the slot again', async () => {
    const res = await book('2026-11-26T10:00:00+01:00');
    const { booking } = res.json();
    const intentId = intentOf(res);
    clock = new Date(start.getTime() + 9 * 60_000);
    expect(await releaseUnpaidHolds(t.ctx)).toBe(0);
    clock = new Date(start.getTime() + 11 * 60_000);
    try {
      expect(await releaseUnpaidHolds(t.ctx)).toBeGreaterThanOrEqual(1);
      const after = await appointment(booking.id);
      expect(after).toMatchObject({ status: 'cancelled', active: [false] });
      expect(after?.history).toEqual(['created', 'hold_expired']);
      expect(stripe.paymentIntent(intentId)?.status).toBe('canceled');
      expect((await money(booking.id))[0]?.status).toBe('failed');
      const slots = await t.app.inject({
        method: 'GET',
        url: `/api/public/shops/${salon.subdomain}/availability?services=${salon.services.cut}&from=2026-11-26&to=2026-11-26&stylist=${salon.stylists[0]?.id}`,
      });
      expect(slots.json().days[0].slots.map((s: { start: string }) => s.start)).toContain(
        '2026-11-26T10:00:00.000+01:00',
      );
      // A payment that still arrives while the time is free takes it back.
      expect((await paid(intentId)).statusCode).toBe(200);
      expect(await appointment(booking.id)).toMatchObject({
        status: 'confirmed',
        active: [true],
        history: ['created', 'hold_expired', 'paid'],
      });
    } finally {
      clock = start;
    }
  });

  it('refunds a payment that arrives after its hold expired and the slot was taken', async () => {
    const first = await book('2026-11-26T15:00:00+01:00');
    const intentId = intentOf(first);
    const { booking } = first.json();
    clock = new Date(start.getTime() + 11 * 60_000);
    try {
      await releaseUnpaidHolds(t.ctx);
      const second = await book('2026-11-26T15:00:00+01:00');
      expect(second.statusCode).toBe(201);
      // Stripe had the payment already under way when the hold was released.
      const late = await paid(intentId);
      expect(late.statusCode, late.body).toBe(200);
    } finally {
      clock = start;
    }
    expect((await appointment(booking.id))?.status).toBe('cancelled');
    const rows = await money(booking.id);
    const charge = rows.find((r) => r.kind === 'charge');
    expect(charge).toMatchObject({ status: 'succeeded', amount: 900 });
    expect(rows.find((r) => r.kind === 'refund')).toMatchObject({
      amount: 900,
      refund_of: charge?.id,
      stripe_refund_id: expect.stringMatching(/^re_/),
    });
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: `late-payment-refund:${charge?.id}`,
    });
    expect(await eventsOf(booking.id)).toContain('CustomerCancelAppointment');
    await t.notifications.runRound();
    const mail = await lastMailTo(t.ctx, `payer${guests - 1}@example.com`);
    expect(mail?.text).toContain('has been refunded in full');
  });

  const staffCancel = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${salon.shopId}/appointments/${id}/cancel`,
      headers: { cookie: salon.cookie },
      payload: {},
    });

  it('cancels the PaymentIntent at Stripe when the salon cancels an unpaid hold', async () => {
    const res = await book('2026-11-26T11:00:00+01:00');
    const { booking } = res.json();
    const intentId = intentOf(res);
    const cancelled = await staffCancel(booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await appointment(booking.id)).toMatchObject({
      status: 'cancelled',
      active: [false],
      history: ['created', 'cancel'],
    });
    expect(stripe.paymentIntent(intentId)?.status).toBe('canceled');
    expect((await money(booking.id))[0]?.status).toBe('failed');
  });

  it('refunds a payment that arrives after the salon cancelled the hold, and says the salon cancelled', async () => {
    const res = await book('2026-11-26T12:00:00+01:00', { locale: 'en' });
    const { booking } = res.json();
    const intentId = intentOf(res);
    const email = `payer${guests}@example.com`;
    // The customer paid at Stripe, but its event comes only after the salon cancelled the visit.
    stripe.succeed(intentId);
    expect((await staffCancel(booking.id)).statusCode).toBe(200);
    const { payload, signature } = stripe.signedEvent('payment_intent.succeeded', intentId, webhookSecret);
    const late = await webhook(payload, signature);
    expect(late.statusCode, late.body).toBe(200);
    expect((await appointment(booking.id))?.status).toBe('cancelled');
    const rows = await money(booking.id);
    const charge = rows.find((r) => r.kind === 'charge');
    expect(rows.find((r) => r.kind === 'refund')).toMatchObject({ amount: 900, refund_of: charge?.id });
    await t.notifications.runRound();
    const mail = await lastMailTo(t.ctx, email);
    expect(mail?.text).toContain('The salon cancelled this booking before your payment arrived');
    expect(mail?.text).not.toContain('booked by someone else');
  });

  const abandon = (token: string) =>
    t.app.inject({ method: 'POST', url: `/api/public/bookings/${token}/abandon-payment` });

  it('lets the customer give up an unpaid hold: the time is free at once and the intent cancelled', async () => {
    const res = await book('2026-11-26T16:30:00+01:00');
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json();
    const intentId = intentOf(res);
    const given = await abandon(booking.manageToken);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().booking.status).toBe('cancelled');
    expect(await appointment(booking.id)).toMatchObject({
      status: 'cancelled',
      active: [false],
      history: ['created', 'payment_abandoned'],
    });
    expect(stripe.paymentIntent(intentId)?.status).toBe('canceled');
    expect((await money(booking.id))[0]?.status).toBe('failed');
    // Someone else (or the same customer) may book the time right away.
    expect((await book('2026-11-26T16:30:00+01:00')).statusCode).toBe(201);
    // Only an unpaid hold can be given up this way.
    expect((await abandon(booking.manageToken)).statusCode).toBe(409);
  });

  it('refuses to give up a booking that is already paid', async () => {
    const res = await book('2026-11-26T14:00:00+01:00');
    expect((await paid(intentOf(res))).statusCode).toBe(200);
    const given = await abandon(res.json().booking.manageToken);
    expect(given.statusCode).toBe(409);
    expect((await appointment(res.json().booking.id))?.status).toBe('confirmed');
  });

  it('refunds a cancellation in the free window in full, and keeps the policy’s share after it', async () => {
    // Friday: more than 24 hours ahead.
    const early = await book('2026-11-27T10:00:00+01:00');
    expect((await paid(intentOf(early))).statusCode).toBe(200);
    const cancelEarly = await t.app.inject({
      method: 'DELETE',
      url: `/api/public/bookings/${early.json().booking.manageToken}`,
    });
    expect(cancelEarly.statusCode, cancelEarly.body).toBe(200);
    const earlyRows = await money(early.json().booking.id);
    expect(earlyRows.find((r) => r.kind === 'refund')).toMatchObject({
      amount: 900,
      refund_of: earlyRows.find((r) => r.kind === 'charge')?.id,
      stripe_refund_id: expect.stringMatching(/^re_/),
    });

    // Today 15:00, seven hours ahead: a prepaid colour keeps 50 % of its 90 €.
    const late = await book('2026-11-23T15:00:00+01:00', {
      services: [salon.services.color],
      stylist: salon.stylists[1]?.id,
    });
    expect(late.json().payment.amount.amount).toBe(9000);
    expect((await paid(intentOf(late))).statusCode).toBe(200);
    const cancelLate = await t.app.inject({
      method: 'DELETE',
      url: `/api/public/bookings/${late.json().booking.manageToken}`,
    });
    expect(cancelLate.statusCode, cancelLate.body).toBe(200);
    const lateRows = await money(late.json().booking.id);
    expect(lateRows.filter((r) => r.kind === 'refund')).toEqual([
      expect.objectContaining({ amount: 4500, refund_of: lateRows.find((r) => r.kind === 'charge')?.id }),
    ]);
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: `refund:${lateRows.find((r) => r.kind === 'refund')?.id}`,
    });

    // Staff see the visit's money: 90 € charged, 45 € refunded.
    const url = `/api/admin/shops/${salon.shopId}/appointments/${late.json().booking.id}/money`;
    const seen = await t.app.inject({ method: 'GET', url, headers: { cookie: salon.cookie } });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().movements).toEqual([
      expect.objectContaining({ kind: 'charge', method: 'online', status: 'succeeded', amount: 9000 }),
      expect.objectContaining({
        kind: 'refund',
        status: 'succeeded',
        amount: 4500,
        reason: 'customer_cancelled',
      }),
    ]);
    // Another salon's owner sees nothing of it.
    const other = await t.app.inject({ method: 'GET', url, headers: { cookie: bare.cookie } });
    expect(other.statusCode).toBe(403);
  });

  it('keeps a refund Stripe cannot make now pending, and the job makes it once Stripe answers', async () => {
    const res = await book('2026-11-27T14:00:00+01:00');
    expect((await paid(intentOf(res))).statusCode).toBe(200);
    stripe.acceptedKeys.delete(secretKey);
    try {
      const cancelled = await t.app.inject({
        method: 'DELETE',
        url: `/api/public/bookings/${res.json().booking.manageToken}`,
      });
      // The cancellation stands even so.
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().booking.status).toBe('cancelled');
      expect((await money(res.json().booking.id)).find((r) => r.kind === 'refund')).toMatchObject({
        status: 'pending',
        amount: 900,
        stripe_refund_id: null,
      });
      expect(await retryPendingRefunds(t.ctx)).toBe(0);
    } finally {
      stripe.acceptedKeys.add(secretKey);
    }
    expect(await retryPendingRefunds(t.ctx)).toBe(1);
    const refund = (await money(res.json().booking.id)).find((r) => r.kind === 'refund');
    expect(refund).toMatchObject({
      status: 'succeeded',
      amount: 900,
      stripe_refund_id: expect.stringMatching(/^re_/),
    });
    expect(await retryPendingRefunds(t.ctx)).toBe(0);
    // Asked three times (at the cancellation, two job rounds), always with the one idempotency key.
    expect(
      stripe.requests.filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === `refund:${refund?.id}`),
    ).toHaveLength(3);
  });

  it('gives the time back at once when Stripe refuses the salon’s key, and asks for no payment', async () => {
    const refused = await settings(
      {
        ...terms,
        stripe: { publishableKey, secretKey: 'sk_test_51KeyTheStandInRefuses00001', webhookSecret },
      },
      bare,
    );
    expect(refused.statusCode).toBe(200);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/shops/${bare.subdomain}/bookings`,
        payload: {
          services: [bare.services.cut],
          start: '2026-11-24T11:00:00+01:00',
          stylist: bare.stylists[0]?.id,
          customer: { name: 'Una Unpaid', email: 'una@example.com', phone: '+4930123456' },
        },
      });
    const res = await attempt();
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe('StripeKeyInvalid');
    const [held] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id from appointments where shop_id = ${bare.shopId} and guest_email = 'una@example.com'`,
    );
    expect(await appointment(held?.id ?? '')).toMatchObject({
      status: 'cancelled',
      active: [false],
      history: ['created', 'payment_unavailable'],
    });
    // The time is free: the same attempt is refused for the key again, not for the slot.
    expect((await attempt()).json().error.code).toBe('StripeKeyInvalid');
  });

  it('takes redeemed loyalty points off the amount due; covered in full, nothing is paid online', async () => {
    const admin = (method: 'POST' | 'PUT', path: string, payload: object) =>
      t.app.inject({
        method,
        url: `/api/admin/shops/${salon.shopId}${path}`,
        headers: { cookie: salon.cookie },
        payload,
      });
    const on = await admin('PUT', '/loyalty-settings', loyaltyProgramme);
    expect(on.statusCode, on.body).toBe(200);
    const { cookie } = await signUp(t.app, 'lotte-points@example.com', 'correct horse battery', 'Lotte');
    const asLotte = (at: string, extra: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/shops/${salon.subdomain}/bookings`,
        headers: { cookie },
        payload: {
          services: [salon.services.cut],
          start: at,
          stylist: salon.stylists[2]?.id,
          customer: { phone: '+4930123456' },
          ...extra,
        },
      });
    // The first booking makes her record at the salon; the salon gives her points on it.
    expect((await asLotte('2026-11-24T09:00:00+01:00')).statusCode).toBe(201);
    const [row] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id from customers where shop_id = ${salon.shopId} and email = 'lotte-points@example.com'`,
    );
    const gift = await admin('POST', `/customers/${row?.id}/loyalty/adjustments`, {
      points: 300,
      reason: 'Paper card',
    });
    expect(gift.statusCode, gift.body).toBe(201);

    // 100 points are worth 5 €: 9 € due becomes 4 €.
    const part = await asLotte('2026-11-24T11:00:00+01:00', { redeemPoints: 100 });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().booking.status).toBe('awaiting_payment');
    expect(part.json().payment.amount).toEqual({ amount: 400, currency: 'EUR' });
    expect(stripe.paymentIntent(intentOf(part))?.amount).toBe(400);

    // 200 points (10 €) cover the 9 €: booked at once, nothing to pay online.
    const whole = await asLotte('2026-11-24T15:00:00+01:00', { redeemPoints: 200 });
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json().booking.status).toBe('confirmed');
    expect(whole.json().payment).toBeNull();
    expect(await money(whole.json().booking.id)).toEqual([]);
    expect(await eventsOf(whole.json().booking.id)).toContain('CustomerNewAppointment');

    // Paid, then cancelled from her account more than 24 hours ahead: the 4 € come back.
    expect((await paid(intentOf(part))).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/me/account/appointments/${part.json().booking.id}/cancel`,
      headers: { cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await money(part.json().booking.id)).map((r) => [r.kind, r.amount])).toEqual([
      ['charge', 400],
      ['refund', 400],
    ]);
  });
});
