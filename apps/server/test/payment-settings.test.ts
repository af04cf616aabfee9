import { sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/infra/sql.ts';
import { createTestApp, joinShop, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in.ts';

const publishableKey = 'pk_test_51StandInPublishable0001';
const secretKey = 'sk_test_51StandInSecretKeyAbcd9876';
const webhookSecret = 'whsec_StandInSigningSecret4321';
const refusedKey = 'sk_test_51KeyTheStandInDoesNotKnow1234';

let stripe: StripeStandIn;
let t: TestApp;
let salon: Salon;
let other: Salon;
let staffCookie = '';
let readOnlyCookie = '';

beforeAll(async () => {
  stripe = await startStripeStandIn({ acceptedKeys: [secretKey] });
  t = await createTestApp({ env: { STRIPE_API_BASE: stripe.url } });
  salon = await createSalon(t.app, 'pay');
  other = await createSalon(t.app, 'pay-other');
  staffCookie = (await joinShop(t.app, t.ctx, salon.shopId, 'staff-pay@example.com')).cookie;
  readOnlyCookie = (
    await joinShop(t.app, t.ctx, salon.shopId, 'readonly-pay@example.com', { readOnly: true })
  ).cookie;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const settingsUrl = (shopId: string) => `/api/admin/shops/${shopId}/payment-settings`;
const get = (cookie = salon.cookie, shopId = salon.shopId) =>
  t.app.inject({ method: 'GET', url: settingsUrl(shopId), headers: { cookie } });
const put = (payload: object, cookie = salon.cookie, shopId = salon.shopId) =>
  t.app.inject({ method: 'PUT', url: settingsUrl(shopId), headers: { cookie }, payload });
const testConnection = (cookie = salon.cookie, shopId = salon.shopId) =>
  t.app.inject({ method: 'POST', url: `${settingsUrl(shopId)}/test-connection`, headers: { cookie } });

const base = {
  policy: { mode: 'deposit', depositKind: 'percent', depositValue: 20 },
  cancellation: { freeCancellationHours: 24, lateCancelPercent: 50, noShowPercent: 100 },
};
const withKeys = { ...base, stripe: { publishableKey, secretKey, webhookSecret } };

const storedRow = async (shopId = salon.shopId) =>
  (
    await queryRows<Record<string, string | null>>(
      t.ctx.db,
      sql`select t::text as all_columns, stripe_secret_key_sealed, stripe_webhook_secret_sealed
            from shop_payment_settings t where shop_id = ${shopId}`,
    )
  )[0];

describe('payment settings', () => {
  it('start as paid at the salon, with no keys and no fees', async () => {
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      currency: 'EUR',
      stripe: {
        publishableKey: null,
        secretKey: { set: false, last4: null },
        webhookSecret: { set: false, last4: null },
        mode: null,
      },
      policy: { mode: 'at_salon', depositKind: null, depositValue: null },
      cancellation: { freeCancellationHours: 24, lateCancelPercent: 0, noShowPercent: 0 },
      serviceOverrides: [],
    });
  });

  it('keep the owner’s keys sealed: the answer shows only the last 4, the table not the plain keys', async () => {
    const res = await put(withKeys);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.stripe).toEqual({
      publishableKey,
      secretKey: { set: true, last4: '9876' },
      webhookSecret: { set: true, last4: '4321' },
      mode: 'test',
    });
    expect(body.policy).toEqual(base.policy);
    expect(body.cancellation).toEqual(base.cancellation);
    for (const answer of [res.body, (await get()).body]) {
      expect(answer).not.toContain(secretKey);
      expect(answer).not.toContain(webhookSecret);
    }

    const row = await storedRow();
    expect(row?.all_columns).not.toContain(secretKey);
    expect(row?.all_columns).not.toContain(webhookSecret);
    expect(row?.all_columns).not.toContain(Buffer.from(secretKey).toString('base64'));
    // Nor does any other table (a log, a history) hold them.
    const tables = await queryRows<{ table_name: string }>(
      t.ctx.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const rows = await queryRows<{ row: string }>(
        t.ctx.db,
        sql`select t::text as row from ${sql.identifier(table_name)} t`,
      );
      const text = rows.map((r) => r.row).join('\n');
      expect(text, table_name).not.toContain(secretKey);
      expect(text, table_name).not.toContain(webhookSecret);
    }
    // …yet what is stored is the key, for the server alone to read.
    expect(
      t.ctx.secretBox.open(row?.stripe_secret_key_sealed ?? '', `shop:${salon.shopId}:stripe-secret-key`),
    ).toBe(secretKey);
  });

  it('keep the stored secrets when the form sends them empty or not at all, and remove them on null', async () => {
    const before = await storedRow();
    const kept = await put({ ...base, stripe: { publishableKey, secretKey: '', webhookSecret: '' } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().stripe.secretKey).toEqual({ set: true, last4: '9876' });
    expect((await put(base)).json().stripe).toMatchObject({ publishableKey, secretKey: { set: true } });
    expect((await storedRow())?.stripe_secret_key_sealed).toBe(before?.stripe_secret_key_sealed);

    const removed = await put({ ...base, stripe: { webhookSecret: null } });
    expect(removed.json().stripe.webhookSecret).toEqual({ set: false, last4: null });
    expect(removed.json().stripe.secretKey.set).toBe(true);
    expect((await storedRow())?.stripe_webhook_secret_sealed).toBeNull();
    expect((await put(withKeys)).statusCode).toBe(200);
  });

  it('give services a policy of their own, only services of this shop', async () => {
    const res = await put({
      ...base,
      serviceOverrides: [
        { serviceId: salon.services.color, policy: { mode: 'prepay' } },
        {
          serviceId: salon.services.beard,
          policy: { mode: 'deposit', depositKind: 'fixed', depositValue: 500 },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const overrides = res.json().serviceOverrides;
    expect(overrides).toHaveLength(2);
    expect(overrides).toContainEqual({
      serviceId: salon.services.color,
      serviceName: 'Colour',
      policy: { mode: 'prepay', depositKind: null, depositValue: null },
    });
    expect(overrides).toContainEqual(
      expect.objectContaining({
        serviceId: salon.services.beard,
        policy: { mode: 'deposit', depositKind: 'fixed', depositValue: 500 },
      }),
    );

    const foreign = await put({
      ...base,
      serviceOverrides: [{ serviceId: other.services.cut, policy: { mode: 'prepay' } }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details).toEqual([
      expect.objectContaining({ path: 'body.serviceOverrides.0.serviceId' }),
    ]);
    // The refused change changed nothing.
    expect((await get()).json().serviceOverrides).toHaveLength(2);
  });

  it('survive owners saving at once: every save answers, none undoes another’s new key', async () => {
    const services = [salon.services.cut, salon.services.color, salon.services.beard];
    const saves = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        put({
          ...base,
          // One save brings a new webhook secret; the others keep it (empty field).
          stripe: { webhookSecret: i === 5 ? 'whsec_ConcurrentSave00005555' : '' },
          serviceOverrides: [{ serviceId: services[i % 3], policy: { mode: 'prepay' } }],
        }),
      ),
    );
    expect(saves.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const after = (await get()).json();
    expect(after.stripe.webhookSecret).toEqual({ set: true, last4: '5555' });
    expect(after.serviceOverrides).toHaveLength(1);
    expect((await put(withKeys)).statusCode).toBe(200);
  });

  it('are the owner’s alone: staff, read-only members and other shops’ owners cannot see or change them', async () => {
    for (const cookie of [staffCookie, readOnlyCookie, other.cookie]) {
      expect((await get(cookie)).statusCode).toBe(403);
      expect((await put(withKeys, cookie)).statusCode).toBe(403);
      expect((await testConnection(cookie)).statusCode).toBe(403);
    }
    // Nor may an owner reach another shop's by its id.
    expect((await get(salon.cookie, other.shopId)).statusCode).toBe(403);
    expect((await put(withKeys, salon.cookie, other.shopId)).statusCode).toBe(403);
    expect((await get(other.cookie, other.shopId)).json().stripe.secretKey.set).toBe(false);
  });

  it('refuse keys of the wrong format with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ ...base, stripe: { publishableKey: 'sk_test_51NotAPublishableKey' } }, 'body.stripe.publishableKey'],
      [{ ...base, stripe: { secretKey: 'pk_test_51NotASecretKey000' } }, 'body.stripe.secretKey'],
      [{ ...base, stripe: { secretKey: 'sk_live_51' } }, 'body.stripe.secretKey'],
      [{ ...base, stripe: { webhookSecret: 'sk_test_51NotAWebhookSecret' } }, 'body.stripe.webhookSecret'],
      [
        { ...base, stripe: { publishableKey: 'pk_live_51LiveKey00000000', secretKey } },
        'body.stripe.secretKey',
      ],
      [
        { ...base, policy: { mode: 'deposit', depositKind: 'percent', depositValue: 150 } },
        'body.policy.depositValue',
      ],
      [{ ...base, policy: { mode: 'deposit' } }, 'body.policy.depositKind'],
      [{ ...base, policy: { mode: 'later' } }, 'body.policy.mode'],
      [
        { ...base, cancellation: { ...base.cancellation, noShowPercent: 101 } },
        'body.cancellation.noShowPercent',
      ],
    ];
    for (const [payload, path] of cases) {
      const res = await put(payload);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('ValidationError');
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await get()).json().stripe.secretKey.last4).toBe('9876');
  });
});

describe('testing the Stripe connection', () => {
  it('is ok when Stripe accepts the stored secret key, which is sent to it and nowhere else', async () => {
    const sent = stripe.requests.length;
    const res = await testConnection();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, livemode: false, accountId: 'acct_standin0001' });
    expect(stripe.requests.slice(sent).map((r) => [r.method, r.path, r.apiKey])).toEqual([
      ['GET', '/v1/account', secretKey],
    ]);
  });

  it('answers StripeKeyInvalid when Stripe refuses the key', async () => {
    expect((await put({ ...base, stripe: { secretKey: refusedKey } })).statusCode).toBe(200);
    const res = await testConnection();
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('StripeKeyInvalid');
    expect(res.body).not.toContain(refusedKey);
    expect((await put({ ...base, stripe: { secretKey } })).statusCode).toBe(200);
  });

  it('answers StripeNotConfigured without a stored key', async () => {
    const res = await testConnection(other.cookie, other.shopId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('StripeNotConfigured');
  });

  it('answers StripeUnreachable when Stripe cannot be reached, never a 500', async () => {
    const down = await startStripeStandIn({ acceptedKeys: [secretKey] });
    await down.close();
    const offline = await buildApp({
      config: { ...t.ctx.config, STRIPE_API_BASE: down.url },
      database: t.database,
      logger: false,
      webRoot: '/nonexistent',
    });
    try {
      const res = await offline.app.inject({
        method: 'POST',
        url: `${settingsUrl(salon.shopId)}/test-connection`,
        headers: { cookie: salon.cookie },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.code).toBe('StripeUnreachable');
    } finally {
      await offline.app.close();
    }
  });
});

describe('the key stored secrets are sealed with', () => {
  it('is generated once and kept: another server on the same database reads the stored keys', async () => {
    const second = await buildApp({
      config: t.ctx.config,
      database: t.database,
      logger: false,
      webRoot: '/nonexistent',
    });
    try {
      const row = await storedRow();
      expect(
        second.ctx.secretBox.open(
          row?.stripe_secret_key_sealed ?? '',
          `shop:${salon.shopId}:stripe-secret-key`,
        ),
      ).toBe(secretKey);
      const [kept] = await queryRows<{ count: number }>(
        t.ctx.db,
        sql`select count(*)::int as count from system_settings where key = 'secrets_key'`,
      );
      expect(kept?.count).toBe(1);
    } finally {
      await second.app.close();
    }
  });

  it('comes from SECRETS_KEY when set, and then the generated one opens nothing', async () => {
    const configured = await buildApp({
      config: { ...t.ctx.config, SECRETS_KEY: 'an-operator-chosen-key-of-32-chars-or-more' },
      database: t.database,
      logger: false,
      webRoot: '/nonexistent',
    });
    try {
      const row = await storedRow();
      expect(() =>
        configured.ctx.secretBox.open(
          row?.stripe_secret_key_sealed ?? '',
          `shop:${salon.shopId}:stripe-secret-key`,
        ),
      ).toThrow();
      // What the owner then sees: enter the key again, not a 500.
      const res = await configured.app.inject({
        method: 'POST',
        url: `${settingsUrl(salon.shopId)}/test-connection`,
        headers: { cookie: salon.cookie },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('StripeNotConfigured');
    } finally {
      await configured.app.close();
    }
  });
});

describe('payment settings changed with PATCH', () => {
  const patch = (shop: Salon, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: settingsUrl(shop.shopId),
      headers: { cookie: shop.cookie },
      payload,
    });

  it('change only the fields sent; the rest stays as stored', async () => {
    const shop = await createSalon(t.app, 'pay-patch');
    expect((await put(withKeys, shop.cookie, shop.shopId)).statusCode).toBe(200);
    const kept = await patch(shop, { cardOnFileRequired: true });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      cardOnFileRequired: true,
      policy: base.policy,
      cancellation: base.cancellation,
      stripe: { publishableKey, secretKey: { set: true }, webhookSecret: { set: true } },
    });
    const terms = await patch(shop, { cancellation: { ...base.cancellation, lateCancelPercent: 0 } });
    expect(terms.json()).toMatchObject({
      cardOnFileRequired: true,
      policy: base.policy,
      cancellation: { lateCancelPercent: 0, noShowPercent: 100 },
    });
    // An empty body changes nothing.
    expect((await patch(shop, {})).json()).toMatchObject({ cardOnFileRequired: true, policy: base.policy });
  });

  it('judge what is sent together with what is stored', async () => {
    const shop = await createSalon(t.app, 'pay-patch-checks');
    expect((await put(withKeys, shop.cookie, shop.shopId)).statusCode).toBe(200);
    // No no-show fee: a kept card protects nothing, so it is not asked for.
    expect((await patch(shop, { cancellation: { ...base.cancellation, noShowPercent: 0 } })).statusCode).toBe(
      200,
    );
    const card = await patch(shop, { cardOnFileRequired: true });
    expect(card.statusCode).toBe(400);
    expect(card.json().error.details).toEqual([
      { path: 'body.cardOnFileRequired', message: 'Needs a no-show fee above 0 %' },
    ]);
    // The stored deposit needs the secret key this body would remove.
    const keys = await patch(shop, { stripe: { secretKey: null } });
    expect(keys.statusCode).toBe(409);
    expect(keys.json().error.code).toBe('StripeNotConfigured');
    expect((await get(shop.cookie, shop.shopId)).json().stripe.secretKey.set).toBe(true);
    // PUT still wants the whole settings.
    const whole = await put({ cardOnFileRequired: false }, shop.cookie, shop.shopId);
    expect(whole.statusCode).toBe(400);
    expect(whole.json().error.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['body.policy', 'body.cancellation']),
    );
  });
});

describe('configuration', () => {
  it('refuses a short SECRETS_KEY and a STRIPE_API_BASE that is not an http(s) URL, naming them', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'too-short' })).toThrow(/SECRETS_KEY/);
    expect(() => loadConfig({ STRIPE_API_BASE: 'ftp://stripe.example' })).toThrow(/STRIPE_API_BASE/);
    expect(loadConfig({ STRIPE_API_BASE: '' }).STRIPE_API_BASE).toBeUndefined();
  });
});
