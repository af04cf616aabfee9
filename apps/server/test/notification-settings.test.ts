import { eq, scheduledNotifications, shops } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, cookiesFrom, createTestApp, signUp, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';

describe("a shop's notification settings", () => {
  // Monday 23 November 2026, 08:00 in Berlin.
  const clock = new Date('2026-11-23T07:00:00Z');
  let t: TestApp;
  let salon: Salon;
  let url: string;
  let staff: string;
  let readOnly: string;

  const patch = (payload: object, cookie = salon.cookie) =>
    t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload });
  const reminderDues = async () =>
    (
      await t.ctx.db
        .select()
        .from(scheduledNotifications)
        .where(eq(scheduledNotifications.type, 'CustomerReminderAppointment'))
    )
      .map((r) => r.dueAt.toISOString())
      .sort();

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    salon = await createSalon(t.app, 'nset');
    url = `/api/admin/shops/${salon.shopId}/notification-settings`;
    staff = (await addTeamMember(t.app, t.ctx, salon, { email: 'sam@example.com' })).cookie;
    readOnly = (await addTeamMember(t.app, t.ctx, salon, { email: 'rita@example.com', readOnly: true }))
      .cookie;
  });
  afterAll(() => t.close());

  it('starts with a reminder a day before, quiet hours 21:00–08:00, no birthday greetings or review requests', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: salon.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      reminderHours: 24,
      secondReminderHours: null,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
      birthdayGreetings: false,
      reviewRequests: false,
      reviewRequestHours: 2,
    });
  });

  it('saves a change and answers with every setting; read-only staff can read them', async () => {
    const res = await patch({ secondReminderHours: 3, quietHoursStart: '22:30', birthdayGreetings: true });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      reminderHours: 24,
      secondReminderHours: 3,
      quietHoursStart: '22:30',
      quietHoursEnd: '08:00',
      birthdayGreetings: true,
      reviewRequests: false,
      reviewRequestHours: 2,
    };
    expect(res.json()).toEqual(expected);
    const read = await t.app.inject({ method: 'GET', url, headers: { cookie: readOnly } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(expected);

    const off = await patch({
      secondReminderHours: null,
      quietHoursStart: '21:00',
      birthdayGreetings: false,
    });
    expect(off.json()).toMatchObject({
      secondReminderHours: null,
      quietHoursStart: '21:00',
      birthdayGreetings: false,
    });
  });

  it('refuses a second reminder that is not closer to the visit than the first, naming the field', async () => {
    for (const payload of [
      { reminderHours: 12, secondReminderHours: 12 },
      { reminderHours: 6, secondReminderHours: 8 },
      // Checked against the stored 24 hours.
      { secondReminderHours: 30 },
    ]) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(
        'body.secondReminderHours',
      );
    }
    // Lowering the first reminder below a stored second one names the first.
    expect((await patch({ secondReminderHours: 4 })).statusCode).toBe(200);
    const lower = await patch({ reminderHours: 3 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.details.map((d: { path: string }) => d.path)).toContain('body.reminderHours');
    expect((await patch({ secondReminderHours: null })).statusCode).toBe(200);
  });

  it('refuses times outside 00:00–23:59 and hours out of range, naming the field', async () => {
    for (const [payload, path] of [
      [{ quietHoursStart: '25:00' }, 'body.quietHoursStart'],
      [{ quietHoursEnd: '8:00' }, 'body.quietHoursEnd'],
      [{ quietHoursEnd: '24:00' }, 'body.quietHoursEnd'],
      [{ reminderHours: 0 }, 'body.reminderHours'],
      [{ reminderHours: 169 }, 'body.reminderHours'],
      [{ secondReminderHours: 73 }, 'body.secondReminderHours'],
      [{ birthdayGreetings: 'yes' }, 'body.birthdayGreetings'],
    ] as const) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('ValidationError');
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
  });

  it('turns review requests on with their delay, off by default', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/admin/shops/${salon.shopId}/notification-settings`,
      headers: { cookie: salon.cookie },
    });
    expect(before.json()).toMatchObject({ reviewRequests: false, reviewRequestHours: 2 });
    const res = await patch({ reviewRequests: true, reviewRequestHours: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reviewRequests: true, reviewRequestHours: 5 });
    const [shop] = await t.ctx.db.select().from(shops).where(eq(shops.id, salon.shopId));
    expect(shop).toMatchObject({ reviewRequestsEnabled: true, reviewRequestHours: 5 });
    for (const hours of [-1, 169, 1.5])
      expect((await patch({ reviewRequestHours: hours })).statusCode).toBe(400);
    // 0: the request goes out as soon as the visit is completed.
    expect((await patch({ reviewRequestHours: 0 })).json()).toMatchObject({ reviewRequestHours: 0 });
    await patch({ reviewRequests: false, reviewRequestHours: 2 });
  });

  it('lets only those who manage the settings change them', async () => {
    for (const cookie of [staff, readOnly]) {
      const res = await patch({ reminderHours: 48 }, cookie);
      expect(res.statusCode).toBe(403);
    }
    // The owner of another salon can neither read nor change them.
    const other = await signUp(t.app, 'other-owner@example.com');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/me/shops',
      headers: { cookie: other.cookie },
      payload: { name: 'Other', subdomain: 'other-nset', timeZone: 'Europe/Berlin' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const otherCookie = cookiesFrom(created, other.cookie);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: otherCookie } })).statusCode).toBe(
      403,
    );
    expect((await patch({ reminderHours: 48 }, otherCookie)).statusCode).toBe(403);

    const after = await t.app.inject({ method: 'GET', url, headers: { cookie: salon.cookie } });
    expect(after.json().reminderHours).toBe(24);
  });

  it('plans the reminder of a coming confirmed visit again when the reminder time changes', async () => {
    const booked = await bookAsGuest(t.app, salon, '2026-11-26T10:00:00+01:00', {
      name: 'Greta Guest',
      email: 'greta@example.com',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await reminderDues()).toEqual(['2026-11-25T09:00:00.000Z']);

    expect((await patch({ reminderHours: 48 })).statusCode).toBe(200);
    expect(await reminderDues()).toEqual(['2026-11-24T09:00:00.000Z']);

    // A second reminder two hours before: 08:00 in Berlin, after the quiet hours.
    expect((await patch({ secondReminderHours: 2 })).statusCode).toBe(200);
    expect(await reminderDues()).toEqual(['2026-11-24T09:00:00.000Z', '2026-11-26T07:00:00.000Z']);

    // Quiet hours until 09:00 take in the 08:00 reminder: it moves earlier, before they start.
    expect((await patch({ quietHoursEnd: '09:00' })).statusCode).toBe(200);
    const [first, second] = await reminderDues();
    expect(first).toBe('2026-11-24T09:00:00.000Z');
    expect(second && second <= '2026-11-25T20:00:00.000Z').toBe(true);
  });
});
