import { and, appointments, eq, mailOutbox, notificationEvents, notifications } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idLinkToken } from '../src/infra/link-tokens.ts';
import { createTestApp, joinShop, signIn, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';

// Tuesday 24 November 2026, 08:00 in Berlin.
let clock = new Date('2026-11-24T07:00:00Z');
let t: TestApp;
let salon: Salon;
let staff = '';
let readOnly = '';
const PLACE = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
const GOOGLE = `https://search.google.com/local/writereview?placeid=${PLACE}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  salon = await createSalon(t.app, 'reviews');
  staff = (await joinShop(t.app, t.ctx, salon.shopId, 'staff-reviews@example.com')).cookie;
  readOnly = (await joinShop(t.app, t.ctx, salon.shopId, 'readonly-reviews@example.com', { readOnly: true }))
    .cookie;
});
afterAll(() => t.close());

/** Access tokens follow the clock: after a jump everyone signs in again. */
async function travel(to: Date) {
  clock = to;
  salon.cookie = (await signIn(t.app, 'owner-reviews@example.com', 'correct horse battery')).cookie;
  staff = (await signIn(t.app, 'staff-reviews@example.com', 'correct horse battery')).cookie;
  readOnly = (await signIn(t.app, 'readonly-reviews@example.com', 'correct horse battery')).cookie;
}

const admin = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  payload?: object,
  cookie = salon.cookie,
) =>
  t.app.inject({
    method,
    url: `/api/admin/shops/${salon.shopId}${path}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const page = (token: string) => t.app.inject({ method: 'GET', url: `/api/public/reviews/${token}` });
const send = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/public/reviews/${token}`, payload });

/** A guest visit booked on the page at `start`, done by `stylist`; completed when asked. */
async function visit(start: string, email: string, stylist: number, { complete = true } = {}) {
  const res = await bookAsGuest(
    t.app,
    salon,
    start,
    { name: `${email.split('@')[0]} Guest`, email },
    {
      stylist: salon.stylists[stylist]?.id,
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().booking.id as string;
  const [row] = await t.ctx.db.select().from(appointments).where(eq(appointments.id, id));
  if (complete) {
    await travel(new Date(Date.parse(start) + 3_600_000));
    const done = await admin('POST', `/appointments/${id}/complete`, {});
    expect(done.statusCode, done.body).toBeLessThan(300);
  }
  return {
    id,
    customerId: row?.customerId as string,
    token: idLinkToken(t.ctx.keys.tokens, 'review', id, row?.customerId as string),
  };
}

let first: Awaited<ReturnType<typeof visit>>;
let second: Awaited<ReturnType<typeof visit>>;

describe('asking for a review', () => {
  it('mails a review link and the Google link hours after a completed visit, when the salon turned it on', async () => {
    const on = await admin('PATCH', '/notification-settings', {
      reviewRequests: true,
      reviewRequestHours: 2,
    });
    expect(on.statusCode, on.body).toBe(200);
    const google = await admin('PATCH', '/review-settings', { googlePlaceId: PLACE });
    expect(google.json()).toMatchObject({ googlePlaceId: PLACE, googleReviewLink: GOOGLE });
    first = await visit('2026-11-24T10:00:00+01:00', 'rita@example.com', 0);
    // Completed at 10:00 UTC: asked two hours later.
    clock = new Date('2026-11-24T11:59:00Z');
    await t.notifications.runRound();
    expect(
      await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'CustomerReviewAppointment')),
    ).toEqual([]);
    clock = new Date('2026-11-24T12:00:00Z');
    await t.notifications.runRound();
    const [request] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'CustomerReviewAppointment'));
    expect(request?.toAddress).toBe('rita@example.com');
    expect(request?.text).toContain(`/book/${salon.subdomain}/review/${first.token}`);
    expect(request?.text).toContain(GOOGLE);
    expect(request?.html).toContain(`/review/${first.token}`);
  });
});

describe('the review page', () => {
  it('shows the visit, no review yet, and the salon', async () => {
    const res = await page(first.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      shop: { name: 'Salon reviews', subdomain: salon.subdomain },
      visit: { startsAt: '2026-11-24T09:00:00.000Z', services: ['Cut'], stylists: ['Ana'] },
      review: null,
      editableUntil: null,
    });
  });

  it('offers the Google link after a 1-star review exactly as after a 5-star one', async () => {
    const low = await send(first.token, { rating: 1, comment: '  Waited forty minutes.  ' });
    expect(low.statusCode, low.body).toBe(200);
    expect(low.json()).toMatchObject({
      review: { rating: 1, comment: 'Waited forty minutes.' },
      editableUntil: '2026-12-08T12:00:00.000Z',
      googleReviewUrl: GOOGLE,
    });
    second = await visit('2026-11-25T10:00:00+01:00', 'sam@example.com', 1);
    const high = await send(second.token, { rating: 5 });
    expect(high.statusCode, high.body).toBe(200);
    expect(high.json().googleReviewUrl).toBe(GOOGLE);
    expect(high.json().review).toMatchObject({ rating: 5, comment: null });
  });

  it('tells the salon once per review, not per edit', async () => {
    const again = await send(first.token, { rating: 2, comment: 'Waited, but the cut is fine.' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().review).toMatchObject({ rating: 2, comment: 'Waited, but the cut is fine.' });
    const events = await t.ctx.db
      .select()
      .from(notificationEvents)
      .where(
        and(eq(notificationEvents.type, 'ShopReceiveReview'), eq(notificationEvents.appointmentId, first.id)),
      );
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toEqual({ rating: 1 });
    await t.notifications.runRound();
    const bell = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'ShopReceiveReview'), eq(notifications.appointmentId, first.id)));
    // The owner and the staff member; the read-only member reads no customer records.
    expect(bell).toHaveLength(2);
  });

  it('refuses an edit 14 days after the first submission, with the date it closed', async () => {
    clock = new Date('2026-12-08T12:00:01Z');
    const late = await send(first.token, { rating: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'ReviewEditWindowClosed',
      details: { editableUntil: '2026-12-08T13:00:00.000+01:00' },
    });
    // Still shown as it was.
    expect((await page(first.token)).json().review.rating).toBe(2);
  });

  it('refuses a tampered link, a link of another visit or customer, and a visit not completed', async () => {
    const tampered = `${first.token.slice(0, -2)}${first.token.endsWith('AA') ? 'BB' : 'AA'}`;
    const swapped = `${second.id.replace(/-/g, '')}${first.token.slice(32)}`;
    const otherCustomer = idLinkToken(t.ctx.keys.tokens, 'review', first.id, second.customerId);
    const manageToken = idLinkToken(t.ctx.keys.tokens, 'manage', first.id);
    for (const token of [tampered, swapped, otherCustomer, manageToken, 'abc', first.token.slice(0, 50)]) {
      for (const res of [await page(token), await send(token, { rating: 4 })]) {
        expect(res.statusCode, token).toBe(404);
        expect(res.json().error.code).toBe('ReviewLinkInvalid');
      }
    }
    await travel(new Date('2026-12-09T07:00:00Z'));
    const coming = await visit('2026-12-10T10:00:00+01:00', 'nina@example.com', 2, { complete: false });
    for (const res of [await page(coming.token), await send(coming.token, { rating: 4 })]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('ReviewNotAvailable');
    }
  });

  it('takes whole stars from 1 to 5 and at most 2000 characters', async () => {
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { rating: 4, comment: 'x'.repeat(2001) },
      {},
    ]) {
      const res = await send(second.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('ValidationError');
    }
  });
});

describe('the salon’s reviews', () => {
  it('lists reviews with the average overall and per stylist', async () => {
    const res = await admin('GET', '/reviews');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.summary).toEqual({ count: 2, average: 3.5 });
    expect(body.byStylist).toEqual([
      { stylistId: salon.stylists[0]?.id, name: 'Ana', count: 1, average: 2 },
      { stylistId: salon.stylists[1]?.id, name: 'Ben', count: 1, average: 5 },
    ]);
    expect(body.items[0]).toMatchObject({
      rating: 5,
      customerName: 'sam Guest',
      stylists: [{ id: salon.stylists[1]?.id, name: 'Ben' }],
      hidden: false,
    });
    const byBen = await admin('GET', `/reviews?stylistId=${salon.stylists[1]?.id}`);
    expect(byBen.json().items.map((r: { rating: number }) => r.rating)).toEqual([5]);
  });

  it('replies publicly and hides a review: hidden ones leave the booking page but count for the salon', async () => {
    const list = (await admin('GET', '/reviews')).json();
    const rita = list.items.find((r: { rating: number }) => r.rating === 2);
    const reply = await admin('PUT', `/reviews/${rita.id}/reply`, { reply: ' Sorry for the wait! ' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ reply: 'Sorry for the wait!' });
    expect((await page(first.token)).json().review.reply).toBe('Sorry for the wait!');

    expect((await admin('PATCH', '/review-settings', { showReviewsInWidget: true })).statusCode).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: `/api/public/shops/${salon.subdomain}` });
    expect(shown.json().reviews).toMatchObject({ count: 2, average: 3.5 });
    expect(shown.json().reviews.latest.map((r: { author: string }) => r.author)).toEqual(['sam', 'rita']);

    const hide = await admin('PUT', `/reviews/${rita.id}/hidden`, { hidden: true });
    expect(hide.json()).toMatchObject({ hidden: true });
    const after = await t.app.inject({ method: 'GET', url: `/api/public/shops/${salon.subdomain}` });
    expect(after.json().reviews).toEqual({
      count: 1,
      average: 5,
      latest: [{ rating: 5, comment: null, author: 'sam', reply: null, createdAt: expect.any(String) }],
    });
    expect((await admin('GET', '/reviews')).json().summary).toEqual({ count: 2, average: 3.5 });

    expect((await admin('PATCH', '/review-settings', { showReviewsInWidget: false })).statusCode).toBe(200);
    const off = await t.app.inject({ method: 'GET', url: `/api/public/shops/${salon.subdomain}` });
    expect(off.json()).not.toHaveProperty('reviews');
  });

  it('lets read-only staff neither read nor answer reviews, and staff read but not answer or hide', async () => {
    const [review] = (await admin('GET', '/reviews')).json().items;
    expect((await admin('GET', '/reviews', undefined, readOnly)).statusCode).toBe(403);
    expect((await admin('GET', '/reviews', undefined, staff)).statusCode).toBe(200);
    for (const cookie of [readOnly, staff]) {
      expect((await admin('PUT', `/reviews/${review.id}/reply`, { reply: 'x' }, cookie)).statusCode).toBe(
        403,
      );
      expect((await admin('PUT', `/reviews/${review.id}/hidden`, { hidden: true }, cookie)).statusCode).toBe(
        403,
      );
      expect(
        (await admin('PATCH', '/review-settings', { showReviewsInWidget: true }, cookie)).statusCode,
      ).toBe(403);
    }
  });

  it('validates the googleReview settings and keeps reviews inside their shop', async () => {
    for (const body of [{ googlePlaceId: 'not a place id' }, { googleReviewUrl: 'http://g.page/r/x' }]) {
      const res = await admin('PATCH', '/review-settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const own = await admin('PATCH', '/review-settings', {
      googleReviewUrl: 'https://g.page/r/salon/review',
    });
    expect(own.json().googleReviewLink).toBe('https://g.page/r/salon/review');
    expect((await page(second.token)).json().googleReviewUrl).toBe('https://g.page/r/salon/review');

    const other = await createSalon(t.app, 'reviews-other');
    const [review] = (await admin('GET', '/reviews')).json().items;
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/shops/${other.shopId}/reviews/${review.id}/hidden`,
      headers: { cookie: other.cookie },
      payload: { hidden: true },
    });
    expect(foreign.statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${salon.shopId}/reviews`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(403);
  });
});
