import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Scheduler, startScheduler } from '../src/jobs/scheduler.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// The job queue as an operator watches it: runs completed per queue, how late they began, and
// what waits. Another server of the database (here a second pg-boss on it) queues the jobs.
let t: TestApp;
let scheduler: Scheduler;
let other: PgBoss;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await startScheduler(t.ctx, { database: t.database, sender: t.notifications });
  t.ctx.metrics.watch({ queued: () => scheduler.queued() });
  other = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => t.database.executeSql(text, values) },
    supervise: false,
    schedule: false,
  });
  await other.start();
}, 120_000);
afterAll(async () => {
  await other?.stop({ graceful: false, wait: true });
  await scheduler?.stop();
  await t?.close();
});

function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('the job queue in the metrics', () => {
  it('counts completed runs and their lag per queue, and the jobs waiting', async () => {
    const metrics = () => t.ctx.metrics.registry.metrics();
    const before = seriesValue(await metrics(), 'salon_jobs_queued{queue="loyalty-expiry"}');
    // Due in an hour: it waits, and is counted as waiting.
    await other.send('loyalty-expiry', {}, { startAfter: 3600 });
    await expect
      .poll(async () => seriesValue(await metrics(), 'salon_jobs_queued{queue="loyalty-expiry"}'))
      .toBe(before + 1);

    await other.send('push-subscriptions-prune', {});
    // A worker asks for work every 10 s.
    await expect
      .poll(
        async () =>
          seriesValue(
            await metrics(),
            'salon_jobs_total{queue="push-subscriptions-prune",outcome="completed"}',
          ),
        { timeout: 30_000, interval: 250 },
      )
      .toBe(1);
    const text = await metrics();
    expect(seriesValue(text, 'salon_job_lag_seconds_count{queue="push-subscriptions-prune"}')).toBe(1);
    expect(seriesValue(text, 'salon_job_lag_seconds_sum{queue="push-subscriptions-prune"}')).toBeLessThan(30);
    expect(seriesValue(text, 'salon_jobs_total{queue="push-subscriptions-prune",outcome="failed"}')).toBe(0);
    expect(seriesValue(text, 'salon_jobs_queued{queue="push-subscriptions-prune"}')).toBe(0);
  }, 60_000);
});
