import { sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/sql.ts';
import { createTestApp, joinShop, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

const keys = {
  publishableKey: 'pk_test_51ServicePolicyPublishable01',
  secretKey: 'sk_test_51ServicePolicySecretKey0001',
};
const atSalon = {
  policy: { mode: 'at_salon' },
  cancellation: { freeCancellationHours: 24, lateCancelPercent: 0, noShowPercent: 0 },
};

let t: TestApp;
let salon: Salon;
let staffCookie = '';

beforeAll(async () => {
  t = await createTestApp();
  salon = await createSalon(t.app, 'svc-pay');
  staffCookie = (await joinShop(t.app, t.ctx, salon.shopId, 'staff-svc-pay@example.com')).cookie;
});
afterAll(() => t?.close());

const base = () => `/api/admin/shops/${salon.shopId}`;
const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  payload?: object,
  cookie = salon.cookie,
) => t.app.inject({ method, url: `${base()}${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const service = (extra: object = {}) => ({
  name: 'Balayage',
  durationMinutes: 120,
  price: { amount: 15_000, currency: 'EUR' },
  stylists: [{ stylistId: salon.stylists[0]?.id }],
  ...extra,
});
const policyRows = async (serviceId: string) =>
  queryRows<{ payment_mode: string; deposit_kind: string | null; deposit_value: number | null }>(
    t.ctx.db,
    sql`select payment_mode, deposit_kind, deposit_value from service_payment_policies where service_id = ${serviceId}`,
  );

describe('a service’s own payment policy, without the salon’s Stripe keys', () => {
  it('follows the salon when none is given, and the list says so', async () => {
    const res = await api('POST', '/services', service({ name: 'Follows' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().paymentPolicy).toBeNull();
    const listed = (await api('GET', '/services'))
      .json()
      .items.find((s: { id: string }) => s.id === res.json().id);
    expect(listed.paymentPolicy).toBeNull();
    expect(await policyRows(res.json().id)).toEqual([]);
  });

  it('may be paid at the salon', async () => {
    const res = await api(
      'POST',
      '/services',
      service({ name: 'At salon', paymentPolicy: { mode: 'at_salon' } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().paymentPolicy).toEqual({ mode: 'at_salon', depositKind: null, depositValue: null });
  });

  it('refuses a deposit or prepayment, naming the field, and creates nothing', async () => {
    const before = (await api('GET', '/services')).json().total;
    for (const paymentPolicy of [
      { mode: 'deposit', depositKind: 'percent', depositValue: 20 },
      { mode: 'prepay' },
    ]) {
      const res = await api('POST', '/services', service({ name: 'Needs keys', paymentPolicy }));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.code).toBe('StripeNotConfigured');
      expect(res.json().error.details).toEqual([
        expect.objectContaining({ path: 'body.paymentPolicy.mode' }),
      ]);
    }
    expect((await api('GET', '/services')).json().total).toBe(before);
  });

  it('refuses a salon policy of deposit without keys, and removing the key under a deposit', async () => {
    const res = await api('PUT', '/payment-settings', {
      ...atSalon,
      policy: { mode: 'deposit', depositKind: 'percent', depositValue: 20 },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.details).toEqual([expect.objectContaining({ path: 'body.policy.mode' })]);
    expect((await api('GET', '/payment-settings')).json().policy.mode).toBe('at_salon');

    // Only the publishable key is not enough.
    const half = await api('PUT', '/payment-settings', {
      policy: { mode: 'prepay' },
      cancellation: atSalon.cancellation,
      stripe: { publishableKey: keys.publishableKey },
    });
    expect(half.statusCode, half.body).toBe(409);
    // The refused save stored nothing, not even the key it brought.
    expect((await api('GET', '/payment-settings')).json().stripe.publishableKey).toBeNull();
  });
});

describe('a service’s own payment policy, with the salon’s Stripe keys', () => {
  let id = '';

  beforeAll(async () => {
    const res = await api('PUT', '/payment-settings', { ...atSalon, stripe: keys });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is created with the service, in the same write, and shown in the list, the detail and the settings', async () => {
    const res = await api(
      'POST',
      '/services',
      service({ paymentPolicy: { mode: 'deposit', depositKind: 'percent', depositValue: 30 } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    const expected = { mode: 'deposit', depositKind: 'percent', depositValue: 30 };
    expect(res.json().paymentPolicy).toEqual(expected);
    expect((await api('GET', `/services/${id}`)).json().paymentPolicy).toEqual(expected);
    const listed = (await api('GET', '/services')).json().items.find((s: { id: string }) => s.id === id);
    expect(listed.paymentPolicy).toEqual(expected);
    expect((await api('GET', '/payment-settings')).json().serviceOverrides).toContainEqual({
      serviceId: id,
      serviceName: 'Balayage',
      policy: expected,
    });
  });

  it('changes to a fixed deposit, keeps it when other fields change, and follows the salon again on null', async () => {
    const fixed = await api('PATCH', `/services/${id}`, {
      paymentPolicy: { mode: 'deposit', depositKind: 'fixed', depositValue: 2500 },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().paymentPolicy).toEqual({ mode: 'deposit', depositKind: 'fixed', depositValue: 2500 });

    const renamed = await api('PATCH', `/services/${id}`, { name: 'Balayage long' });
    expect(renamed.json().paymentPolicy).toEqual({
      mode: 'deposit',
      depositKind: 'fixed',
      depositValue: 2500,
    });

    // A deposit kind and value mean nothing for a prepayment and are not kept.
    const prepay = await api('PATCH', `/services/${id}`, {
      paymentPolicy: { mode: 'prepay', depositKind: 'fixed', depositValue: 2500 },
    });
    expect(prepay.json().paymentPolicy).toEqual({ mode: 'prepay', depositKind: null, depositValue: null });

    const follows = await api('PATCH', `/services/${id}`, { paymentPolicy: null });
    expect(follows.statusCode, follows.body).toBe(200);
    expect(follows.json().paymentPolicy).toBeNull();
    expect(await policyRows(id)).toEqual([]);
  });

  it('takes a fixed deposit above the price: a stylist may charge more, and no more than the price is ever due', async () => {
    const res = await api('PATCH', `/services/${id}`, {
      paymentPolicy: { mode: 'deposit', depositKind: 'fixed', depositValue: 20_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentPolicy.depositValue).toBe(20_000);
  });

  it('refuses bad policies with a 400 naming the field, and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ mode: 'deposit', depositKind: 'percent', depositValue: 0 }, 'body.paymentPolicy.depositValue'],
      [{ mode: 'deposit', depositKind: 'percent', depositValue: 101 }, 'body.paymentPolicy.depositValue'],
      [{ mode: 'deposit', depositKind: 'fixed', depositValue: 0 }, 'body.paymentPolicy.depositValue'],
      [{ mode: 'deposit', depositKind: 'fixed', depositValue: 12.5 }, 'body.paymentPolicy.depositValue'],
      [{ mode: 'deposit', depositKind: 'fixed' }, 'body.paymentPolicy.depositValue'],
      [{ mode: 'deposit', depositValue: 10 }, 'body.paymentPolicy.depositKind'],
      [{ mode: 'later' }, 'body.paymentPolicy.mode'],
    ];
    for (const [paymentPolicy, path] of cases) {
      for (const [method, url] of [
        ['PATCH', `/services/${id}`],
        ['POST', '/services'],
      ] as const) {
        const res = await api(
          method,
          url,
          method === 'POST' ? service({ paymentPolicy }) : { paymentPolicy },
        );
        expect(res.statusCode, `${method} ${JSON.stringify(paymentPolicy)}: ${res.body}`).toBe(400);
        expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
      }
    }
    expect((await api('GET', `/services/${id}`)).json().paymentPolicy.depositValue).toBe(20_000);
  });

  it('is the owner’s: staff cannot set it', async () => {
    const res = await api('PATCH', `/services/${id}`, { paymentPolicy: { mode: 'prepay' } }, staffCookie);
    expect(res.statusCode).toBe(403);
    expect((await api('GET', `/services/${id}`)).json().paymentPolicy.depositValue).toBe(20_000);
  });

  it('is kept by a settings save that does not list the services', async () => {
    const res = await api('PUT', '/payment-settings', atSalon);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().serviceOverrides.map((o: { serviceId: string }) => o.serviceId)).toContain(id);
  });

  it('once the keys are gone: an existing deposit survives other edits, a new one is refused', async () => {
    expect(
      (await api('PUT', '/payment-settings', { ...atSalon, stripe: { secretKey: null } })).statusCode,
    ).toBe(200);
    const renamed = await api('PATCH', `/services/${id}`, {
      name: 'Balayage again',
      paymentPolicy: { mode: 'deposit', depositKind: 'fixed', depositValue: 20_000 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const changed = await api('PATCH', `/services/${id}`, {
      name: 'Not saved',
      paymentPolicy: { mode: 'prepay' },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('StripeNotConfigured');
    // The whole edit was refused, the name too.
    expect((await api('GET', `/services/${id}`)).json().name).toBe('Balayage again');
  });
});
