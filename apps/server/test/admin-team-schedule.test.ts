import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, createTestApp, signUp, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'team');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Method, path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie: salon.cookie },
    ...(payload ? { payload } : {}),
  });
const paths = (res: LightMyRequestResponse) =>
  (res.json().error?.details ?? []).map((d: { path: string }) => d.path);
const at = (date: string, time: string) => `${date}T${time}:00.000+01:00`;
const ana = () => salon.stylists[0]?.id as string;
const ben = () => salon.stylists[1]?.id as string;
const cleo = () => salon.stylists[2]?.id as string;

/** What the booking page offers: the day's start times and who is free at each. */
async function publicDay(serviceId: string, date: string, stylist = 'any') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/shops/${salon.subdomain}/availability?services=${serviceId}&from=${date}&to=${date}&stylist=${stylist}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const slots: { start: string; stylistIds: string[] }[] = res.json().days[0].slots;
  return { starts: slots.map((s) => s.start), slots };
}
const publicStarts = async (serviceId: string, date: string, stylist = 'any') =>
  (await publicDay(serviceId, date, stylist)).starts;

describe('stylists', () => {
  it('gives each new stylist a distinct colour pair unless one is chosen', async () => {
    const list = (await api('GET', '/stylists')).json();
    expect(list.items.map((s: { name: string }) => s.name)).toEqual(['Ana', 'Ben', 'Cleo']);
    const mains = list.items.map((s: { color: { main: string } }) => s.color.main);
    expect(new Set(mains).size).toBe(3);
    for (const s of list.items)
      expect(s.color).toEqual({
        index: expect.any(Number),
        main: expect.stringMatching(/^#[0-9A-F]{6}$/i),
        light: expect.stringMatching(/^#[0-9A-F]{6}$/i),
      });

    const dora = await api('POST', '/stylists', { name: 'Dora' });
    expect(dora.statusCode).toBe(201);
    expect(mains).not.toContain(dora.json().color.main);

    const last = await api('POST', '/stylists', {
      name: 'Finn',
      colorIndex: 21,
      bookableOnline: false,
      displayOrder: 9,
    });
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json()).toMatchObject({
      name: 'Finn',
      color: { index: 21, main: '#64748B', light: '#E8EBEF' },
      bookableOnline: false,
      active: true,
      userId: null,
      displayOrder: 9,
    });
    const first = await api('POST', '/stylists', { name: 'Gina', colorIndex: 0 });
    expect(first.json().color).toMatchObject({ index: 0, main: '#7367F0' });

    for (const colorIndex of [22, -1, 1.5]) {
      const res = await api('POST', '/stylists', { name: 'Nope', colorIndex });
      expect(res.statusCode, String(colorIndex)).toBe(400);
      expect(paths(res)).toEqual(['body.colorIndex']);
    }
    const names = (await api('GET', '/stylists')).json().items.map((s: { name: string }) => s.name);
    expect(names).not.toContain('Nope');
    // Finn is not bookable online: the booking page does not show him.
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/shops/${salon.subdomain}` })).json();
    expect(page.stylists.map((s: { name: string }) => s.name)).not.toContain('Finn');
  });

  it('links a stylist to a login only of a member of the team', async () => {
    const random = await api('POST', '/stylists', {
      name: 'Ghost',
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(random.statusCode).toBe(400);
    expect(paths(random)).toEqual(['body.userId']);

    const outsider = await signUp(t.app, 'outsider@example.com');
    const notMember = await api('POST', '/stylists', { name: 'Outsider', userId: outsider.session.user.id });
    expect(notMember.statusCode).toBe(400);
    expect(paths(notMember)).toEqual(['body.userId']);

    const member = await addTeamMember(t.app, t.ctx, salon, { email: 'ivy@example.com' });
    const ivy = await api('POST', '/stylists', { name: 'Eve', userId: member.userId });
    expect(ivy.statusCode, ivy.body).toBe(201);
    expect(ivy.json().userId).toBe(member.userId);

    const patched = await api('PATCH', `/stylists/${ivy.json().id}`, { userId: outsider.session.user.id });
    expect(patched.statusCode).toBe(400);
    expect(paths(patched)).toEqual(['body.userId']);
  });

  it('puts a stylist added without an order after the last one, in the team and the calendar', async () => {
    const before = (await api('GET', '/stylists')).json().items as { name: string; displayOrder: number }[];
    const added = await api('POST', '/stylists', { name: 'Aaron Newcomer' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().displayOrder).toBe(Math.max(...before.map((s) => s.displayOrder)) + 1);
    const after = (await api('GET', '/stylists')).json().items as { name: string }[];
    // Last, although his name sorts first.
    expect(after.at(-1)?.name).toBe('Aaron Newcomer');
  });

  it('changes only the fields a PATCH sends', async () => {
    const hana = (
      await api('POST', '/stylists', { name: 'Hana', bookableOnline: false, displayOrder: 7, colorIndex: 5 })
    ).json();
    const res = await api('PATCH', `/stylists/${hana.id}`, { name: 'Hana K.' });
    expect(res.statusCode, res.body).toBe(200);
    // Renaming must not put a stylist kept off the booking page back on it.
    expect(res.json()).toEqual({ ...hana, name: 'Hana K.' });

    // Nor bring back one who has left.
    const left = await api('PATCH', `/stylists/${hana.id}`, { active: false });
    expect(left.json().active).toBe(false);
    const renamed = await api('PATCH', `/stylists/${hana.id}`, { name: 'Hana Former' });
    expect(renamed.json()).toMatchObject({ name: 'Hana Former', active: false });
  });
});

describe('weekly hours', () => {
  let ivy = '';
  let trim = '';
  const split = {
    days: [
      {
        weekday: 2,
        intervals: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '17:30' },
        ],
      },
      { weekday: 5, intervals: [{ start: '10:00', end: '14:00' }] },
    ],
  };

  beforeAll(async () => {
    ivy = (await api('POST', '/stylists', { name: 'Ivy' })).json().id;
    trim = (
      await api('POST', '/services', {
        name: 'Trim',
        durationMinutes: 30,
        price: { amount: 1500, currency: 'EUR' },
        stylists: [{ stylistId: ivy }],
      })
    ).json().id;
  });

  it('stores a split shift and offers times only inside it', async () => {
    expect((await api('GET', `/stylists/${ivy}/hours`)).json()).toEqual({ days: [] });
    const put = await api('PUT', `/stylists/${ivy}/hours`, split);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual(split);
    expect((await api('GET', `/stylists/${ivy}/hours`)).json()).toEqual(split);

    const tuesday = await publicStarts(trim, '2026-11-24', ivy);
    expect(tuesday[0]).toBe(at('2026-11-24', '09:00'));
    expect(tuesday).toContain(at('2026-11-24', '11:30'));
    expect(tuesday).not.toContain(at('2026-11-24', '11:45'));
    expect(tuesday).not.toContain(at('2026-11-24', '12:30'));
    expect(tuesday).toContain(at('2026-11-24', '13:00'));
    expect(tuesday.at(-1)).toBe(at('2026-11-24', '17:00'));
    // A weekday left out is a day off.
    expect(await publicStarts(trim, '2026-11-25', ivy)).toEqual([]);
    const friday = await publicStarts(trim, '2026-11-27', ivy);
    expect([friday[0], friday.at(-1)]).toEqual([at('2026-11-27', '10:00'), at('2026-11-27', '13:30')]);
  });

  it('refuses overlapping intervals, an end before its start and a weekday twice, keeping the old hours', async () => {
    const cases: [object, string][] = [
      [
        {
          days: [
            {
              weekday: 1,
              intervals: [
                { start: '09:00', end: '12:00' },
                { start: '11:00', end: '13:00' },
              ],
            },
          ],
        },
        'body.days.0.intervals',
      ],
      [
        { days: [{ weekday: 1, intervals: [{ start: '12:00', end: '09:00' }] }] },
        'body.days.0.intervals.0.end',
      ],
      [
        { days: [{ weekday: 1, intervals: [{ start: '09:00', end: '09:00' }] }] },
        'body.days.0.intervals.0.end',
      ],
      [
        {
          days: [
            { weekday: 3, intervals: [{ start: '09:00', end: '12:00' }] },
            { weekday: 3, intervals: [{ start: '13:00', end: '17:00' }] },
          ],
        },
        'body.days',
      ],
      [{ days: [{ weekday: 8, intervals: [] }] }, 'body.days.0.weekday'],
      [
        { days: [{ weekday: 1, intervals: [{ start: '9:00', end: '12:00' }] }] },
        'body.days.0.intervals.0.start',
      ],
    ];
    for (const [payload, path] of cases) {
      const res = await api('PUT', `/stylists/${ivy}/hours`, payload);
      expect(res.statusCode, path).toBe(400);
      expect(paths(res), JSON.stringify(payload)).toContain(path);
    }
    expect((await api('GET', `/stylists/${ivy}/hours`)).json()).toEqual(split);
  });

  it('answers 404 for hours of a stylist that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api('GET', `/stylists/${missing}/hours`)).statusCode).toBe(404);
    expect((await api('PUT', `/stylists/${missing}/hours`, split)).statusCode).toBe(404);
  });
});

describe('other hours on a date', () => {
  const wednesday = '2026-11-25';

  it('closes a stylist for a day, then gives other hours, then goes back to the week', async () => {
    const closed = await api('PUT', `/stylists/${ana()}/overrides/${wednesday}`, {
      intervals: [],
      note: 'Dentist',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ date: wednesday, intervals: [], note: 'Dentist' });
    expect(await publicStarts(salon.services.cut, wednesday, ana())).toEqual([]);
    // The others still work, and "Anyone" no longer offers Ana.
    expect(await publicStarts(salon.services.cut, wednesday, ben())).toContain(at(wednesday, '10:00'));
    const anyone = (await publicDay(salon.services.cut, wednesday)).slots;
    expect(anyone.length).toBeGreaterThan(0);
    for (const slot of anyone) expect(slot.stylistIds).not.toContain(ana());

    const other = await api('PUT', `/stylists/${ana()}/overrides/${wednesday}`, {
      intervals: [{ start: '12:00', end: '15:00' }],
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({
      date: wednesday,
      intervals: [{ start: '12:00', end: '15:00' }],
      note: null,
    });
    const starts = await publicStarts(salon.services.cut, wednesday, ana());
    // 45 min + 15 min buffer: 12:00 to 14:00, ignoring the usual lunch break.
    expect(starts[0]).toBe(at(wednesday, '12:00'));
    expect(starts).toContain(at(wednesday, '13:00'));
    expect(starts.at(-1)).toBe(at(wednesday, '14:00'));

    const listed = await api('GET', `/stylists/${ana()}/overrides?from=2026-11-23&to=2026-11-29`);
    expect(listed.json()).toEqual({ items: [other.json()], total: 1 });

    const removed = await api('DELETE', `/stylists/${ana()}/overrides/${wednesday}`);
    expect(removed.statusCode).toBe(200);
    const back = await publicStarts(salon.services.cut, wednesday, ana());
    expect([back[0], back.at(-1)]).toEqual([at(wednesday, '09:00'), at(wednesday, '17:00')]);
    expect(back).not.toContain(at(wednesday, '13:00'));
    expect((await api('DELETE', `/stylists/${ana()}/overrides/${wednesday}`)).statusCode).toBe(404);
  });

  it('refuses a date that does not exist and overlapping intervals', async () => {
    const badDate = await api('PUT', `/stylists/${ana()}/overrides/2026-02-30`, { intervals: [] });
    expect(badDate.statusCode).toBe(400);
    expect(paths(badDate)).toContain('params.date');
    const overlap = await api('PUT', `/stylists/${ana()}/overrides/${wednesday}`, {
      intervals: [
        { start: '10:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(paths(overlap)).toContain('body.intervals');
  });
});

describe('time off', () => {
  const thursday = '2026-11-26';
  let holidayId = '';

  it('blocks time by category and lists it filtered by category and stylist', async () => {
    const holiday = await api('POST', '/time-off', {
      stylistId: ben(),
      start: '2026-11-26T10:00:00+01:00',
      end: '2026-11-26T12:00:00+01:00',
      category: 'Holiday',
      note: 'Long weekend',
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    holidayId = holiday.json().id;
    expect(holiday.json()).toEqual({
      id: expect.any(String),
      stylistId: ben(),
      start: at(thursday, '10:00'),
      end: at(thursday, '12:00'),
      category: 'Holiday',
      note: 'Long weekend',
    });
    const personal = await api('POST', '/time-off', {
      stylistId: cleo(),
      start: '2026-11-26T09:00:00Z',
      end: '2026-11-26T10:00:00Z',
      category: 'Personal',
    });
    expect(personal.json()).toMatchObject({
      start: at(thursday, '10:00'),
      end: at(thursday, '11:00'),
      note: null,
    });
    const business = await api('POST', '/time-off', {
      stylistId: ana(),
      start: '2026-11-26T15:00:00+01:00',
      end: '2026-11-26T16:00:00+01:00',
      category: 'Business',
    });
    expect(business.statusCode).toBe(201);

    const day = `from=${thursday}&to=${thursday}`;
    const all = (await api('GET', `/time-off?${day}`)).json();
    expect(all.total).toBe(3);
    const some = (await api('GET', `/time-off?${day}&categories=Holiday,Personal`)).json();
    expect(some.items.map((b: { category: string }) => b.category).sort()).toEqual(['Holiday', 'Personal']);
    expect(some.total).toBe(2);
    const bens = (await api('GET', `/time-off?${day}&categories=Holiday,Personal&stylistId=${ben()}`)).json();
    expect(bens.items.map((b: { id: string }) => b.id)).toEqual([holidayId]);
    expect((await api('GET', `/time-off?${day}&stylistId=${ana()}`)).json().items[0].category).toBe(
      'Business',
    );
    expect((await api('GET', '/time-off?from=2026-11-27&to=2026-11-30')).json().total).toBe(0);
  });

  it('takes the blocked time out of what the booking page offers', async () => {
    const bens = await publicStarts(salon.services.cut, thursday, ben());
    // A cut holds 60 min with its buffer: 09:00 ends as the block starts, 12:00 starts as it ends.
    expect(bens).toContain(at(thursday, '09:00'));
    for (const time of ['09:15', '10:00', '11:00', '11:45']) expect(bens).not.toContain(at(thursday, time));
    expect(bens).toContain(at(thursday, '12:00'));
    const tenOClock = (await publicDay(salon.services.cut, thursday)).slots.find(
      (s) => s.start === at(thursday, '10:00'),
    );
    expect(tenOClock?.stylistIds).toEqual([ana()]);
  });

  it('refuses an end before the start and an unknown category', async () => {
    const backwards = await api('POST', '/time-off', {
      stylistId: ben(),
      start: '2026-11-26T12:00:00+01:00',
      end: '2026-11-26T10:00:00+01:00',
      category: 'Holiday',
    });
    expect(backwards.statusCode).toBe(400);
    expect(paths(backwards)).toEqual(['body.end']);
    const unknown = await api('POST', '/time-off', {
      stylistId: ben(),
      start: '2026-11-26T14:00:00+01:00',
      end: '2026-11-26T15:00:00+01:00',
      category: 'Vacation',
    });
    expect(unknown.statusCode).toBe(400);
    expect(paths(unknown)).toEqual(['body.category']);
    const noOffset = await api('POST', '/time-off', {
      stylistId: ben(),
      start: '2026-11-26T14:00:00',
      end: '2026-11-26T15:00:00+01:00',
      category: 'ETC',
    });
    expect(noOffset.statusCode).toBe(400);
    expect(paths(noOffset)).toContain('body.start');
    const missing = await api('POST', '/time-off', {
      stylistId: '00000000-0000-4000-8000-000000000000',
      start: '2026-11-26T14:00:00+01:00',
      end: '2026-11-26T15:00:00+01:00',
      category: 'ETC',
    });
    expect(missing.statusCode).toBe(404);
    expect((await api('GET', `/time-off?from=${thursday}&to=${thursday}`)).json().total).toBe(3);
  });

  it('gives the time back when the block is removed', async () => {
    expect((await api('DELETE', `/time-off/${holidayId}`)).statusCode).toBe(200);
    expect(await publicStarts(salon.services.cut, thursday, ben())).toContain(at(thursday, '10:00'));
    expect((await api('DELETE', `/time-off/${holidayId}`)).statusCode).toBe(404);
  });
});

describe('closed days', () => {
  const friday = '2026-11-27';

  it('closes the shop for everyone on a day and opens it again', async () => {
    expect((await publicStarts(salon.services.cut, friday)).length).toBeGreaterThan(0);
    const closure = await api('POST', '/closures', { date: friday, name: 'Staff training' });
    expect(closure.statusCode, closure.body).toBe(201);
    expect(closure.json()).toEqual({ id: expect.any(String), date: friday, name: 'Staff training' });

    const dup = await api('POST', '/closures', { date: friday, name: 'Again' });
    expect(dup.statusCode).toBe(400);
    expect(paths(dup)).toEqual(['body.date']);
    expect((await api('GET', '/closures')).json()).toEqual({ items: [closure.json()], total: 1 });

    expect(await publicStarts(salon.services.cut, friday)).toEqual([]);
    for (const stylist of [ana(), ben(), cleo()])
      expect(await publicStarts(salon.services.cut, friday, stylist)).toEqual([]);
    expect(await publicStarts(salon.services.beard, friday)).toEqual([]);
    // The days around it stay open.
    expect((await publicStarts(salon.services.cut, '2026-11-28')).length).toBeGreaterThan(0);

    const removed = await api('DELETE', `/closures/${closure.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect((await publicStarts(salon.services.cut, friday)).length).toBeGreaterThan(0);
    expect((await api('GET', '/closures')).json().total).toBe(0);
    expect((await api('DELETE', `/closures/${closure.json().id}`)).statusCode).toBe(404);
  });

  it('refuses a date that does not exist', async () => {
    const res = await api('POST', '/closures', { date: '2026-13-01', name: 'Nope' });
    expect(res.statusCode).toBe(400);
    expect(paths(res)).toEqual(['body.date']);
  });
});

describe('booking rules', () => {
  it('starts with the defaults', async () => {
    const res = await api('GET', '/rules');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      timeZone: 'Europe/Berlin',
      slotStepMinutes: 15,
      minNoticeMinutes: 120,
      maxAdvanceDays: 60,
      changeWindowMinutes: 1440,
      requiresApproval: false,
      allowGuests: true,
      currency: 'EUR',
    });
  });

  it('puts the offered times on a 30 minute grid when the step changes', async () => {
    const before = await publicStarts(salon.services.cut, '2026-11-24', cleo());
    expect(before).toContain(at('2026-11-24', '09:15'));

    const res = await api('PATCH', '/rules', { slotStepMinutes: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      slotStepMinutes: 30,
      minNoticeMinutes: 120,
      timeZone: 'Europe/Berlin',
    });
    const after = await publicStarts(salon.services.cut, '2026-11-24', cleo());
    expect(after.length).toBeGreaterThan(0);
    for (const start of after) expect(start).toMatch(/T\d\d:(00|30):00/);
    expect(after).toContain(at('2026-11-24', '09:30'));
    expect(after).not.toContain(at('2026-11-24', '09:15'));

    expect((await api('PATCH', '/rules', { slotStepMinutes: 15 })).json().slotStepMinutes).toBe(15);
    expect(await publicStarts(salon.services.cut, '2026-11-24', cleo())).toContain(at('2026-11-24', '09:15'));
  });

  it('refuses a step off the list and a time zone that does not exist, changing nothing', async () => {
    for (const [payload, path] of [
      [{ slotStepMinutes: 7 }, 'body.slotStepMinutes'],
      [{ timeZone: 'Mars/Base' }, 'body.timeZone'],
      [{ maxAdvanceDays: 0 }, 'body.maxAdvanceDays'],
      [{ minNoticeMinutes: -5 }, 'body.minNoticeMinutes'],
      [{ currency: 'euro' }, 'body.currency'],
    ] as const) {
      const res = await api('PATCH', '/rules', payload);
      expect(res.statusCode, path).toBe(400);
      expect(paths(res)).toEqual([path]);
    }
    expect((await api('GET', '/rules')).json()).toMatchObject({
      slotStepMinutes: 15,
      timeZone: 'Europe/Berlin',
      maxAdvanceDays: 60,
    });
  });
});

describe('removing a stylist', () => {
  it('refuses while appointments name the stylist, and removes one without', async () => {
    const booked = await api('POST', '/appointments', {
      services: [salon.services.beard],
      start: '2026-11-24T09:00:00+01:00',
      stylist: cleo(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const refused = await api('DELETE', `/stylists/${cleo()}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('InUse');
    expect((await api('GET', '/stylists')).json().items.map((s: { id: string }) => s.id)).toContain(cleo());
    expect((await api('GET', `/appointments/${booked.json().id}`)).json().items[0].stylistId).toBe(cleo());

    const temp = (await api('POST', '/stylists', { name: 'Temp' })).json();
    await api('PUT', `/stylists/${temp.id}/hours`, {
      days: [{ weekday: 1, intervals: [{ start: '09:00', end: '17:00' }] }],
    });
    const removed = await api('DELETE', `/stylists/${temp.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await api('GET', '/stylists')).json().items.map((s: { id: string }) => s.id)).not.toContain(
      temp.id,
    );
    expect((await api('GET', `/stylists/${temp.id}/hours`)).statusCode).toBe(404);
    expect((await api('DELETE', `/stylists/${temp.id}`)).statusCode).toBe(404);
  });
});

describe('working time for the calendar', () => {
  // Monday 7 to Sunday 13 December 2026.
  const week = 'from=2026-12-07&to=2026-12-13';
  type Day = { stylistId: string; date: string; intervals: { start: string; end: string }[] };

  it('gives each active stylist the hours of each date: weekly, other hours, closed days', async () => {
    const wren = (await api('POST', '/stylists', { name: 'Wren' })).json().id as string;
    await api('PUT', `/stylists/${wren}/hours`, {
      days: [
        {
          weekday: 1,
          intervals: [
            { start: '14:00', end: '18:00' },
            { start: '09:00', end: '13:00' },
          ],
        },
        { weekday: 3, intervals: [{ start: '10:00', end: '19:00' }] },
        { weekday: 6, intervals: [{ start: '09:00', end: '15:00' }] },
      ],
    });
    // Other hours on Wednesday, and the shop closed on Saturday.
    await api('PUT', `/stylists/${wren}/overrides/2026-12-09`, {
      intervals: [{ start: '07:00', end: '11:00' }],
    });
    const closure = (await api('POST', '/closures', { date: '2026-12-12', name: 'Party' })).json();
    const gone = (await api('POST', '/stylists', { name: 'Gone' })).json().id as string;
    await api('PATCH', `/stylists/${gone}`, { active: false });

    const res = await api('GET', `/working-time?${week}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: Day[]; closedDates: string[] };
    expect(body.closedDates).toEqual(['2026-12-12']);
    expect(body.items.filter((d) => d.stylistId === wren)).toEqual([
      {
        stylistId: wren,
        date: '2026-12-07',
        intervals: [
          { start: '09:00', end: '13:00' },
          { start: '14:00', end: '18:00' },
        ],
      },
      { stylistId: wren, date: '2026-12-08', intervals: [] },
      { stylistId: wren, date: '2026-12-09', intervals: [{ start: '07:00', end: '11:00' }] },
      { stylistId: wren, date: '2026-12-10', intervals: [] },
      { stylistId: wren, date: '2026-12-11', intervals: [] },
      { stylistId: wren, date: '2026-12-12', intervals: [] },
      { stylistId: wren, date: '2026-12-13', intervals: [] },
    ]);
    // Every active stylist, every date; an inactive one is not on the calendar.
    const ids = new Set(body.items.map((d) => d.stylistId));
    expect(ids.has(ana())).toBe(true);
    expect(ids.has(gone)).toBe(false);
    expect(body.items.filter((d) => d.stylistId === ana())).toHaveLength(7);
    await api('DELETE', `/closures/${closure.id}`);
  });

  it('refuses a range backwards or longer than 62 days, naming the field', async () => {
    for (const query of [
      'from=2026-12-10&to=2026-12-01',
      'from=2026-12-01&to=2027-03-01',
      'from=2026-12-01',
    ]) {
      const res = await api('GET', `/working-time?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(paths(res), query).toContain('query.to');
    }
  });

  it('is not given to someone outside the shop', async () => {
    const outsider = await signUp(t.app, 'working-time-outsider@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${salon.shopId}/working-time?${week}`,
      headers: { cookie: outsider.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
