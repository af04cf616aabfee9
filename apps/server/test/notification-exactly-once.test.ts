import { randomBytes } from 'node:crypto';
import { and, eq, mailOutbox, openDatabase, scheduledNotifications, sql } from '@salon/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrationsFolder } from '../src/database.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { bookAsGuest, createSalon, type Salon } from './salon-fixture.ts';
import { startServerProcess } from './server-process.ts';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer.ts';

describe('two servers on one database', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let salon: Salon;
  let peer: SmtpPeer;
  let clock = new Date('2026-11-23T07:00:00Z');

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ now: () => clock, env: { SMTP_URL: peer.url } });
    second = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: peer.url }),
      database: t.database,
      logger: false,
      now: () => clock,
    });
    salon = await createSalon(t.app, 'twice');
  });
  afterAll(async () => {
    await second.app.close();
    await t.close();
    await peer.close();
  });

  it('send each confirmation and each reminder once, whoever runs the rounds', async () => {
    const count = 24;
    const emails: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const day = 24 + Math.floor(i / 8);
      const hour = 9 + (i % 8) + (i % 8 >= 4 ? 1 : 0);
      const email = `twice-${i}@example.com`;
      emails.push(email);
      // Both servers hear every booking and start rounds of their own while more arrive.
      const res = await bookAsGuest(
        i % 2 ? second.app : t.app,
        salon,
        `2026-11-${day}T${String(hour).padStart(2, '0')}:00:00+01:00`,
        { name: `Guest ${i}`, email },
        { stylist: salon.stylists[i % 3]?.id as string },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const rounds = () =>
      Promise.all([
        t.notifications.runRound(),
        second.notifications.runRound(),
        t.notifications.runRound(),
        second.notifications.runRound(),
      ]);
    await rounds();
    await rounds();

    const confirmations = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'CustomerNewAppointment'));
    expect(confirmations).toHaveLength(count);
    expect(confirmations.every((m) => m.status === 'sent' && m.attempts === 1)).toBe(true);

    // Every reminder falls due at once; both servers scan and send in parallel.
    await t.ctx.db.update(scheduledNotifications).set({ dueAt: clock });
    await rounds();
    await rounds();
    const reminders = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'CustomerReminderAppointment'), eq(mailOutbox.status, 'sent')));
    expect(reminders).toHaveLength(count);

    const received = peer.received.map((raw) => /^To: (.+)$/m.exec(raw)?.[1]?.trim());
    for (const email of emails)
      expect(
        received.filter((to) => to === email),
        email,
      ).toHaveLength(2);
    expect(received).toHaveLength(count * 2);
    clock = new Date(clock.getTime() + 60_000);
  });
});

// A real process killed with SIGKILL needs a database that outlives it: PostgreSQL.
describe.skipIf(process.env.TEST_DB !== 'postgres')('a server killed while sending', () => {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `salon_kill_${randomBytes(5).toString('hex')}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const db = await openDatabase({ kind: 'postgres', url: server }, migrationsFolder);
    await db.db.execute(sql.raw(statement));
    await db.close();
  };
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('never drops a reminder and sends it once after a restart', async () => {
    await admin(`create database ${name}`);
    const database = await openDatabase({ kind: 'postgres', url: url.toString() }, migrationsFolder);
    await database.migrate();
    const slow = await startSmtpPeer({ delayMs: 4000 });
    const quick = await startSmtpPeer();
    try {
      // Book through an app of our own, with no SMTP: the confirmation stays in the outbox.
      const { app, notifications } = await buildApp({
        config: loadConfig({ LOG_LEVEL: 'silent' }),
        database,
        logger: false,
      });
      const salon = await createSalon(app, 'kill');
      const soon = new Date(Date.now() + 3 * 86_400_000);
      soon.setUTCHours(10, 0, 0, 0);
      if (soon.getUTCDay() === 0) soon.setUTCDate(soon.getUTCDate() + 1);
      const res = await bookAsGuest(app, salon, soon.toISOString(), {
        name: 'Kai',
        email: 'kai@example.com',
      });
      expect(res.statusCode, res.body).toBe(201);
      await notifications.runRound();
      await app.close();
      const reminders = await database.db.select().from(scheduledNotifications);
      expect(reminders).toHaveLength(1);
      // The reminder falls due now, while no server runs.
      await database.db.update(scheduledNotifications).set({ dueAt: new Date(Date.now() - 1000) });

      const env = { DATABASE_URL: url.toString(), SEND_CLAIM_TIMEOUT_MS: '3000' };
      const first = await startServerProcess({ ...env, SMTP_URL: slow.url });
      // It raises the reminder at start and hands it to the slow peer; killed mid-send.
      const claimed = async () =>
        (
          await database.db
            .select()
            .from(mailOutbox)
            .where(and(eq(mailOutbox.kind, 'CustomerReminderAppointment'), eq(mailOutbox.status, 'sending')))
        ).length;
      const until = Date.now() + 15_000;
      while ((await claimed()) === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(await claimed()).toBe(1);
      await new Promise((r) => setTimeout(r, 500));
      first.child.kill('SIGKILL');
      await first.exited;
      expect(slow.received).toHaveLength(0);

      // The claim runs out; the next server sends it.
      await new Promise((r) => setTimeout(r, 3500));
      const next = await startServerProcess({ ...env, SMTP_URL: quick.url });
      const done = Date.now() + 15_000;
      const reminderMails = () => quick.received.filter((raw) => raw.includes('To: kai@example.com'));
      while (reminderMails().length < 1 && Date.now() < done) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1000));
      await next.stop();

      const rows = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'CustomerReminderAppointment'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'sent', attempts: 2 });
      // The confirmation left in the outbox (stored, no SMTP then) is not sent again; the reminder once.
      expect(reminderMails()).toHaveLength(1);
    } finally {
      await database.close();
      await slow.close();
      await quick.close();
    }
  }, 90_000);
});
