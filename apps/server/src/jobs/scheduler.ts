import type { Database } from '@salon/db';
import PgBoss from 'pg-boss';
import type { ServiceContext } from '../context.ts';
import { expireInactivePoints } from '../services/loyalty/expire-inactive-points.ts';
import { pruneStalePushSubscriptions } from '../services/notifications/push/prune-stale-push-subscriptions.ts';
import { raiseBirthdayGreetings } from '../services/notifications/raise-birthday-greetings.ts';
import { retryPendingRefunds } from '../services/online-payments/refund-on-cancel.ts';
import { releaseUnpaidHolds } from '../services/online-payments/release-unpaid-holds.ts';
import type { NotificationSender } from './notification-sender.ts';

/** The recurring jobs: pg-boss runs each schedule once per tick across every server of the database. */
const SCHEDULES = [
  // Due reminders and review requests, retries of failed sends, anything a crash left behind.
  { name: 'notifications-round', cron: '* * * * *' },
  { name: 'birthday-greetings', cron: '*/15 * * * *' },
  // Bookings unpaid for their online deposit or prepayment give their time back; refunds Stripe
  // could not make yet are asked again.
  { name: 'payment-holds-release', cron: '* * * * *' },
  { name: 'push-subscriptions-prune', cron: '17 3 * * *' },
  // Loyalty points of customers without a visit for the shop's months lapse (once: it is idempotent).
  { name: 'loyalty-expiry', cron: '41 2 * * *' },
] as const;

/**
 * Seconds from when a job was due to when a worker took it; never negative (clocks of two
 * servers). Through the embedded database's raw SQL the times may come as text, hence `new Date`.
 */
function lagSeconds(due: Date, started: Date): number {
  return Math.max(0, (new Date(started).getTime() - new Date(due).getTime()) / 1000);
}

export interface Scheduler {
  /** Jobs waiting to run per queue (due, retried or scheduled), across every server. */
  queued(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the product's database (its own schema `pgboss`): through the pool's
 * connection string on PostgreSQL, through the embedded database's raw SQL on PGlite.
 */
export async function startScheduler(
  ctx: ServiceContext,
  {
    database,
    databaseUrl,
    sender,
  }: { database: Database; databaseUrl?: string | undefined; sender: NotificationSender },
): Promise<Scheduler> {
  const boss =
    database.kind === 'postgres' && databaseUrl
      ? new PgBoss({ connectionString: databaseUrl, max: 2 })
      : new PgBoss({
          db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
        });
  boss.on('error', (err) => ctx.log.warn({ err }, 'job queue error'));
  await boss.start();
  const handlers: Record<(typeof SCHEDULES)[number]['name'], () => Promise<unknown>> = {
    'notifications-round': () => sender.runRound(),
    'birthday-greetings': async () => {
      if ((await raiseBirthdayGreetings(ctx)) > 0) sender.kick();
    },
    'payment-holds-release': async () => {
      await releaseUnpaidHolds(ctx);
      await retryPendingRefunds(ctx);
    },
    'push-subscriptions-prune': () => pruneStalePushSubscriptions(ctx.db, ctx.now()),
    'loyalty-expiry': () => expireInactivePoints(ctx),
  };
  for (const { name, cron } of SCHEDULES) {
    await boss.createQueue(name);
    await boss.schedule(name, cron);
    await boss.work(name, { pollingIntervalSeconds: 10, includeMetadata: true }, async (jobs) => {
      for (const job of jobs)
        ctx.metrics.jobLagSeconds.observe({ queue: name }, lagSeconds(job.startAfter, job.startedOn));
      try {
        await handlers[name]();
      } catch (err) {
        ctx.metrics.jobs.inc({ queue: name, outcome: 'failed' });
        throw err;
      }
      ctx.metrics.jobs.inc({ queue: name, outcome: 'completed' });
    });
  }
  return {
    async queued() {
      const sizes = await Promise.all(SCHEDULES.map(({ name }) => boss.getQueueSize(name)));
      return Object.fromEntries(SCHEDULES.map(({ name }, i) => [name, sizes[i] ?? 0]));
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
