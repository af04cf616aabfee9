import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, joinShop, signIn, type TestApp } from './helpers.ts';
import { createSalon, type Salon } from './salon-fixture.ts';

// Tuesday 24 November 2026, 08:00 in Berlin.
const tuesday = new Date('2026-11-24T07:00:00Z');
let clock = tuesday;
let t: TestApp;
let salon: Salon;
let stylistCookie = '';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'complete');
  stylistCookie = (await joinShop(t.app, t.ctx, salon.shopId, 'stylist-complete@example.com')).cookie;
});
afterAll(() => t.close());

/** Moves the clock; access tokens follow the clock, so staff sign in again at the new time. */
async function travel(to: Date) {
  clock = to;
  salon.cookie = (await signIn(t.app, 'owner-complete@example.com', 'correct horse battery')).cookie;
  stylistCookie = (await signIn(t.app, 'stylist-complete@example.com', 'correct horse battery')).cookie;
}

const api = (method: 'GET' | 'POST', path: string, payload?: object, cookie = salon.cookie) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const book = async (start: string, customerId: string) => {
  const res = await api('POST', '/appointments', {
    services: [salon.services.cut],
    start,
    stylist: salon.stylists[0]?.id,
    customerId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const act = (id: string, action: string, cookie?: string) =>
  api('POST', `/appointments/${id}/${action}`, {}, cookie);

let customerId = '';
beforeAll(async () => {
  customerId = (await api('POST', '/customers', { name: 'Flo Future', email: 'flo@example.com' })).json().id;
});

describe('completing a visit', () => {
  it('refuses complete and no-show before the start, for the owner too on another day', async () => {
    const thursday = await book('2026-11-26T10:00:00+01:00', customerId);
    for (const action of ['complete', 'no-show']) {
      const res = await act(thursday, action);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'AppointmentNotStarted',
        details: { start: '2026-11-26T10:00:00.000+01:00', earlyOnSameDay: false },
      });
    }
    const profile = (await api('GET', `/customers/${customerId}`)).json();
    expect(profile).toMatchObject({ visits: 0, spend: 0, lastVisit: null });
  });

  it('lets the owner complete early on the same day, not a stylist', async () => {
    const today = await book('2026-11-24T15:00:00+01:00', customerId);
    const byStylist = await act(today, 'complete', stylistCookie);
    expect(byStylist.statusCode).toBe(409);
    expect(byStylist.json().error).toMatchObject({
      code: 'AppointmentNotStarted',
      details: { earlyOnSameDay: true },
    });
    expect((await act(today, 'no-show')).json().error.code).toBe('AppointmentNotStarted');

    const byOwner = await act(today, 'complete');
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json().status).toBe('completed');
    const history = (await api('GET', `/appointments/${today}`)).json().history;
    expect(history.at(-1)).toMatchObject({
      action: 'complete',
      changes: { from: 'confirmed', to: 'completed', early: true },
    });
  });

  it('undoes complete and no-show back to confirmed, and spend and last visit follow', async () => {
    await travel(new Date('2026-11-26T09:30:00Z')); // Thursday 10:30 in Berlin.
    try {
      const [thursday] = (await api('GET', '/appointments?from=2026-11-26&to=2026-11-26')).json().items;
      // A stylist may complete a visit that has started.
      expect((await act(thursday.id, 'complete', stylistCookie)).statusCode).toBe(200);
      let profile = (await api('GET', `/customers/${customerId}`)).json();
      expect(profile).toMatchObject({ visits: 2, spend: 9000, lastVisit: '2026-11-26T10:00:00.000+01:00' });
      const week = (await api('GET', '/dashboard?from=2026-11-23&to=2026-11-29')).json();
      expect(week.period).toMatchObject({ completed: 2, revenue: { amount: 9000 } });

      const undone = await act(thursday.id, 'reopen', stylistCookie);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json()).toMatchObject({ status: 'confirmed', label: 'NoLabel' });
      profile = (await api('GET', `/customers/${customerId}`)).json();
      expect(profile).toMatchObject({ visits: 1, spend: 4500, lastVisit: '2026-11-24T15:00:00.000+01:00' });
      expect((await api('GET', '/dashboard?from=2026-11-23&to=2026-11-29')).json().period).toMatchObject({
        completed: 1,
        revenue: { amount: 4500 },
      });

      // A no-show undone takes the time again and shows its booked label.
      const noShow = await act(thursday.id, 'no-show');
      expect(noShow.json()).toMatchObject({ status: 'no_show', label: 'NoShow' });
      expect((await api('GET', `/customers/${customerId}`)).json().noShows).toBe(1);
      const back = await act(thursday.id, 'reopen');
      expect(back.json()).toMatchObject({ status: 'confirmed', label: 'NoLabel' });
      expect((await api('GET', `/customers/${customerId}`)).json().noShows).toBe(0);
      const again = await api('POST', '/appointments', {
        services: [salon.services.cut],
        start: '2026-11-26T10:00:00+01:00',
        stylist: salon.stylists[0]?.id,
      });
      expect(again.json().error.code).toBe('SLOT_UNAVAILABLE');

      const history = (await api('GET', `/appointments/${thursday.id}`)).json().history;
      expect(history.map((h: { action: string }) => h.action)).toEqual([
        'created',
        'complete',
        'reopen',
        'no-show',
        'reopen',
      ]);
      expect(history[2]).toMatchObject({
        actorKind: 'staff',
        changes: { from: 'completed', to: 'confirmed' },
      });
      expect((await act(thursday.id, 'reopen')).json().error.code).toBe('InvalidTransition');
    } finally {
      clock = tuesday;
    }
  });

  it('answers SLOT_UNAVAILABLE when a no-show’s time was booked before it is undone', async () => {
    await travel(new Date('2026-11-26T12:30:00Z')); // Thursday 13:30 in Berlin.
    try {
      const missed = await book('2026-11-26T12:00:00+01:00', customerId);
      expect((await act(missed, 'no-show')).statusCode).toBe(200);
      await book('2026-11-26T12:00:00+01:00', customerId);
      const res = await act(missed, 'reopen');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('SLOT_UNAVAILABLE');
      expect((await api('GET', `/appointments/${missed}`)).json().status).toBe('no_show');
    } finally {
      clock = tuesday;
    }
  });

  it('keeps read-only staff out of the status actions', async () => {
    const id = await book('2026-11-24T09:00:00+01:00', customerId);
    clock = new Date('2026-11-24T09:00:00Z'); // Tuesday 10:00 in Berlin: it has started.
    try {
      const viewer = await joinShop(t.app, t.ctx, salon.shopId, 'viewer-complete@example.com', {
        readOnly: true,
      });
      expect((await act(id, 'complete', viewer.cookie)).statusCode).toBe(403);
    } finally {
      clock = tuesday;
    }
  });
});
