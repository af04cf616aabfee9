import {
  and,
  customers,
  eq,
  mailOutbox,
  notificationEvents,
  notifications,
  scheduledNotifications,
  shops,
  sql,
} from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseBirthdayGreetings } from '../src/services/notifications/raise-birthday-greetings.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';
import { startSmtpPeer } from './smtp-peer.ts';

/** A real SMTP peer that refuses the first `refuse` messages with a temporary error. */
async function smtpPeer(options: { refuse?: number } = {}) {
  let refused = 0;
  let refuseAll = false;
  const peer = await startSmtpPeer({
    refuse: () => {
      if (!refuseAll && refused >= (options.refuse ?? 0)) return false;
      refused += 1;
      return true;
    },
  });
  return {
    ...peer,
    refuseEverything: () => {
      refuseAll = true;
    },
  };
}

const mailsOf = (t: TestApp, kind: string) =>
  t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(mailOutbox.createdAt);

describe('notifications of appointment changes', () => {
  // Monday 23 November 2026, 08:00 in Berlin.
  let clock = new Date('2026-11-23T07:00:00Z');
  let t: TestApp;
  let salon: Salon;
  let ownerId: string;
  let appointmentId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    salon = await createSalon(t.app, 'notify');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: salon.cookie } });
    ownerId = me.json().user.id;
  });
  afterAll(() => t.close());

  it('tells the salon and the customer of a booking, and schedules the reminder 24 hours before', async () => {
    const res = await bookAsGuest(t.app, salon, '2026-11-26T10:00:00+01:00', {
      name: 'Greta Guest',
      email: 'greta@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    appointmentId = res.json().booking.id;
    await t.notifications.runRound();

    const bell = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, ownerId));
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      type: 'ShopReceiveNewAppointment',
      state: 'RECEIVED',
      source: 'online',
      data: expect.objectContaining({ customerName: 'Greta Guest', services: ['Cut'] }),
    });
    const mails = await mailsOf(t, 'CustomerNewAppointment');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: 'greta@example.com',
      audience: 'customer',
      status: 'stored',
    });

    const reminders = await t.ctx.db
      .select()
      .from(scheduledNotifications)
      .where(eq(scheduledNotifications.type, 'CustomerReminderAppointment'));
    expect(reminders.map((r) => r.dueAt.toISOString())).toEqual(['2026-11-25T09:00:00.000Z']);
  });

  it('a second round sends nothing again', async () => {
    await t.notifications.runRound();
    await t.notifications.runRound();
    expect(await mailsOf(t, 'CustomerNewAppointment')).toHaveLength(1);
    expect(await t.ctx.db.select().from(notifications)).toHaveLength(1);
    const left = await t.ctx.db
      .select()
      .from(notificationEvents)
      .where(sql`${notificationEvents.expandedAt} is null`);
    expect(left).toHaveLength(0);
  });

  it('a staff move tells the customer, not the staff member who made it, and replaces the reminder', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/shops/${salon.shopId}/appointments/${appointmentId}`,
      headers: { cookie: salon.cookie },
      payload: { start: '2026-11-27T11:00:00+01:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.notifications.runRound();
    const mails = await mailsOf(t, 'CustomerRescheduleAppointment');
    expect(mails).toHaveLength(1);
    const [event] = await t.ctx.db
      .select()
      .from(notificationEvents)
      .where(eq(notificationEvents.type, 'CustomerRescheduleAppointment'));
    expect(event?.data).toMatchObject({ previousStart: '2026-11-26T09:00:00.000Z' });
    // The owner moved it: their bell stays as it was.
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, ownerId))).toHaveLength(
      1,
    );
    const reminders = await t.ctx.db.select().from(scheduledNotifications);
    expect(reminders.map((r) => r.dueAt.toISOString())).toEqual(['2026-11-26T10:00:00.000Z']);
  });

  it('a cancel with a reason tells the customer why, and removes the reminder', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shops/${salon.shopId}/appointments/${appointmentId}/cancel`,
      headers: { cookie: salon.cookie },
      payload: { reason: 'Stylist is ill' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await t.notifications.runRound();
    expect(await mailsOf(t, 'CustomerCancelAppointment')).toHaveLength(1);
    const [event] = await t.ctx.db
      .select()
      .from(notificationEvents)
      .where(eq(notificationEvents.type, 'CustomerCancelAppointment'));
    expect(event?.data).toMatchObject({ reason: 'Stylist is ill' });
    expect(await t.ctx.db.select().from(scheduledNotifications)).toHaveLength(0);
  });

  it('a request tells only the salon; accepting it tells the customer, declining with the reason too', async () => {
    await t.ctx.db.update(shops).set({ requiresApproval: true }).where(eq(shops.id, salon.shopId));
    const first = await bookAsGuest(t.app, salon, '2026-11-30T10:00:00+01:00', {
      name: 'Rita',
      email: 'rita@example.com',
    });
    const second = await bookAsGuest(t.app, salon, '2026-11-30T14:00:00+01:00', {
      name: 'Dora',
      email: 'dora@example.com',
    });
    expect(first.statusCode, first.body).toBe(201);
    await t.notifications.runRound();
    const requests = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, ownerId), eq(notifications.type, 'ShopReceiveNewRequestAppointment')),
      );
    expect(requests).toHaveLength(2);
    expect(
      await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'rita@example.com')),
    ).toHaveLength(0);

    const id = (r: typeof first) => r.json().booking.id;
    for (const [res, action] of [
      [first, 'accept'],
      [second, 'decline'],
    ] as const) {
      const acted = await t.app.inject({
        method: 'POST',
        url: `/api/admin/shops/${salon.shopId}/appointments/${id(res)}/${action}`,
        headers: { cookie: salon.cookie },
        payload: action === 'decline' ? { reason: 'Fully booked' } : {},
      });
      expect(acted.statusCode, acted.body).toBeLessThan(300);
    }
    await t.notifications.runRound();
    const rita = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'rita@example.com'));
    expect(rita.map((m) => m.kind)).toEqual(['CustomerNewAppointment']);
    const dora = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'dora@example.com'));
    expect(dora.map((m) => m.kind)).toEqual(['CustomerCancelAppointment']);
    // Only the accepted one is reminded.
    const reminders = await t.ctx.db.select().from(scheduledNotifications);
    expect(reminders.map((r) => r.appointmentId)).toEqual([id(first)]);
    await t.ctx.db.update(shops).set({ requiresApproval: false }).where(eq(shops.id, salon.shopId));
  });

  it('sends a reminder once, 48 real hours before, across the change to summer time', async () => {
    await t.ctx.db.update(shops).set({ reminderHours: 48 }).where(eq(shops.id, salon.shopId));
    clock = new Date('2027-03-20T09:00:00Z');
    // Monday 29 March 2027, 10:00 summer time (08:00 UTC); summer time began on Sunday the 28th.
    const res = await bookAsGuest(t.app, salon, '2027-03-29T10:00:00+02:00', {
      name: 'Sam',
      email: 'sam@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().booking.id;
    await t.notifications.runRound();
    const [reminder] = await t.ctx.db
      .select()
      .from(scheduledNotifications)
      .where(eq(scheduledNotifications.appointmentId, id));
    // 48 hours before is Saturday 08:00 UTC: 09:00 on Berlin's winter clock, not 10:00.
    expect(reminder?.dueAt.toISOString()).toBe('2027-03-27T08:00:00.000Z');

    const reminders = () =>
      t.ctx.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, 'CustomerReminderAppointment'),
            eq(mailOutbox.toAddress, 'sam@example.com'),
          ),
        );
    clock = new Date('2027-03-27T07:59:59Z');
    await t.notifications.runRound();
    expect(await reminders()).toHaveLength(0);
    clock = new Date('2027-03-27T08:00:00Z');
    await t.notifications.runRound();
    await t.notifications.runRound();
    clock = new Date('2027-03-27T09:00:00Z');
    await t.notifications.runRound();
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.toAddress).toBe('sam@example.com');
    await t.ctx.db.update(shops).set({ reminderHours: 24 }).where(eq(shops.id, salon.shopId));
  });
});

describe('sending mail through SMTP', () => {
  let clock = new Date('2026-11-23T07:00:00Z');
  let t: TestApp;
  let salon: Salon;
  let peer: Awaited<ReturnType<typeof smtpPeer>>;

  beforeAll(async () => {
    peer = await smtpPeer({ refuse: 1 });
    t = await createTestApp({ now: () => clock, env: { SMTP_URL: peer.url } });
    salon = await createSalon(t.app, 'smtp');
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('retries a refused mail with backoff, then delivers it once with a stable Message-ID', async () => {
    const before = peer.received.length;
    const res = await bookAsGuest(t.app, salon, '2026-11-26T10:00:00+01:00', {
      name: 'Ida',
      email: 'ida@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.notifications.runRound();
    const [queued] = await mailsOf(t, 'CustomerNewAppointment');
    expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
    expect(queued?.error).toContain('Try again later');
    expect(queued?.nextAttemptAt?.toISOString()).toBe(new Date(clock.getTime() + 30_000).toISOString());

    // Not due yet: nothing happens.
    await t.notifications.runRound();
    expect(peer.received.length).toBe(before);
    clock = new Date(clock.getTime() + 30_000);
    await t.notifications.runRound();
    const [sent] = await mailsOf(t, 'CustomerNewAppointment');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, text: '' });
    const delivered = peer.received.slice(before);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain(`Message-ID: <${sent?.id}@`);
    expect(delivered[0]).toContain('To: ida@example.com');
  });

  it('marks a mail failed after the last attempt', async () => {
    peer.refuseEverything();
    const res = await bookAsGuest(t.app, salon, '2026-11-26T14:00:00+01:00', {
      name: 'Jo',
      email: 'jo@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    for (let i = 0; i < 8; i += 1) {
      await t.notifications.runRound();
      clock = new Date(clock.getTime() + 3 * 3_600_000);
    }
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'jo@example.com'));
    expect(mail).toMatchObject({ status: 'failed', attempts: 6 });
  });
});

describe('greetings and review requests', () => {
  let clock = new Date('2026-11-23T07:00:00Z');
  let t: TestApp;
  let salon: Salon;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    salon = await createSalon(t.app, 'greet');
  });
  afterAll(() => t.close());

  it('greets a customer who accepted marketing at 09:00 on their birthday, once', async () => {
    await t.ctx.db.update(shops).set({ birthdayGreetingsEnabled: true }).where(eq(shops.id, salon.shopId));
    await t.ctx.db.insert(customers).values([
      {
        shopId: salon.shopId,
        name: 'Bea',
        email: 'bea@example.com',
        birthday: '1990-11-24',
        marketingConsent: true,
      },
      {
        shopId: salon.shopId,
        name: 'Nils',
        email: 'nils@example.com',
        birthday: '1991-11-24',
        marketingConsent: null,
      },
      {
        shopId: salon.shopId,
        name: 'Otto',
        email: 'otto@example.com',
        birthday: '1992-11-25',
        marketingConsent: true,
      },
    ]);
    clock = new Date('2026-11-24T07:59:00Z');
    expect(await raiseBirthdayGreetings(t.ctx)).toBe(0);
    clock = new Date('2026-11-24T08:00:00Z');
    expect(await raiseBirthdayGreetings(t.ctx)).toBe(1);
    clock = new Date('2026-11-24T15:00:00Z');
    expect(await raiseBirthdayGreetings(t.ctx)).toBe(0);
    await t.notifications.runRound();
    const greetings = await mailsOf(t, 'CustomerHappyBirthday');
    expect(greetings.map((m) => m.toAddress)).toEqual(['bea@example.com']);
    expect(greetings[0]?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('asks for a review hours after a completed visit, once even when completed again', async () => {
    await t.ctx.db.update(shops).set({ reviewRequestsEnabled: true }).where(eq(shops.id, salon.shopId));
    clock = new Date('2026-11-25T07:00:00Z');
    const res = await bookAsGuest(t.app, salon, '2026-11-26T10:00:00+01:00', {
      name: 'Rosa',
      email: 'rosa@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().booking.id;
    clock = new Date('2026-11-26T10:00:00Z');
    // Hours pass on the test's clock between the actions: the owner signs in for each.
    const act = async (action: string) => {
      const { cookie } = await signIn(t.app, 'owner-greet@example.com', 'correct horse battery');
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/shops/${salon.shopId}/appointments/${id}/${action}`,
        headers: { cookie },
        payload: {},
      });
    };
    expect((await act('complete')).statusCode).toBeLessThan(300);
    const [request] = await t.ctx.db
      .select()
      .from(scheduledNotifications)
      .where(eq(scheduledNotifications.type, 'CustomerReviewAppointment'));
    expect(request?.dueAt.toISOString()).toBe('2026-11-26T12:00:00.000Z');
    // Undone and completed again before it was due: still one request.
    expect((await act('reopen')).statusCode).toBeLessThan(300);
    expect((await act('complete')).statusCode).toBeLessThan(300);
    clock = new Date('2026-11-26T12:00:00Z');
    await t.notifications.runRound();
    // Undone and completed again after it went: no second request.
    expect((await act('reopen')).statusCode).toBeLessThan(300);
    expect((await act('complete')).statusCode).toBeLessThan(300);
    clock = new Date('2026-11-26T15:00:00Z');
    await t.notifications.runRound();
    const requests = await mailsOf(t, 'CustomerReviewAppointment');
    expect(requests.map((m) => m.toAddress)).toEqual(['rosa@example.com']);
  });
});
