import { randomBytes } from 'node:crypto';
import { openDatabase, sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrationsFolder } from '../src/database.ts';
import { queryRows } from '../src/infra/sql.ts';
import { payAndKeepCard } from './card-on-file-fixture.ts';
import { createSalon, type Salon } from './salon-fixture.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in.ts';

const secretKey = 'sk_test_51KilledServerSecretKey0001';
const webhookSecret = 'whsec_KilledServerSigningSecret01';
const SECRETS_KEY = 'a-key-for-sealing-stripe-secrets-in-tests-0001';

/**
 * The server killed (SIGKILL) after Stripe charged a kept card and before the charge was written:
 * the process's transaction dies with it. The next server, told by Stripe's event, must give a
 * checkout's money back and record it, and record a no-show fee as taken, once. A real process
 * killed needs a database that outlives it: PostgreSQL.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'a server killed while Stripe charges a kept card',
  () => {
    const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `salon_paykill_${randomBytes(5).toString('hex')}`;
    const url = new URL(server);
    url.pathname = `/${name}`;
    const admin = async (statement: string) => {
      const db = await openDatabase({ kind: 'postgres', url: server }, migrationsFolder);
      await db.db.execute(sql.raw(statement));
      await db.close();
    };
    let database: Awaited<ReturnType<typeof openDatabase>>;
    let stripe: StripeStandIn;
    let salon: Salon;
    let visitId = '';
    let customerId = '';
    let productId = '';
    let running: ServerProcess | null = null;
    const env = () => ({ DATABASE_URL: url.toString(), STRIPE_API_BASE: stripe.url, SECRETS_KEY });

    beforeAll(async () => {
      await admin(`create database ${name}`);
      database = await openDatabase({ kind: 'postgres', url: url.toString() }, migrationsFolder);
      await database.migrate();
      stripe = await startStripeStandIn({ acceptedKeys: [secretKey] });
      // The salon, its Stripe keys and a customer with a card on file, set up through an app of our own.
      const { app } = await buildApp({
        config: loadConfig({ LOG_LEVEL: 'silent', ...env() }),
        database,
        logger: false,
      });
      salon = await createSalon(app, 'paykill');
      const base = `/api/admin/shops/${salon.shopId}`;
      const put = await app.inject({
        method: 'PUT',
        url: `${base}/payment-settings`,
        headers: { cookie: salon.cookie },
        payload: {
          policy: { mode: 'deposit', depositKind: 'percent', depositValue: 20 },
          cancellation: { freeCancellationHours: 24, lateCancelPercent: 50, noShowPercent: 100 },
          stripe: { publishableKey: 'pk_test_51KilledServerPublishable', secretKey, webhookSecret },
          cardOnFileRequired: true,
        },
      });
      expect(put.statusCode, put.body).toBe(200);
      const product = await app.inject({
        method: 'POST',
        url: `${base}/products`,
        headers: { cookie: salon.cookie },
        payload: {
          name: 'Serum',
          price: { amount: 2000, currency: 'EUR' },
          taxRateBps: 1900,
          initialStock: 5,
        },
      });
      expect(product.statusCode, product.body).toBe(201);
      productId = product.json().id;
      const soon = new Date(Date.now() + 3 * 86_400_000);
      soon.setUTCHours(10, 0, 0, 0);
      if (soon.getUTCDay() === 0) soon.setUTCDate(soon.getUTCDate() + 1);
      const booked = await app.inject({
        method: 'POST',
        url: `/api/public/shops/${salon.subdomain}/bookings`,
        payload: {
          services: [salon.services.cut],
          start: soon.toISOString(),
          stylist: salon.stylists[0]?.id,
          customer: { name: 'Kai Keeper', email: 'kai@example.com', phone: '+4930123456' },
          cardOnFileConsent: true,
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      visitId = await payAndKeepCard(app, stripe, {
        shopId: salon.shopId,
        webhookSecret,
        booking: booked.json(),
      });
      const [visit] = await queryRows<{ customer_id: string }>(
        database.db,
        sql`select customer_id from appointments where id = ${visitId}`,
      );
      customerId = visit?.customer_id ?? '';
      await app.close();
    }, 120_000);
    afterAll(async () => {
      await running?.stop();
      await stripe?.close();
      await database?.close();
      await admin(`drop database if exists ${name} with (force)`);
    });

    /** Signs the owner in on a running server, as the admin app does. */
    const signInOn = async (server: ServerProcess) => {
      const res = await fetch(`${server.base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner-paykill@example.com', password: 'correct horse battery' }),
      });
      expect(res.status).toBe(200);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const post = (server: ServerProcess, cookie: string, path: string, body: object = {}) =>
      fetch(`${server.base}/api/admin/shops/${salon.shopId}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    const offSessionAsks = () =>
      stripe.requests.filter(
        (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.body.off_session === 'true',
      ).length;
    /** Sends a write, waits until Stripe is charging for it (its answer held back), then kills the server. */
    const killWhileCharging = async (path: string, body: object) => {
      const server = running as ServerProcess;
      const cookie = await signInOn(server);
      const before = offSessionAsks();
      stripe.offSessionAnswer = 4000;
      const request = post(server, cookie, path, body).catch(() => null);
      const until = Date.now() + 20_000;
      while (offSessionAsks() === before && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(offSessionAsks()).toBe(before + 1);
      server.child.kill('SIGKILL');
      await server.exited;
      expect(await request).toBeNull();
      stripe.offSessionAnswer = 'now';
      running = await startServerProcess(env());
      return stripe.paymentIntents().at(-1);
    };
    const deliver = async (intentId: string) => {
      const event = stripe.signedEvent('payment_intent.succeeded', intentId, webhookSecret);
      const res = await fetch(`${running?.base}/api/public/stripe/webhook/${salon.shopId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      expect(res.status, await res.text()).toBe(200);
    };
    const moneyOf = (intentId: string) =>
      queryRows<{
        kind: string;
        amount: number;
        reason: string | null;
        sale: boolean;
        customer_id: string | null;
      }>(
        database.db,
        sql`select kind, amount, reason, sale_id is not null as sale, customer_id from payment_transactions
            where stripe_payment_intent_id = ${intentId} order by kind`,
      );
    const stock = async () =>
      (
        await queryRows<{ stock: number }>(
          database.db,
          sql`select stock from products where id = ${productId}`,
        )
      )[0]?.stock;

    it('gives back a walk-in sale’s card charge and keeps the stock when the server died before the sale was written', async () => {
      running = await startServerProcess(env());
      const intent = await killWhileCharging('/sales', {
        customerId,
        products: [{ productId, quantity: 1 }],
        payments: [{ method: 'card_on_file', amount: 2000 }],
      });
      expect(intent).toMatchObject({ status: 'succeeded', amount: 2000, refunded: 0 });
      const [sales] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from sales`);
      expect(sales?.n).toBe(0);
      expect(await moneyOf(intent?.id ?? '')).toEqual([]);

      // Stripe tells the next server of the charge: it is given back and recorded, once.
      await deliver(intent?.id ?? '');
      await deliver(intent?.id ?? '');
      expect(stripe.paymentIntent(intent?.id ?? '')?.refunded).toBe(2000);
      expect(await moneyOf(intent?.id ?? '')).toEqual([
        {
          kind: 'charge',
          amount: 2000,
          reason: 'checkout_not_completed',
          sale: false,
          customer_id: customerId,
        },
        {
          kind: 'refund',
          amount: 2000,
          reason: 'checkout_not_completed',
          sale: false,
          customer_id: customerId,
        },
      ]);
      expect(await stock()).toBe(5);

      // The sale made again goes through, and the stock goes down once.
      const cookie = await signInOn(running as ServerProcess);
      const sold = await post(running as ServerProcess, cookie, '/sales', {
        customerId,
        products: [{ productId, quantity: 1 }],
        payments: [{ method: 'card_on_file', amount: 2000 }],
      });
      expect(sold.status, await sold.clone().text()).toBe(201);
      expect(((await sold.json()) as { receipt: { number: number } }).receipt.number).toBe(1);
      expect(await stock()).toBe(4);
    }, 120_000);

    it('records a no-show fee Stripe took while the server died, once, and charges no more when asked again', async () => {
      // The visit's time has passed and staff marked it a no-show.
      await database.db.execute(sql`update appointments set status = 'no_show' where id = ${visitId}`);
      const intent = await killWhileCharging(`/appointments/${visitId}/no-show-fee`, {});
      // Cut 45 € at 100 %, less the 9 € deposit paid online.
      expect(intent).toMatchObject({ status: 'succeeded', amount: 3600, metadata: { kind: 'no_show_fee' } });
      expect(await moneyOf(intent?.id ?? '')).toEqual([]);

      await deliver(intent?.id ?? '');
      expect(await moneyOf(intent?.id ?? '')).toEqual([
        { kind: 'fee', amount: 3600, reason: 'no_show', sale: false, customer_id: customerId },
      ]);
      const cookie = await signInOn(running as ServerProcess);
      const asks = offSessionAsks();
      const again = await post(running as ServerProcess, cookie, `/appointments/${visitId}/no-show-fee`);
      expect(again.status, await again.clone().text()).toBe(200);
      expect(offSessionAsks()).toBe(asks);
      expect(await moneyOf(intent?.id ?? '')).toHaveLength(1);
    }, 120_000);
  },
);
