import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';

// Monday 23 November 2026, 08:00 in Berlin.
const clock = new Date('2026-11-23T07:00:00Z');
let t: TestApp;
let salon: Salon;
let ana: string;
let ben: string;
let cleo: string;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { bookingPerIp: { limit: 10_000, windowSeconds: 60 } },
  });
  salon = await createSalon(t.app, 'figures');
  [ana, ben, cleo] = salon.stylists.map((s) => s.id) as [string, string, string];
  // Ben takes longer over a cut and charges more for it than the menu's 45 min and €45.
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/shops/${salon.shopId}/services/${salon.services.cut}`,
    headers: { cookie: salon.cookie },
    payload: {
      stylists: [
        { stylistId: ana },
        { stylistId: ben, durationMinutes: 60, priceAmount: 5500 },
        { stylistId: cleo },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/shops/${salon.subdomain}${path}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const tuesday = (time: string) => `2026-11-24T${time}:00.000+01:00`;

describe('what a stylist takes and charges, as the public page shows it and a booking records it', () => {
  // Nothing is due online: the salon takes no online payments.
  it('gives each stylist’s own duration and price for every service', async () => {
    const body = await get('');
    const cut = body.services.find((s: { id: string }) => s.id === salon.services.cut);
    expect(cut.stylists).toEqual([
      { stylistId: ana, durationMinutes: 45, price: { amount: 4500, currency: 'EUR' }, amountDue: 0 },
      { stylistId: ben, durationMinutes: 60, price: { amount: 5500, currency: 'EUR' }, amountDue: 0 },
      { stylistId: cleo, durationMinutes: 45, price: { amount: 4500, currency: 'EUR' }, amountDue: 0 },
    ]);
    const beard = body.services.find((s: { id: string }) => s.id === salon.services.beard);
    expect(beard.stylists).toEqual([
      { stylistId: cleo, durationMinutes: 30, price: { amount: 2500, currency: 'EUR' }, amountDue: 0 },
    ]);
  });

  it('gives the visit’s length and price with each stylist beside the times', async () => {
    const { offers } = await get(
      `/availability?services=${salon.services.cut}&from=2026-11-24&to=2026-11-24`,
    );
    expect(offers).toEqual([
      { stylistId: ana, minutes: 45, price: { amount: 4500, currency: 'EUR' } },
      { stylistId: ben, minutes: 60, price: { amount: 5500, currency: 'EUR' } },
      { stylistId: cleo, minutes: 45, price: { amount: 4500, currency: 'EUR' } },
    ]);
  });

  it('books with a chosen stylist at their price and until their end', async () => {
    const { days } = await get(
      `/availability?services=${salon.services.cut}&from=2026-11-25&to=2026-11-25&stylist=${ben}`,
    );
    expect(days[0].slots[0].anyone).toBeUndefined();
    const res = await bookAsGuest(
      t.app,
      salon,
      '2026-11-25T10:00:00.000+01:00',
      {
        name: 'Paula',
        email: 'paula@example.com',
      },
      { stylist: ben },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking).toMatchObject({
      end: '2026-11-25T11:00:00.000+01:00',
      price: { amount: 5500, currency: 'EUR' },
    });
  });

  it('says per time whom "any stylist" gets, and the booking is exactly that', async () => {
    // Ana and Cleo already work on Tuesday morning: "any" goes to Ben, the least busy, at his figures.
    for (const [stylist, email] of [
      [ana, 'a@example.com'],
      [cleo, 'c@example.com'],
    ] as const) {
      const res = await bookAsGuest(t.app, salon, tuesday('10:00'), { name: 'Early', email }, { stylist });
      expect(res.statusCode, res.body).toBe(201);
    }
    const { days } = await get(`/availability?services=${salon.services.cut}&from=2026-11-24&to=2026-11-24`);
    const slot = days[0].slots.find((s: { start: string }) => s.start === tuesday('14:00'));
    expect(slot.anyone).toEqual({
      stylistId: ben,
      end: tuesday('15:00'),
      price: { amount: 5500, currency: 'EUR' },
    });

    const res = await bookAsGuest(t.app, salon, tuesday('14:00'), { name: 'Greta', email: 'g@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json();
    expect(booking).toMatchObject({ end: slot.anyone.end, price: slot.anyone.price });
    expect(booking.items.map((i: { stylistId: string }) => i.stylistId)).toEqual([ben]);
  });

  it('prices a visit that several stylists do in turn as each of them charges', async () => {
    // Colour is Ben's, beard is Cleo's at €25: nobody does both, so they are done in turn.
    const { days } = await get(
      `/availability?services=${salon.services.color},${salon.services.beard}&from=2026-11-26&to=2026-11-26`,
    );
    const slot = days[0].slots[0];
    expect(slot.stylistIds).toEqual([]);
    expect(slot.anyone).toEqual({
      stylistId: null,
      end: slot.sequence.at(-1).end,
      price: { amount: 9000 + 2500, currency: 'EUR' },
    });
  });
});
