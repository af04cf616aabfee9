import { sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
let clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 10_000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'book');
  // The colour keeps a deposit of its own from when the salon had its Stripe keys: only a salon
  // taking payments online collects it.
  await t.ctx.db.execute(
    sql`insert into service_payment_policies (service_id, shop_id, payment_mode, deposit_kind, deposit_value)
        values (${salon.services.color}, ${salon.shopId}, 'deposit', 'fixed', 2000)`,
  );
});
afterAll(() => t.close());

const guest = { name: 'Greta Guest', email: 'greta@example.com', phone: '+49 30 1234567' };
const availability = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/public/shops/${salon.subdomain}/availability?${query}` });
const book = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/public/shops/${salon.subdomain}/bookings`, payload, headers });

describe('public booking', () => {
  it('shows the booking page with what is bookable online', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/shops/${salon.subdomain}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.shop).toMatchObject({
      subdomain: 'salon-book',
      name: 'Salon book',
      timeZone: 'Europe/Berlin',
      allowGuests: true,
    });
    expect(body.services.map((s: { name: string }) => s.name).sort()).toEqual(['Beard', 'Colour', 'Cut']);
    expect(body.services.find((s: { name: string }) => s.name === 'Cut')).toMatchObject({
      durationMinutes: 45,
      price: { amount: 4500, currency: 'EUR' },
      categoryId: salon.categoryId,
      stylistIds: salon.stylists.map((s) => s.id),
    });
    expect(body.stylists.map((s: { name: string }) => s.name)).toEqual(['Ana', 'Ben', 'Cleo']);
    expect(new Set(body.stylists.map((s: { color: string }) => s.color)).size).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/shops/nope' })).statusCode).toBe(404);
  });

  it('offers times from now + notice, on the grid, inside working hours', async () => {
    const res = await availability(`services=${salon.services.cut}&from=2026-11-23&to=2026-11-24`);
    expect(res.statusCode).toBe(200);
    const { timeZone, days } = res.json();
    expect(timeZone).toBe('Europe/Berlin');
    expect(days.map((d: { date: string }) => d.date)).toEqual(['2026-11-23', '2026-11-24']);
    const monday = days[0].slots.map((s: { start: string }) => s.start);
    // Now is 08:00 with 2 h notice: the first start is 10:00; a 45 min cut + 15 min buffer ends the morning at 12:00.
    expect(monday[0]).toBe('2026-11-23T10:00:00.000+01:00');
    expect(monday).toContain('2026-11-23T12:00:00.000+01:00');
    expect(monday).not.toContain('2026-11-23T12:15:00.000+01:00');
    expect(monday).toContain('2026-11-23T14:00:00.000+01:00');
    expect(monday.at(-1)).toBe('2026-11-23T17:00:00.000+01:00');
    expect(days[0].slots[0].stylistIds).toEqual(salon.stylists.map((s) => s.id));
  });

  it('rejects bad availability queries with the field that is wrong', async () => {
    for (const [query, path] of [
      ['services=nope&from=2026-11-23&to=2026-11-23', 'query.services.0'],
      [`services=${salon.services.cut}&from=2026-11-31&to=2026-12-01`, 'query.from'],
      [`services=${salon.services.cut}&from=2026-11-24&to=2026-11-23`, 'query.to'],
      [`services=${salon.services.hidden}&from=2026-11-23&to=2026-11-23`, 'query.services.0'],
      [`from=2026-11-23&to=2026-11-23`, 'query.services'],
    ]) {
      const res = await availability(query as string);
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().error.details.map((d: { path: string }) => d.path),
        query,
      ).toContain(path);
    }
  });

  let manageToken = '';
  it('books a guest with a chosen stylist, and the time is gone for that stylist', async () => {
    const ana = salon.stylists[0]?.id as string;
    const res = await book(
      {
        services: [salon.services.cut],
        start: '2026-11-24T10:00:00+01:00',
        stylist: ana,
        customer: guest,
        note: 'Short please',
      },
      { 'idempotency-key': 'booking-1' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json();
    expect(booking).toMatchObject({
      status: 'confirmed',
      start: '2026-11-24T10:00:00.000+01:00',
      end: '2026-11-24T10:45:00.000+01:00',
      price: { amount: 4500, currency: 'EUR' },
      items: [{ serviceId: salon.services.cut, stylistId: ana, stylistName: 'Ana' }],
      changeableUntil: '2026-11-23T10:00:00.000+01:00',
      note: 'Short please',
    });
    expect(booking.manageToken).toMatch(/^[\w-]{30,}$/);
    manageToken = booking.manageToken;

    const replay = await book(
      {
        services: [salon.services.cut],
        start: '2026-11-24T10:00:00+01:00',
        stylist: ana,
        customer: guest,
        note: 'Short please',
      },
      { 'idempotency-key': 'booking-1' },
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().booking.id).toBe(booking.id);

    const day = (
      await availability(`services=${salon.services.cut}&from=2026-11-24&to=2026-11-24&stylist=${ana}`)
    ).json();
    const starts = day.days[0].slots.map((s: { start: string }) => s.start);
    // 10:00–10:45 plus a 15 min buffer: nothing for Ana from 09:15 (ends 10:00 + buffer) to 10:45.
    expect(starts).toContain('2026-11-24T09:00:00.000+01:00');
    expect(starts).not.toContain('2026-11-24T09:15:00.000+01:00');
    expect(starts).not.toContain('2026-11-24T10:30:00.000+01:00');
    expect(starts).toContain('2026-11-24T11:00:00.000+01:00');
  });

  it('answers SLOT_UNAVAILABLE with fresh times when the time is taken', async () => {
    const res = await book({
      services: [salon.services.cut],
      start: '2026-11-24T10:15:00+01:00',
      stylist: salon.stylists[0]?.id,
      customer: { ...guest, email: 'late@example.com' },
    });
    expect(res.statusCode).toBe(409);
    const { error } = res.json();
    expect(error.code).toBe('SLOT_UNAVAILABLE');
    expect(error.details.days[0].date).toBe('2026-11-24');
    expect(error.details.days[0].slots.length).toBeGreaterThan(5);
  });

  it('refuses the same Idempotency-Key with another body', async () => {
    const res = await book(
      { services: [salon.services.cut], start: '2026-11-24T11:00:00+01:00', stylist: 'any', customer: guest },
      { 'idempotency-key': 'booking-1' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('IdempotencyConflict');
  });

  it('gives "Anyone" to a free stylist, the least busy first', async () => {
    const res = await book({
      services: [salon.services.cut],
      start: '2026-11-24T10:00:00+01:00',
      stylist: 'any',
      customer: { ...guest, email: 'any@example.com' },
    });
    expect(res.statusCode).toBe(201);
    const { booking } = res.json();
    expect(booking.items[0].stylistId).toBe(salon.stylists[1]?.id);
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${salon.shopId}/appointments?from=2026-11-24&to=2026-11-24&label=Anyone`,
      headers: { cookie: salon.cookie },
    });
    expect(admin.json().items.map((a: { id: string }) => a.id)).toEqual([booking.id]);
  });

  it('plans a visit that needs two stylists in turn', async () => {
    // Beard is only Cleo's, colour only Ben's: one after the other.
    const day = (
      await availability(
        `services=${salon.services.beard},${salon.services.color}&from=2026-11-25&to=2026-11-25`,
      )
    ).json();
    const slot = day.days[0].slots.find(
      (s: { start: string }) => s.start === '2026-11-25T09:00:00.000+01:00',
    );
    expect(slot.stylistIds).toEqual([]);
    expect(slot.sequence.map((i: { stylistId: string }) => i.stylistId)).toEqual([
      salon.stylists[2]?.id,
      salon.stylists[1]?.id,
    ]);
    expect(slot.sequence[1].start).toBe('2026-11-25T09:30:00.000+01:00');

    const res = await book({
      services: [salon.services.beard, salon.services.color],
      start: '2026-11-25T09:00:00+01:00',
      stylist: 'any',
      customer: { ...guest, email: 'duo@example.com' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json();
    expect(booking.end).toBe('2026-11-25T11:00:00.000+01:00');
    expect(booking.price).toEqual({ amount: 11_500, currency: 'EUR' });
    // Paid at the salon: the shop has no Stripe keys, so its services' deposits are not asked.
    expect(booking.depositAmount).toBeNull();
  });

  it('lets the customer see, reschedule and cancel through the manage link within the window', async () => {
    const seen = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${manageToken}` });
    expect(seen.json().booking.start).toBe('2026-11-24T10:00:00.000+01:00');

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/public/bookings/${manageToken}`,
      payload: { start: '2026-11-24T15:00:00+01:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({
      start: '2026-11-24T15:00:00.000+01:00',
      items: [{ stylistName: 'Ana' }],
    });

    clock = new Date('2026-11-23T15:00:00Z'); // 16:00 Berlin: less than 24 h before the visit
    const late = await t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${manageToken}` });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'ChangeWindowClosed',
      details: { changeableUntil: '2026-11-23T15:00:00.000+01:00' },
    });
    clock = new Date('2026-11-23T07:00:00Z');
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${manageToken}` });
    expect(cancelled.json().booking.status).toBe('cancelled');
    // The freed time can be booked again.
    const again = await book({
      services: [salon.services.cut],
      start: '2026-11-24T15:00:00+01:00',
      stylist: salon.stylists[0]?.id,
      customer: guest,
    });
    expect(again.statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/bookings/not-a-real-token-at-all-xx' }))
        .statusCode,
    ).toBe(404);
  });

  it('answers a retried cancel with the first answer', async () => {
    const created = await book({
      services: [salon.services.cut],
      start: '2026-11-26T09:00:00+01:00',
      stylist: 'any',
      customer: { ...guest, email: 'retry@example.com' },
    });
    const token = created.json().booking.manageToken;
    const cancel = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/public/bookings/${token}`,
        headers: { 'idempotency-key': 'cancel-1' },
      });
    const first = await cancel();
    const second = await cancel();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const without = await t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${token}` });
    expect(without.json().error.code).toBe('InvalidTransition');
  });
});
