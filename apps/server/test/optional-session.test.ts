import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

let t: TestApp;
let salon: Salon;
const clock = new Date('2026-11-23T07:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'optional');
}, 240_000);
afterAll(() => t?.close());

const book = (cookie: string | undefined, start: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${salon.subdomain}/bookings`,
    headers: cookie ? { cookie } : {},
    payload: {
      services: [salon.services.cut],
      start,
      stylist: 'any',
      customer: { name: 'Signed In', email: 'signed.in@example.com', phone: '+4930123456' },
    },
  });

describe('booking with an optional session', { timeout: 120_000 }, () => {
  it('answers 503 when the session cannot be read for a database error, and books nothing as a guest', async () => {
    const { cookie } = await signUp(t.app, 'signed.in@example.com');
    const select = t.ctx.db.select;
    // The first read of the request is the session's user: the database is gone just then.
    t.ctx.db.select = (() => {
      t.ctx.db.select = select;
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    }) as unknown as typeof select;
    const res = await book(cookie, '2026-11-24T10:00:00+01:00');
    t.ctx.db.select = select;
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('ServiceUnavailable');
    expect(res.headers['retry-after']).toBeDefined();

    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${salon.shopId}/appointments?from=2026-11-24&to=2026-11-24`,
      headers: { cookie: salon.cookie },
    });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.json().total).toBe(0);
  });

  it('still books as a guest without a session or with an invalid token', async () => {
    expect((await book(undefined, '2026-11-24T11:00:00+01:00')).statusCode).toBe(201);
    expect((await book('salon_accessToken=not-a-token', '2026-11-24T12:00:00+01:00')).statusCode).toBe(201);
  });
});
