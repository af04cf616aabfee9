import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, createTestApp, signUp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let a: Salon;
let b: Salon;
let bAppointment = '';
let customer = '';
let staff = '';
let readOnly = '';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const paths = (res: LightMyRequestResponse) =>
  (res.json().error?.details ?? []).map((d: { path: string }) => d.path);
const offset = (date: string, time: string) => `${date}T${time}:00+01:00`;
const missingId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  a = await createSalon(t.app, 'a');
  b = await createSalon(t.app, 'b');
  const booked = await call(b.cookie, 'POST', `/shops/${b.shopId}/appointments`, {
    services: [b.services.cut],
    start: offset('2026-11-24', '10:00'),
    stylist: b.stylists[0]?.id,
    customer: { name: 'Bella of B', email: 'bella@example.com' },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  bAppointment = booked.json().id;

  customer = (await signUp(t.app, 'client@example.com')).cookie;
  staff = (await addTeamMember(t.app, t.ctx, a, { email: 'sam@example.com' })).cookie;
  readOnly = (await addTeamMember(t.app, t.ctx, a, { email: 'rita@example.com', readOnly: true })).cookie;
});
afterAll(() => t.close());

const timeOff = (stylistId: string) => ({
  stylistId,
  start: offset('2026-11-25', '12:00'),
  end: offset('2026-11-25', '13:00'),
  category: 'Personal',
});

describe('two salons', () => {
  it("answers 404 when the owner of A uses B's ids under A's path, and changes nothing of B", async () => {
    const bStylist = b.stylists[0]?.id as string;
    const A = `/shops/${a.shopId}`;
    for (const [method, url, payload] of [
      ['GET', `${A}/services/${b.services.cut}`],
      ['PATCH', `${A}/services/${b.services.cut}`, { name: 'Mine now' }],
      ['DELETE', `${A}/services/${b.services.color}`],
      ['PATCH', `${A}/categories/${b.categoryId}`, { name: 'Mine now' }],
      ['DELETE', `${A}/categories/${b.categoryId}`],
      ['PATCH', `${A}/stylists/${bStylist}`, { name: 'Mine now' }],
      ['DELETE', `${A}/stylists/${b.stylists[1]?.id}`],
      ['GET', `${A}/stylists/${bStylist}/hours`],
      ['PUT', `${A}/stylists/${bStylist}/hours`, { days: [] }],
      ['GET', `${A}/stylists/${bStylist}/overrides?from=2026-11-23&to=2026-11-30`],
      ['PUT', `${A}/stylists/${bStylist}/overrides/2026-11-24`, { intervals: [] }],
      ['POST', `${A}/time-off`, timeOff(bStylist)],
      ['GET', `${A}/appointments/${bAppointment}`],
      ['PATCH', `${A}/appointments/${bAppointment}`, { start: offset('2026-11-24', '15:00') }],
      ['POST', `${A}/appointments/${bAppointment}/cancel`, {}],
      [
        'POST',
        `${A}/appointments`,
        {
          services: [a.services.cut],
          start: offset('2026-11-24', '20:00'),
          stylist: bStylist,
          override: true,
        },
      ],
    ] as const) {
      const res = await call(a.cookie, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.json().error.code).toBe('NotFound');
      for (const id of [bStylist, bAppointment, b.services.cut, b.categoryId, b.shopId])
        expect(res.body).not.toContain(id);
      expect(res.body).not.toContain('Bella');
    }

    // Booking with B's service or stylist in A names the field and books nothing.
    const bService = await call(a.cookie, 'POST', `${A}/appointments`, {
      services: [b.services.cut],
      start: offset('2026-11-24', '10:00'),
      stylist: a.stylists[0]?.id,
    });
    expect(bService.statusCode).toBe(400);
    expect(paths(bService)).toEqual(['body.services.0']);
    const bStylistBooking = await call(a.cookie, 'POST', `${A}/appointments`, {
      services: [a.services.cut],
      start: offset('2026-11-24', '10:00'),
      stylist: bStylist,
    });
    expect(bStylistBooking.statusCode).toBe(400);
    expect(paths(bStylistBooking)).toEqual(['body.stylist']);
    expect(
      (await call(a.cookie, 'GET', `${A}/appointments?from=2026-11-24&to=2026-11-24`)).json().total,
    ).toBe(0);

    const B = `/shops/${b.shopId}`;
    expect((await call(b.cookie, 'GET', `${B}/appointments/${bAppointment}`)).json()).toMatchObject({
      status: 'confirmed',
      start: '2026-11-24T10:00:00.000+01:00',
    });
    expect((await call(b.cookie, 'GET', `${B}/services/${b.services.cut}`)).json().name).toBe('Cut');
    expect((await call(b.cookie, 'GET', `${B}/services/${b.services.color}`)).statusCode).toBe(200);
    expect((await call(b.cookie, 'GET', `${B}/categories`)).json().items[0]).toMatchObject({ name: 'Hair' });
    expect(
      (await call(b.cookie, 'GET', `${B}/stylists`)).json().items.map((s: { name: string }) => s.name),
    ).toEqual(['Ana', 'Ben', 'Cleo']);
    expect((await call(b.cookie, 'GET', `${B}/stylists/${bStylist}/hours`)).json().days).toHaveLength(6);
    expect(
      (
        await call(b.cookie, 'GET', `${B}/stylists/${bStylist}/overrides?from=2026-11-23&to=2026-11-30`)
      ).json().total,
    ).toBe(0);
    expect((await call(b.cookie, 'GET', `${B}/time-off?from=2026-11-25&to=2026-11-25`)).json().total).toBe(0);
  });

  it("answers 403 to the owner of A on B's shop path", async () => {
    const B = `/shops/${b.shopId}`;
    for (const [method, url, payload] of [
      ['GET', `${B}/services`],
      ['GET', `${B}/services/${b.services.cut}`],
      ['GET', `${B}/categories`],
      ['GET', `${B}/stylists`],
      ['GET', `${B}/stylists/${b.stylists[0]?.id}/hours`],
      ['GET', `${B}/appointments?from=2026-11-24&to=2026-11-24`],
      ['GET', `${B}/appointments/${bAppointment}`],
      ['GET', `${B}/time-off?from=2026-11-24&to=2026-11-24`],
      ['GET', `${B}/closures`],
      ['GET', `${B}/rules`],
      ['GET', `${B}/customers`],
      [
        'POST',
        `${B}/services`,
        { name: 'Sneaky', durationMinutes: 30, price: { amount: 0, currency: 'EUR' } },
      ],
      ['DELETE', `${B}/services/${b.services.cut}`],
      ['POST', `${B}/stylists`, { name: 'Sneaky' }],
      ['PUT', `${B}/stylists/${b.stylists[0]?.id}/hours`, { days: [] }],
      ['PATCH', `${B}/rules`, { requiresApproval: true }],
      ['POST', `${B}/closures`, { date: '2026-11-25', name: 'Closed by A' }],
      ['POST', `${B}/time-off`, timeOff(b.stylists[0]?.id as string)],
      [
        'POST',
        `${B}/appointments`,
        { services: [b.services.cut], start: offset('2026-11-24', '11:00'), stylist: b.stylists[0]?.id },
      ],
      ['POST', `${B}/appointments/${bAppointment}/cancel`, {}],
      ['PATCH', `${B}/appointments/${bAppointment}`, { note: 'A was here' }],
    ] as const) {
      const res = await call(a.cookie, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('Forbidden');
      expect(res.body).not.toContain('Bella');
    }
    const B_ = (url: string) => call(b.cookie, 'GET', `${B}${url}`);
    expect((await B_(`/appointments/${bAppointment}`)).json()).toMatchObject({
      status: 'confirmed',
      note: null,
    });
    expect((await B_('/services')).json().total).toBe(4);
    expect((await B_('/rules')).json().requiresApproval).toBe(false);
    expect((await B_('/closures')).json().total).toBe(0);
  });
});

describe('customers and strangers', () => {
  it('keeps a plain customer and an anonymous caller out of every admin route', async () => {
    const A = `/shops/${a.shopId}`;
    const routes = [
      ['GET', A],
      ['GET', `${A}/services`],
      ['GET', `${A}/stylists`],
      ['GET', `${A}/appointments?from=2026-11-24&to=2026-11-24`],
      ['GET', `${A}/customers`],
      [
        'POST',
        `${A}/appointments`,
        { services: [a.services.cut], start: offset('2026-11-24', '11:00'), stylist: a.stylists[0]?.id },
      ],
      [
        'POST',
        `${A}/services`,
        { name: 'Sneaky', durationMinutes: 30, price: { amount: 0, currency: 'EUR' } },
      ],
      ['PATCH', `${A}/rules`, { slotStepMinutes: 60 }],
      ['POST', `${A}/time-off`, timeOff(a.stylists[0]?.id as string)],
    ] as const;
    for (const [method, url, payload] of routes) {
      const asCustomer = await call(customer, method, url, payload);
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
      expect(asCustomer.json().error.code).toBe('Forbidden');
      const anonymous = await call('', method, url, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().error.code).toBe('error.http.401');
    }
    expect(
      (await call(a.cookie, 'GET', `/shops/${a.shopId}/appointments?from=2026-11-24&to=2026-11-24`)).json()
        .total,
    ).toBe(0);
    expect((await call(a.cookie, 'GET', `/shops/${a.shopId}/rules`)).json().slotStepMinutes).toBe(15);
  });
});

describe('staff of a shop', () => {
  const A = () => `/shops/${a.shopId}`;

  it('lets a staff member work the calendar: list, book, move, cancel and block time', async () => {
    const list = await call(staff, 'GET', `${A()}/appointments?from=2026-11-24&to=2026-11-24`);
    expect(list.statusCode).toBe(200);
    for (const url of ['/services', '/stylists', '/categories', '/rules', '/closures']) {
      expect((await call(staff, 'GET', `${A()}${url}`)).statusCode, url).toBe(200);
    }

    const booked = await call(staff, 'POST', `${A()}/appointments`, {
      services: [a.services.cut],
      start: offset('2026-11-24', '10:00'),
      stylist: a.stylists[0]?.id,
      customer: { name: 'Stella Staffbooked', phone: '+49 30 9999999' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id;

    const moved = await call(staff, 'PATCH', `${A()}/appointments/${id}`, {
      start: offset('2026-11-24', '11:00'),
      stylistId: a.stylists[1]?.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      start: '2026-11-24T11:00:00.000+01:00',
      items: [{ stylistId: a.stylists[1]?.id }],
    });

    const blocked = await call(staff, 'POST', `${A()}/time-off`, timeOff(a.stylists[2]?.id as string));
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(
      (await call(a.cookie, 'GET', `${A()}/time-off?from=2026-11-25&to=2026-11-25`)).json().items,
    ).toEqual([blocked.json()]);

    const other = await call(staff, 'POST', `${A()}/appointments`, {
      services: [a.services.cut],
      start: offset('2026-11-24', '14:00'),
      stylist: a.stylists[0]?.id,
    });
    expect(
      (await call(staff, 'POST', `${A()}/appointments/${other.json().id}/cancel`, {})).json().status,
    ).toBe('cancelled');

    const seenByOwner = await call(a.cookie, 'GET', `${A()}/appointments/${id}`);
    expect(
      seenByOwner
        .json()
        .history.map((h: { action: string; actorName: string }) => `${h.action}:${h.actorName}`),
    ).toEqual(['created:sam', 'moved:sam']);
  });

  it('refuses a staff member the menu, the team, the hours and the rules', async () => {
    const stylist = a.stylists[0]?.id as string;
    for (const [method, url, payload] of [
      [
        'POST',
        `${A()}/services`,
        { name: 'Sneaky', durationMinutes: 30, price: { amount: 0, currency: 'EUR' } },
      ],
      ['PATCH', `${A()}/services/${a.services.cut}`, { price: { amount: 1, currency: 'EUR' } }],
      ['DELETE', `${A()}/services/${a.services.cut}`],
      ['POST', `${A()}/categories`, { name: 'Sneaky' }],
      ['POST', `${A()}/stylists`, { name: 'Sneaky' }],
      ['PATCH', `${A()}/stylists/${stylist}`, { name: 'Renamed' }],
      ['DELETE', `${A()}/stylists/${a.stylists[2]?.id}`],
      ['PUT', `${A()}/stylists/${stylist}/hours`, { days: [] }],
      ['PUT', `${A()}/stylists/${stylist}/overrides/2026-11-26`, { intervals: [] }],
      ['PATCH', `${A()}/rules`, { slotStepMinutes: 60 }],
      ['POST', `${A()}/closures`, { date: '2026-11-26', name: 'Day off for all' }],
      ['POST', `${A()}/invitations`, { email: 'friend@example.com' }],
      ['GET', `/shops/${b.shopId}/appointments?from=2026-11-24&to=2026-11-24`],
      ['POST', `/shops/${b.shopId}/time-off`, timeOff(b.stylists[0]?.id as string)],
    ] as const) {
      const res = await call(staff, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('Forbidden');
    }
    const owner = (url: string) => call(a.cookie, 'GET', `${A()}${url}`);
    expect((await owner('/services')).json().total).toBe(4);
    expect((await owner(`/services/${a.services.cut}`)).json().price.amount).toBe(4500);
    expect((await owner('/stylists')).json().items.map((s: { name: string }) => s.name)).toEqual([
      'Ana',
      'Ben',
      'Cleo',
    ]);
    expect((await owner(`/stylists/${stylist}/hours`)).json().days).toHaveLength(6);
    expect((await owner('/rules')).json().slotStepMinutes).toBe(15);
    expect((await owner('/closures')).json().total).toBe(0);
  });

  it('lets a read-only staff member look but not change anything', async () => {
    const list = await call(readOnly, 'GET', `${A()}/appointments?from=2026-11-24&to=2026-11-24`);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThan(0);
    const [first] = list.json().items;
    expect((await call(readOnly, 'GET', `${A()}/appointments/${first.id}`)).statusCode).toBe(200);
    const services = await call(readOnly, 'GET', `${A()}/services`);
    expect(services.statusCode).toBe(200);
    expect(services.json().total).toBe(4);
    const stylists = await call(readOnly, 'GET', `${A()}/stylists`);
    expect(stylists.statusCode).toBe(200);
    expect(stylists.json().items.map((s: { name: string }) => s.name)).toEqual(['Ana', 'Ben', 'Cleo']);
    expect((await call(readOnly, 'GET', `${A()}/time-off?from=2026-11-25&to=2026-11-25`)).statusCode).toBe(
      200,
    );

    for (const [method, url, payload] of [
      [
        'POST',
        `${A()}/appointments`,
        { services: [a.services.cut], start: offset('2026-11-24', '16:00'), stylist: a.stylists[2]?.id },
      ],
      ['POST', `${A()}/time-off`, { ...timeOff(a.stylists[0]?.id as string), category: 'Holiday' }],
      ['PATCH', `${A()}/appointments/${first.id}`, { note: 'Looked at it' }],
      ['POST', `${A()}/appointments/${first.id}/cancel`, {}],
      ['POST', `${A()}/customers`, { name: 'Rita’s friend' }],
      [
        'POST',
        `${A()}/services`,
        { name: 'Sneaky', durationMinutes: 30, price: { amount: 0, currency: 'EUR' } },
      ],
      ['PATCH', `${A()}/rules`, { slotStepMinutes: 60 }],
    ] as const) {
      const res = await call(readOnly, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('Forbidden');
    }
    const after = await call(a.cookie, 'GET', `${A()}/appointments?from=2026-11-24&to=2026-11-24`);
    expect(after.json().total).toBe(list.json().total);
    expect(after.json().items.find((x: { id: string }) => x.id === first.id)).toMatchObject({
      status: first.status,
      note: first.note,
    });
    expect((await call(a.cookie, 'GET', `${A()}/time-off?from=2026-11-25&to=2026-11-25`)).json().total).toBe(
      1,
    );
    expect((await call(a.cookie, 'GET', `${A()}/customers?q=friend`)).json().total).toBe(0);
  });
});

describe('ids that are not there', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const A = `/shops/${a.shopId}`;
    expect((await call(a.cookie, 'GET', `${A}/appointments/${missingId}`)).statusCode).toBe(404);
    expect((await call(a.cookie, 'GET', `${A}/services/${missingId}`)).statusCode).toBe(404);
    const bad = await call(a.cookie, 'GET', `${A}/appointments/12`);
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(['params.id']);
    const badShop = await call(a.cookie, 'GET', '/shops/not-a-shop/services');
    expect(paths(badShop)).toEqual(['params.shopId']);
  });
});
