import { eq, notificationEvents } from '@salon/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
const monday = new Date('2026-11-23T07:00:00Z');
let clock = monday;
let t: TestApp;
let salon: Salon;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 10_000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'appt');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Method, path: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie, ...headers },
    ...(payload ? { payload } : {}),
  });
const create = (payload: object, headers: Record<string, string> = {}) =>
  api('POST', '/appointments', payload, headers);
const paths = (res: LightMyRequestResponse) =>
  (res.json().error?.details ?? []).map((d: { path: string }) => d.path);
const at = (date: string, time: string) => `${date}T${time}:00.000+01:00`;
const offset = (date: string, time: string) => `${date}T${time}:00+01:00`;
const ana = () => salon.stylists[0]?.id as string;
const ben = () => salon.stylists[1]?.id as string;
const cleo = () => salon.stylists[2]?.id as string;
const ids = (res: LightMyRequestResponse) =>
  res
    .json()
    .items.map((a: { id: string }) => a.id)
    .sort();

async function publicStarts(serviceId: string, date: string, stylist: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/shops/${salon.subdomain}/availability?services=${serviceId}&from=${date}&to=${date}&stylist=${stylist}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().days[0].slots.map((s: { start: string }) => s.start);
}
const bookOnline = (payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/public/shops/${salon.subdomain}/bookings`, payload });
const guest = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: '+49 30 7654321',
});

describe('staff booking', () => {
  it('books a stylist at a grid time for a new customer, and the time is gone online', async () => {
    const res = await create({
      services: [salon.services.cut],
      start: offset('2026-11-24', '10:00'),
      stylist: ana(),
      customer: { name: 'Carla Customer', email: 'Carla@Example.com', phone: '+49 30 555 0101' },
      note: 'Allergic to latex',
    });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json();
    expect(booked).toMatchObject({
      status: 'confirmed',
      label: 'NoLabel',
      customLabel: null,
      source: 'admin',
      anyStylist: false,
      start: at('2026-11-24', '10:00'),
      end: at('2026-11-24', '10:45'),
      price: { amount: 4500, currency: 'EUR' },
      depositAmount: null,
      note: 'Allergic to latex',
      customer: {
        id: expect.any(String),
        name: 'Carla Customer',
        email: 'carla@example.com',
        phone: '+49305550101',
      },
      items: [
        {
          serviceId: salon.services.cut,
          serviceName: 'Cut',
          stylistId: ana(),
          start: at('2026-11-24', '10:00'),
          end: at('2026-11-24', '10:45'),
          price: { amount: 4500, currency: 'EUR' },
        },
      ],
    });

    const starts = await publicStarts(salon.services.cut, '2026-11-24', ana());
    expect(starts).toContain(at('2026-11-24', '09:00'));
    for (const time of ['09:15', '10:00', '10:30']) expect(starts).not.toContain(at('2026-11-24', time));
    expect(starts).toContain(at('2026-11-24', '11:00'));

    const list = await api('GET', `/appointments?from=2026-11-24&to=2026-11-24&stylistId=${ana()}`);
    expect(ids(list)).toEqual([booked.id]);
    const one = await api('GET', `/appointments/${booked.id}`);
    expect(one.json()).toMatchObject({ id: booked.id, customer: booked.customer, items: booked.items });
    expect((await api('GET', '/appointments/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('enters a walk-in with just a name and a phone number', async () => {
    const res = await create({
      services: [salon.services.cut],
      start: offset('2026-11-23', '09:00'),
      stylist: ben(),
      source: 'walk_in',
      customer: { name: 'Walter Walk-in', phone: '+49 170 1234567' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      label: 'WalkIn',
      source: 'walk_in',
      customer: { name: 'Walter Walk-in', email: null, phone: '+491701234567' },
    });
    const customers = (await api('GET', '/customers?q=walter')).json();
    expect(customers.items).toMatchObject([
      {
        id: res.json().customer.id,
        name: 'Walter Walk-in',
        email: null,
        phone: '+491701234567',
        userId: null,
      },
    ]);
  });

  it('tells the customer of a walk-in nothing: they are already in the chair', async () => {
    const email = 'wanda-walk-in@example.com';
    const walkIn = await create({
      services: [salon.services.cut],
      start: offset('2026-11-23', '10:00'),
      stylist: ben(),
      source: 'walk_in',
      customer: { name: 'Wanda Walk-in', email, phone: '+49 170 7654321' },
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    const booked = await create({
      services: [salon.services.cut],
      start: offset('2026-11-23', '11:00'),
      stylist: ben(),
      customer: { name: 'Anton Admin', email: 'anton-admin@example.com', phone: '+49 170 7654322' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const customerTypes = async (appointmentId: string) =>
      (
        await t.ctx.db
          .select()
          .from(notificationEvents)
          .where(eq(notificationEvents.appointmentId, appointmentId))
      )
        .map((e) => e.type)
        .filter((type) => type.startsWith('Customer'));
    expect(await customerTypes(walkIn.json().id)).toEqual([]);
    expect(await customerTypes(booked.json().id)).toEqual(['CustomerNewAppointment']);
  });

  it("books a customer from the shop's list by id", async () => {
    const added = await api('POST', '/customers', {
      name: 'Dana Regular',
      email: 'dana@example.com',
      phone: '+49 30 1111111',
    });
    expect(added.statusCode, added.body).toBe(201);
    const dana = added.json();
    expect(dana).toEqual({
      id: expect.any(String),
      name: 'Dana Regular',
      email: 'dana@example.com',
      phone: '+49301111111',
      userId: null,
    });
    const found = (await api('GET', '/customers?q=Regular')).json();
    expect(found).toMatchObject({ items: [{ ...dana, visits: 0, spend: 0 }], total: 1 });

    const res = await create({
      services: [salon.services.beard],
      start: offset('2026-11-24', '14:00'),
      stylist: cleo(),
      customerId: dana.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().customer).toEqual({
      id: dana.id,
      name: 'Dana Regular',
      email: 'dana@example.com',
      phone: '+49301111111',
    });
    expect(res.json().price).toEqual({ amount: 2500, currency: 'EUR' });

    const unknown = await create({
      services: [salon.services.beard],
      start: offset('2026-11-24', '15:00'),
      stylist: cleo(),
      customerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(paths(unknown)).toEqual(['body.customerId']);
    const both = await create({
      services: [salon.services.beard],
      start: offset('2026-11-24', '15:00'),
      stylist: cleo(),
      customerId: dana.id,
      customer: { name: 'Someone else' },
    });
    expect(both.statusCode).toBe(400);
    expect(paths(both)).toContain('body.customer');
    const badPhone = await create({
      services: [salon.services.beard],
      start: offset('2026-11-24', '15:00'),
      stylist: cleo(),
      customer: { name: 'Nope', phone: '12' },
    });
    expect(paths(badPhone)).toEqual(['body.customer.phone']);
    const badCustomer = await api('POST', '/customers', { name: '', email: 'not-an-email' });
    expect(paths(badCustomer).sort()).toEqual(['body.email', 'body.name']);
  });

  it('books outside working hours and over blocked time only with override', async () => {
    const evening = { services: [salon.services.cut], start: offset('2026-11-24', '20:00'), stylist: ana() };
    const refused = await create(evening);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('SLOT_UNAVAILABLE');
    const lunch = await create({ ...evening, start: offset('2026-11-24', '13:15') });
    expect(lunch.json().error.code).toBe('SLOT_UNAVAILABLE');
    const offGrid = await create({ ...evening, start: offset('2026-11-24', '11:05') });
    expect(offGrid.json().error.code).toBe('SLOT_UNAVAILABLE');

    const forced = await create({ ...evening, override: true });
    expect(forced.statusCode, forced.body).toBe(201);
    expect(forced.json()).toMatchObject({
      start: at('2026-11-24', '20:00'),
      end: at('2026-11-24', '20:45'),
      status: 'confirmed',
    });

    const block = await api('POST', '/time-off', {
      stylistId: ana(),
      start: offset('2026-11-24', '16:00'),
      end: offset('2026-11-24', '17:00'),
      category: 'Business',
    });
    expect(block.statusCode).toBe(201);
    const overBlock = { ...evening, start: offset('2026-11-24', '16:00') };
    expect((await create(overBlock)).json().error.code).toBe('SLOT_UNAVAILABLE');
    expect((await create({ ...overBlock, override: true })).statusCode).toBe(201);

    const anyone = await create({ ...evening, stylist: 'any', override: true });
    expect(anyone.statusCode).toBe(400);
    expect(paths(anyone)).toEqual(['body.stylist']);
  });

  it('never lets two appointments of one stylist overlap, not even with override', async () => {
    const first = await create({
      services: [salon.services.cut],
      start: offset('2026-11-24', '15:00'),
      stylist: ben(),
    });
    expect(first.statusCode, first.body).toBe(201);
    for (const [time, override] of [
      ['15:30', false],
      ['15:30', true],
      ['14:30', true],
      // The cut's 15 min buffer after holds Ben until 16:00.
      ['15:45', true],
    ] as const) {
      const res = await create({
        services: [salon.services.cut],
        start: offset('2026-11-24', time),
        stylist: ben(),
        override,
      });
      expect(res.statusCode, `${time} override=${override}`).toBe(409);
      expect(res.json().error.code).toBe('SLOT_UNAVAILABLE');
    }
    const next = await create({
      services: [salon.services.cut],
      start: offset('2026-11-24', '16:00'),
      stylist: ben(),
      override: true,
    });
    expect(next.statusCode).toBe(201);
    const bens = await api('GET', `/appointments?from=2026-11-24&to=2026-11-24&stylistId=${ben()}`);
    expect(ids(bens)).toEqual([first.json().id, next.json().id].sort());
  });

  it('replays a retried booking with the same Idempotency-Key instead of booking twice', async () => {
    const payload = {
      services: [salon.services.cut],
      start: offset('2026-11-24', '11:00'),
      stylist: cleo(),
      customer: { name: 'Ida Idempotent' },
    };
    const headers = { 'idempotency-key': 'staff-retry-1' };
    const first = await create(payload, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create(payload, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const list = (await api('GET', `/appointments?from=2026-11-24&to=2026-11-24&stylistId=${cleo()}`)).json();
    expect(list.items.filter((a: { start: string }) => a.start === at('2026-11-24', '11:00'))).toHaveLength(
      1,
    );
    expect((await api('GET', '/customers?q=Ida')).json().total).toBe(1);

    const changed = await create({ ...payload, start: offset('2026-11-24', '12:00') }, headers);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('IdempotencyConflict');
  });
});

describe('changing an appointment', () => {
  const wed = '2026-11-25';
  let id = '';

  it('moves it in time, to another stylist, or both', async () => {
    const booked = await create({
      services: [salon.services.cut],
      start: offset(wed, '09:00'),
      stylist: ana(),
      customer: { name: 'Mona Mover' },
    });
    expect(booked.statusCode).toBe(201);
    id = booked.json().id;

    const later = await api('PATCH', `/appointments/${id}`, { start: offset(wed, '11:00') });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({
      start: at(wed, '11:00'),
      end: at(wed, '11:45'),
      items: [{ stylistId: ana(), start: at(wed, '11:00'), end: at(wed, '11:45'), serviceName: 'Cut' }],
    });
    let anas = await publicStarts(salon.services.cut, wed, ana());
    expect(anas).toContain(at(wed, '09:00'));
    expect(anas).not.toContain(at(wed, '11:00'));

    const toBen = await api('PATCH', `/appointments/${id}`, { stylistId: ben() });
    expect(toBen.json()).toMatchObject({
      start: at(wed, '11:00'),
      items: [{ stylistId: ben(), start: at(wed, '11:00') }],
    });
    anas = await publicStarts(salon.services.cut, wed, ana());
    expect(anas).toContain(at(wed, '11:00'));
    expect(await publicStarts(salon.services.cut, wed, ben())).not.toContain(at(wed, '11:00'));

    const both = await api('PATCH', `/appointments/${id}`, {
      start: offset(wed, '14:00'),
      stylistId: cleo(),
    });
    expect(both.json()).toMatchObject({
      start: at(wed, '14:00'),
      end: at(wed, '14:45'),
      items: [{ stylistId: cleo(), start: at(wed, '14:00'), end: at(wed, '14:45') }],
    });
    expect((await api('GET', `/appointments/${id}`)).json()).toMatchObject({
      start: at(wed, '14:00'),
      items: [{ stylistId: cleo() }],
    });
  });

  it('refuses to move it onto another appointment and leaves it where it was', async () => {
    const blocker = await create({
      services: [salon.services.cut],
      start: offset(wed, '15:00'),
      stylist: ana(),
    });
    expect(blocker.statusCode).toBe(201);
    for (const change of [
      { start: offset(wed, '15:15'), stylistId: ana() },
      { stylistId: ana(), start: offset(wed, '14:15') },
    ]) {
      const res = await api('PATCH', `/appointments/${id}`, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json().error.code).toBe('SLOT_UNAVAILABLE');
      // The refusal offers Ana's free times that day, as a new booking's does.
      const free = res
        .json()
        .error.details.days.flatMap((day: { slots: { start: string; stylistIds: string[] }[] }) =>
          day.slots.filter((slot) => slot.stylistIds.includes(ana())).map((slot) => slot.start),
        );
      expect(free).toContain(at(wed, '09:00'));
      expect(free).not.toContain(at(wed, '15:15'));
    }
    expect((await api('GET', `/appointments/${id}`)).json()).toMatchObject({
      start: at(wed, '14:00'),
      items: [{ stylistId: cleo() }],
    });
    const missing = await api('PATCH', `/appointments/${id}`, {
      stylistId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('changes its length', async () => {
    const longer = await api('PATCH', `/appointments/${id}`, { durationMinutes: 90 });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json()).toMatchObject({
      start: at(wed, '14:00'),
      end: at(wed, '15:30'),
      items: [{ end: at(wed, '15:30') }],
    });
    const cleos = await publicStarts(salon.services.cut, wed, cleo());
    // Held until 15:30 plus the cut's 15 min buffer.
    expect(cleos).not.toContain(at(wed, '15:30'));
    expect(cleos).toContain(at(wed, '15:45'));

    for (const [payload, path] of [
      [{ durationMinutes: 4 }, 'body.durationMinutes'],
      [{ durationMinutes: 721 }, 'body.durationMinutes'],
      [{ start: '2026-11-25 14:00' }, 'body.start'],
      [{ stylistId: 'ben' }, 'body.stylistId'],
    ] as const) {
      const res = await api('PATCH', `/appointments/${id}`, payload);
      expect(res.statusCode, path).toBe(400);
      expect(paths(res)).toEqual([path]);
    }
    expect((await api('PATCH', `/appointments/${id}`, {})).statusCode).toBe(400);
    expect((await api('PATCH', `/appointments/${id}`, { override: true })).statusCode).toBe(400);
    expect((await api('GET', `/appointments/${id}`)).json().end).toBe(at(wed, '15:30'));
  });

  it('labels it, a custom label only with its text', async () => {
    const noText = await create({
      services: [salon.services.beard],
      start: offset(wed, '09:00'),
      stylist: cleo(),
      label: 'Custom',
    });
    expect(noText.statusCode).toBe(400);
    expect(paths(noText)).toEqual(['body.customLabel']);
    const vip = await create({
      services: [salon.services.beard],
      start: offset(wed, '09:00'),
      stylist: cleo(),
      label: 'Custom',
      customLabel: 'VIP',
    });
    expect(vip.statusCode, vip.body).toBe(201);
    expect(vip.json()).toMatchObject({ label: 'Custom', customLabel: 'VIP' });

    const missing = await api('PATCH', `/appointments/${id}`, { label: 'Custom' });
    expect(missing.statusCode).toBe(400);
    expect(paths(missing)).toEqual(['body.customLabel']);
    const bride = await api('PATCH', `/appointments/${id}`, {
      label: 'Custom',
      customLabel: 'Bride',
      note: 'Trial run',
    });
    expect(bride.statusCode).toBe(200);
    expect(bride.json()).toMatchObject({ label: 'Custom', customLabel: 'Bride', note: 'Trial run' });
    const plain = await api('PATCH', `/appointments/${id}`, { label: 'Requested' });
    expect(plain.json()).toMatchObject({ label: 'Requested', customLabel: null, note: 'Trial run' });
  });

  it('keeps a history of who did what', async () => {
    const res = await api('GET', `/appointments/${id}`);
    expect(res.statusCode).toBe(200);
    const { history } = res.json();
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'moved',
      'moved',
      'moved',
      'moved',
      'updated',
      'updated',
    ]);
    for (const entry of history)
      expect(entry).toMatchObject({ actorKind: 'staff', actorName: 'Test Person' });
    expect(history[0].changes).toEqual({
      status: 'confirmed',
      start: '2026-11-25T08:00:00.000Z',
      stylists: [ana()],
    });
    expect(history[1].changes).toEqual({
      from: { start: '2026-11-25T08:00:00.000Z', end: '2026-11-25T08:45:00.000Z', stylists: [ana()] },
      to: { start: '2026-11-25T10:00:00.000Z', end: '2026-11-25T10:45:00.000Z', stylists: [ana()] },
    });
    expect(history[5].changes).toMatchObject({ label: 'Custom', customLabel: 'Bride' });
  });
});

describe('requests awaiting approval', () => {
  const thu = '2026-11-26';
  let accepted = '';

  beforeAll(async () => {
    const res = await api('PATCH', '/rules', { requiresApproval: true });
    expect(res.json().requiresApproval).toBe(true);
  });
  afterAll(async () => {
    await api('PATCH', '/rules', { requiresApproval: false });
  });

  it('accepts a pending online booking', async () => {
    const online = await bookOnline({
      services: [salon.services.cut],
      start: offset(thu, '10:00'),
      stylist: ana(),
      customer: guest('Petra Pending'),
    });
    expect(online.statusCode, online.body).toBe(201);
    expect(online.json().booking.status).toBe('pending');
    accepted = online.json().booking.id;

    const seen = (await api('GET', `/appointments/${accepted}`)).json();
    expect(seen).toMatchObject({
      status: 'pending',
      label: 'Pending',
      source: 'online',
      customer: { name: 'Petra Pending' },
    });
    expect(ids(await api('GET', `/appointments?from=${thu}&to=${thu}&status=pending&label=Pending`))).toEqual(
      [accepted],
    );
    // A request holds its time until it is answered.
    expect(
      (await create({ services: [salon.services.cut], start: offset(thu, '10:00'), stylist: ana() }))
        .statusCode,
    ).toBe(409);

    const res = await api('POST', `/appointments/${accepted}/accept`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('confirmed');
    expect(res.json().label).not.toBe('Pending');
  });

  it('shows an accepted request with the stylist the customer asked for as Requested', async () => {
    // A booking made online for a chosen stylist is "Requested" when the shop confirms at once; accepting
    // the same booking later should end in the same label.
    expect((await api('GET', `/appointments/${accepted}`)).json().label).toBe('Requested');
  });

  it('declines a pending booking and frees its time', async () => {
    const online = await bookOnline({
      services: [salon.services.cut],
      start: offset(thu, '10:00'),
      stylist: ben(),
      customer: guest('Dora Decline'),
    });
    expect(online.json().booking.status).toBe('pending');
    const id = online.json().booking.id;
    expect(
      (await create({ services: [salon.services.cut], start: offset(thu, '10:00'), stylist: ben() }))
        .statusCode,
    ).toBe(409);

    const res = await api('POST', `/appointments/${id}/decline`, { reason: 'Fully booked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('declined');
    expect(await publicStarts(salon.services.cut, thu, ben())).toContain(at(thu, '10:00'));
    const again = await create({
      services: [salon.services.cut],
      start: offset(thu, '10:00'),
      stylist: ben(),
    });
    expect(again.statusCode, again.body).toBe(201);

    const history = (await api('GET', `/appointments/${id}`)).json().history;
    expect(history).toEqual([
      expect.objectContaining({ action: 'created', actorKind: 'customer', actorName: null }),
      expect.objectContaining({
        action: 'decline',
        actorKind: 'staff',
        actorName: 'Test Person',
        changes: { from: 'pending', to: 'declined', reason: 'Fully booked' },
      }),
    ]);
    const acceptedHistory = (await api('GET', `/appointments/${accepted}`)).json().history;
    expect(
      acceptedHistory.map((h: { action: string; actorKind: string }) => `${h.action}:${h.actorKind}`),
    ).toEqual(['created:customer', 'accept:staff']);
  });
});

describe('the end of a visit', () => {
  const fri = '2026-11-27';
  const book = async (stylist: string, time = '09:00') => {
    const res = await create({ services: [salon.services.cut], start: offset(fri, time), stylist });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  // Friday 09:30 in Berlin: the visits of 09:00 have started.
  beforeAll(async () => {
    clock = new Date('2026-11-27T08:30:00Z');
    // Access tokens follow the clock: the owner signs in again at the new time.
    salon.cookie = (await signIn(t.app, 'owner-appt@example.com', 'correct horse battery')).cookie;
  });
  afterAll(() => {
    clock = monday;
  });

  it('completes a visit and marks a no-show, which frees the time', async () => {
    const done = await book(ana());
    const completed = await api('POST', `/appointments/${done}/complete`, {});
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'completed', label: 'NoLabel' });
    // A completed visit still holds its time.
    const over = await create({
      services: [salon.services.cut],
      start: offset(fri, '09:00'),
      stylist: ana(),
    });
    expect(over.json().error.code).toBe('SLOT_UNAVAILABLE');

    const missed = await book(ben());
    const noShow = await api('POST', `/appointments/${missed}/no-show`, {});
    expect(noShow.statusCode).toBe(200);
    expect(noShow.json()).toMatchObject({ status: 'no_show', label: 'NoShow' });
    expect(ids(await api('GET', `/appointments?from=${fri}&to=${fri}&label=NoShow`))).toEqual([missed]);
    // The chair is free again: someone else can take Ben's 09:00.
    await book(ben());
  });

  it('refuses transitions that make no sense', async () => {
    const cancelled = await book(cleo());
    expect((await api('POST', `/appointments/${cancelled}/cancel`, {})).json().status).toBe('cancelled');
    const confirmed = await book(cleo(), '11:00');
    const completed = await book(ana(), '11:00');
    await api('POST', `/appointments/${completed}/complete`, {});

    for (const [id, action] of [
      [cancelled, 'complete'],
      [cancelled, 'accept'],
      [confirmed, 'accept'],
      [confirmed, 'decline'],
      [completed, 'no-show'],
      [completed, 'cancel'],
    ] as const) {
      const res = await api('POST', `/appointments/${id}/${action}`, {});
      expect(res.statusCode, action).toBe(409);
      expect(res.json().error.code).toBe('InvalidTransition');
    }
    const move = await api('PATCH', `/appointments/${cancelled}`, { start: offset(fri, '15:00') });
    expect(move.statusCode).toBe(409);
    expect(move.json().error.code).toBe('InvalidTransition');
    expect((await api('GET', `/appointments/${cancelled}`)).json()).toMatchObject({
      status: 'cancelled',
      start: at(fri, '09:00'),
    });
    expect((await api('GET', `/appointments/${confirmed}`)).json().status).toBe('confirmed');

    const unknown = await api('POST', `/appointments/${confirmed}/archive`, {});
    expect(unknown.statusCode).toBe(400);
    expect(paths(unknown)).toEqual(['params.action']);
  });
});

describe('the appointment list', () => {
  const sat = '2026-11-28';
  const day = `from=${sat}&to=${sat}`;
  const made: Record<string, { id: string; stylistId: string }> = {};

  beforeAll(async () => {
    const staff = async (key: string, payload: object) => {
      const res = await create({ services: [salon.services.cut], ...payload });
      expect(res.statusCode, `${key}: ${res.body}`).toBe(201);
      made[key] = { id: res.json().id, stylistId: res.json().items[0].stylistId };
    };
    const online = async (key: string, payload: object) => {
      const res = await bookOnline({ services: [salon.services.cut], ...payload });
      expect(res.statusCode, `${key}: ${res.body}`).toBe(201);
      made[key] = { id: res.json().booking.id, stylistId: res.json().booking.items[0].stylistId };
    };
    await staff('admin', { start: offset(sat, '09:00'), stylist: ana() });
    await staff('walkIn', { start: offset(sat, '09:00'), stylist: ben(), source: 'walk_in' });
    await staff('cancelled', { start: offset(sat, '10:00'), stylist: cleo() });
    await api('POST', `/appointments/${made.cancelled?.id}/cancel`, {});
    await online('online', { start: offset(sat, '11:00'), stylist: ana(), customer: guest('Olga Online') });
    // Through the salon's Google link: the only way a booking counts as from Google.
    expect((await api('POST', '/aliases', { alias: 'list-google', kind: 'google' })).statusCode).toBe(201);
    await online('google', {
      start: offset(sat, '14:00'),
      stylist: 'any',
      link: 'list-google',
      customer: guest('Gustav Google'),
    });
    await staff('late', { start: offset(sat, '23:00'), stylist: ana(), override: true });
  });

  const list = async (query: string) => {
    const res = await api('GET', `/appointments?${query}`);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    expect(res.json().total).toBe(res.json().items.length);
    return ids(res);
  };
  const idsOf = (...keys: string[]) => keys.map((k) => made[k]?.id).sort();
  const withStylist = (...stylists: string[]) =>
    Object.keys(made)
      .filter((k) => stylists.includes(made[k]?.stylistId as string))
      .map((k) => made[k]?.id)
      .sort();

  it('lists the appointments that start in the dates, in order', async () => {
    const res = (await api('GET', `/appointments?${day}`)).json();
    expect(res.items.map((a: { id: string }) => a.id).sort()).toEqual(
      idsOf('admin', 'walkIn', 'cancelled', 'online', 'google', 'late'),
    );
    const starts = res.items.map((a: { start: string }) => a.start);
    expect(starts).toEqual([...starts].sort());
    expect(res.items.find((a: { id: string }) => a.id === made.google?.id)).toMatchObject({
      label: 'Anyone',
      source: 'google',
      anyStylist: true,
    });
    expect(res.items.find((a: { id: string }) => a.id === made.online?.id)).toMatchObject({
      label: 'Requested',
      source: 'online',
    });

    // 23:00 on Saturday belongs to Saturday, not to Sunday.
    expect(await list('from=2026-11-29&to=2026-11-30')).toEqual([]);
    expect(await list('from=2026-11-28&to=2026-11-29')).toEqual(await list(day));
    expect(await list('from=2026-11-27&to=2026-11-28')).toEqual(
      expect.arrayContaining(idsOf('admin', 'late')),
    );
  });

  it('filters by stylist, status, label and source, several values at once', async () => {
    expect(await list(`${day}&stylistId=${ben()}`)).toEqual(withStylist(ben()));
    expect(await list(`${day}&stylistId=${ana()},${ben()}`)).toEqual(withStylist(ana(), ben()));
    expect(await list(`${day}&stylistId=${ana()}`)).toEqual(
      expect.arrayContaining(idsOf('admin', 'online', 'late')),
    );
    expect(await list(`${day}&status=cancelled`)).toEqual(idsOf('cancelled'));
    expect(await list(`${day}&status=confirmed,cancelled`)).toEqual(
      idsOf('admin', 'walkIn', 'cancelled', 'online', 'google', 'late'),
    );
    expect(await list(`${day}&status=pending`)).toEqual([]);
    expect(await list(`${day}&label=WalkIn`)).toEqual(idsOf('walkIn'));
    expect(await list(`${day}&label=Requested,Anyone`)).toEqual(idsOf('online', 'google'));
    expect(await list(`${day}&source=walk_in,online`)).toEqual(idsOf('walkIn', 'online'));
    expect(await list(`${day}&source=google`)).toEqual(idsOf('google'));
    expect(await list(`${day}&source=admin`)).toEqual(idsOf('admin', 'cancelled', 'late'));
    expect(await list(`${day}&source=admin&stylistId=${ana()}&status=confirmed`)).toEqual(
      idsOf('admin', 'late'),
    );
  });

  it('names the filter value that is wrong', async () => {
    for (const [query, path] of [
      [`${day}&status=bogus`, 'query.status.0'],
      [`${day}&status=confirmed,bogus`, 'query.status.1'],
      [`${day}&label=Nope`, 'query.label.0'],
      [`${day}&source=phone`, 'query.source.0'],
      [`${day}&stylistId=abc`, 'query.stylistId.0'],
      ['from=2026-11-31&to=2026-12-01', 'query.from'],
      ['from=2026-11-28&to=2026-11-27', 'query.to'],
      ['to=2026-11-28', 'query.from'],
    ]) {
      const res = await api('GET', `/appointments?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('ValidationError');
      expect(paths(res), query).toContain(path);
    }
  });
});
