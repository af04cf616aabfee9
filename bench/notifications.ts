/**
 * `notification_fanout`: 1,000 appointment events (a new booking each: one shop and one customer
 * notification) are expanded and delivered: every in-app notification written, every push
 * handed to a local push endpoint, every mail accepted by a local SMTP peer. Prints messages/s.
 * `reminder_scan`: with 1,000,000 appointments in the database and the reminders of the coming
 * ones scheduled, how long the scan that raises the due reminders takes, and its plan.
 * Runs on PostgreSQL (BENCH_DATABASE_URL, default the local server); exits non-zero when any
 * message was not delivered.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import {
  createScratchDatabase,
  customers,
  eq,
  mailOutbox,
  notificationEvents,
  notifications,
  type pushDeliveries,
  pushSubscriptions,
  shopMembers,
  sql,
  users,
} from '@salon/db';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrationsFolder } from '../apps/server/src/database.ts';
import { raiseDueNotifications } from '../apps/server/src/services/notifications/raise-due-notifications.ts';
import { fail, finish } from './outcome.ts';
import { seedBenchShop } from './seed-bench-shop.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const APPOINTMENTS = Number(process.env.BENCH_SCAN_APPOINTMENTS ?? 1_000_000);
const PUSH = true;
const load = () => loadavg().map((x) => Math.round(x * 100) / 100);
const NOW = new Date('2027-02-28T12:00:00Z');

async function smtpPeer() {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        accepted += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { accepted: () => accepted, url: `smtp://127.0.0.1:${port}`, close: () => server.close() };
}

/** A push service that accepts everything, counting what it received. */
async function pushEndpoint() {
  let received = 0;
  const server = createServer((req, res) => {
    req.on('data', () => {});
    req.on('end', () => {
      received += 1;
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { received: () => received, url: `http://127.0.0.1:${port}/push/`, close: () => server.close() };
}

async function fanout() {
  const { database, drop } = await createScratchDatabase(SERVER_URL, {
    prefix: 'salon_bench_notify',
    migrationsFolder,
    maxConnections: 20,
  });
  const peer = await smtpPeer();
  const push = await pushEndpoint();
  try {
    await database.migrate();
    const db = database.db;
    const seeded = await seedBenchShop(db, {
      firstDate: '2027-03-01',
      days: 30,
      stylistCount: 20,
      appointmentCount: EVENTS,
    });
    const [owner] = await db
      .insert(users)
      .values({ email: 'owner@bench.example', name: 'Owner', locale: 'de' })
      .returning();
    if (!owner) throw new Error('no owner');
    await db
      .insert(shopMembers)
      .values({ shopId: seeded.shop.id, userId: owner.id, role: 'ROLE_SHOP_ADMIN' });
    // A browser's subscription keys: the push is encrypted for them like for a real one.
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    if (PUSH)
      await db.insert(pushSubscriptions).values({
        userId: owner.id,
        endpoint: `${push.url}owner`,
        p256dh: browser.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      });
    // One customer per appointment, so every customer mail has its own address.
    const ids = await db.execute(
      sql`select id from appointments where shop_id = ${seeded.shop.id} order by starts_at`,
    );
    const appointmentIds = (ids as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    const people = await db
      .insert(customers)
      .values(
        appointmentIds.map((_, i) => ({
          shopId: seeded.shop.id,
          name: `Customer ${i}`,
          email: `customer-${i}@bench.example`,
          locale: ['en', 'de', 'fr', 'pt'][i % 4],
        })),
      )
      .returning({ id: customers.id });
    for (let i = 0; i < appointmentIds.length; i += 1) {
      await db.execute(
        sql`update appointments set customer_id = ${people[i]?.id} where id = ${appointmentIds[i]}`,
      );
    }

    const { app, notifications: sender } = await buildApp({
      // The bench's push service runs on 127.0.0.1.
      config: loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: peer.url, OUTBOUND_ALLOW_LOOPBACK: 'true' }),
      database,
      logger: false,
      now: () => NOW,
    });
    await app.ready();
    await db.insert(notificationEvents).values(
      appointmentIds.flatMap((appointmentId, i) => [
        {
          shopId: seeded.shop.id,
          type: 'ShopReceiveNewAppointment',
          appointmentId,
          customerId: people[i]?.id,
          dedupeKey: `bench:${i}:shop`,
        },
        {
          shopId: seeded.shop.id,
          type: 'CustomerNewAppointment',
          appointmentId,
          customerId: people[i]?.id,
          dedupeKey: `bench:${i}:customer`,
        },
      ]),
    );
    const expected = appointmentIds.length;
    const started = performance.now();
    const count = async (table: typeof notifications | typeof mailOutbox | typeof pushDeliveries) =>
      Number(((await db.select({ n: sql<number>`count(*)` }).from(table)) as { n: number }[])[0]?.n ?? 0);
    const deadline = Date.now() + 120_000;
    let inApp = 0;
    while (Date.now() < deadline) {
      await sender.runRound();
      inApp = await count(notifications);
      const pushed = push.received();
      if (inApp >= expected && peer.accepted() >= expected && (!PUSH || pushed >= expected)) break;
    }
    const seconds = (performance.now() - started) / 1000;
    const mailsSent = (await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'))).length;
    const pushed = push.received();
    const messages = inApp + peer.accepted() + pushed;
    const name = 'notification_fanout';
    if (PUSH && pushed !== expected) fail(name, `${pushed} of ${expected} pushes received`);
    if (inApp !== expected) fail(name, `${inApp} of ${expected} in-app notifications written`);
    if (peer.accepted() !== expected || mailsSent !== expected)
      fail(name, `${peer.accepted()} of ${expected} mails accepted by SMTP (${mailsSent} marked sent)`);
    console.log(
      JSON.stringify({
        name,
        db: 'postgres',
        events: expected * 2,
        appointments: expected,
        in_app: inApp,
        push: pushed,
        email: peer.accepted(),
        seconds: Math.round(seconds * 100) / 100,
        messages_per_s: Math.round(messages / seconds),
        load: load(),
      }),
    );
    await app.close();
  } finally {
    peer.close();
    push.close();
    await database.close();
    await drop();
  }
}

async function reminderScan() {
  const { database, drop } = await createScratchDatabase(SERVER_URL, {
    prefix: 'salon_bench_scan',
    migrationsFolder,
  });
  try {
    await database.migrate();
    const db = database.db;
    const seeded = await seedBenchShop(db, {
      firstDate: '2027-03-01',
      days: 1,
      stylistCount: 1,
      appointmentCount: 1,
    });
    const shopId = seeded.shop.id;
    // A million appointments over ten years around now, one every ~5 minutes; the coming ones
    // (a month ahead, as far as a salon books) have their reminder scheduled 24 hours before.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.execute(
        sql.raw(`
        insert into appointments (shop_id, status, source, starts_at, ends_at, price_amount, currency)
        select '${shopId}', 'confirmed', 'online',
               timestamptz '${NOW.toISOString()}' - interval '9 years' + (i * interval '5 minutes'),
               timestamptz '${NOW.toISOString()}' - interval '9 years' + (i * interval '5 minutes') + interval '45 minutes',
               4000, 'EUR'
        from generate_series(1, ${APPOINTMENTS}) i`),
      );
      await tx.execute(
        sql.raw(`
        insert into scheduled_notifications (shop_id, type, appointment_id, due_at, dedupe_key)
        select shop_id, 'CustomerReminderAppointment', id, starts_at - interval '24 hours', 'reminder:' || id
        from appointments
        where shop_id = '${shopId}' and starts_at > timestamptz '${NOW.toISOString()}'
          and starts_at < timestamptz '${NOW.toISOString()}' + interval '30 days'`),
      );
    });
    await db.execute(sql`analyze`);
    const counts = (await db.execute(
      sql`select (select count(*) from appointments) as appointments, (select count(*) from scheduled_notifications) as scheduled`,
    )) as unknown as { rows: { appointments: string; scheduled: string }[] };
    const plan = (await db.execute(
      sql`explain (analyze, costs off, timing off, summary off)
          select id from scheduled_notifications where due_at <= ${new Date(NOW.getTime() + 86_400_000).toISOString()}::timestamptz
          order by due_at limit 500 for update skip locked`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };

    // One scan a minute, as the job runs: each finds the reminders that fell due since the last.
    const times: number[] = [];
    let raised = 0;
    for (let minute = 0; minute < 60; minute += 1) {
      const now = new Date(NOW.getTime() + 86_400_000 + minute * 60_000);
      const started = performance.now();
      raised += await raiseDueNotifications({ db, now: () => now });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const name = 'reminder_scan';
    if (raised === 0) fail(name, 'no reminder was raised');
    console.log(
      JSON.stringify({
        name,
        db: 'postgres',
        appointments: Number(counts.rows[0]?.appointments),
        scheduled: Number(counts.rows[0]?.scheduled),
        scans: times.length,
        raised,
        first_scan_ms: Math.round((times.at(-1) ?? 0) * 100) / 100,
        median_ms: Math.round((times[Math.floor(times.length / 2)] ?? 0) * 100) / 100,
        p95_ms: Math.round((times[Math.floor(times.length * 0.95)] ?? 0) * 100) / 100,
        load: load(),
      }),
    );
    console.log(plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n'));
  } finally {
    await database.close();
    await drop();
  }
}

// BENCH_ONLY=notification_fanout (or reminder_scan) runs one of the two.
const only = process.env.BENCH_ONLY;
if (!only || only === 'notification_fanout') await fanout();
if (!only || only === 'reminder_scan') await reminderScan();
finish();
