/**
 * `calendar_day_view`: how long the admin calendar's day view takes to show a busy salon, 20
 * stylists with 40 appointments each, in Chromium: from the click that brings the day up (its
 * data already loaded, as when a receptionist steps between days) to the frame after the last
 * card is in the page. Uses the built admin app (`npm run build`). Prints one JSON object.
 *
 * Wall-clock time is what a receptionist waits, but on a shared, loaded machine it mostly
 * measures the wait for a core. So each run also reports the page's main-thread CPU time for the
 * render (DevTools Performance metrics: all tasks, of them script, style and layout) and the
 * number of elements the day puts in the page; these move with the work done, not with the load.
 * The 200 ms target is checked against the wall median only when the machine is quiet (load
 * average per core below BENCH_QUIET_LOAD, 0.5 by default); under load it is printed, not judged.
 */

import { availableParallelism, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { openDatabase, shopMembers } from '@salon/db';
import { isoInZone, Role } from '@salon/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrationsFolder } from '../apps/server/src/database.ts';
import { fail, finish } from './outcome.ts';
import { BENCH_ZONE, seedBenchShop } from './seed-bench-shop.ts';

const STYLISTS = 20;
const PER_STYLIST = 40;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const BUDGET_MS = 200;
const QUIET_LOAD = Number(process.env.BENCH_QUIET_LOAD ?? 0.5);
const CARD = /^appointment-[0-9a-f-]{36}$/;

const database = await openDatabase({ kind: 'pglite' }, migrationsFolder);
await database.migrate();
// Tomorrow in the shop's zone: one "next day" click away from the calendar's opening day.
const tomorrow = isoInZone(Date.now() + 86_400_000, BENCH_ZONE).slice(0, 10);
const seeded = await seedBenchShop(database.db, {
  firstDate: tomorrow,
  days: 1,
  stylistCount: STYLISTS,
  appointmentCount: STYLISTS * PER_STYLIST,
  // Back to back, 15 minutes each, 08:00 to 18:00.
  place: (_s, k) => ({ day: 0, startMinute: 8 * 60 + k * 15, minutes: 15 }),
});

const { app } = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent' }),
  database,
  logger: false,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const email = 'bench-owner@example.com';
const password = 'bench password 1';
const signedUp = await fetch(`${address}/api/auth/sign-up`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: address },
  body: JSON.stringify({ email, password, name: 'Bench Owner' }),
});
const userId = ((await signedUp.json()) as { user: { id: string } }).user.id;
await database.db.insert(shopMembers).values({ shopId: seeded.shop.id, userId, role: Role.ShopAdmin });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
await page.addInitScript(() => localStorage.setItem('lang', 'en'));
await page.goto(`${address}/admin/calendar`);
await page.getByLabel('E-mail').fill(email);
await page.getByLabel('Password', { exact: true }).fill(password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByTestId('calendar-view-day').click();

const cardCount = () =>
  page.evaluate(
    (pattern) =>
      [...document.querySelectorAll('[data-testid^="appointment-"]')].filter((el) =>
        new RegExp(pattern).test(el.getAttribute('data-testid') ?? ''),
      ).length,
    CARD.source,
  );
// Load the busy day once, so the runs below measure rendering, not the network.
await page.getByTestId('calendar-next').click();
await page.waitForFunction(
  ({ pattern, expected }) =>
    [...document.querySelectorAll('[data-testid^="appointment-"]')].filter((el) =>
      new RegExp(pattern).test(el.getAttribute('data-testid') ?? ''),
    ).length >= expected,
  { pattern: CARD.source, expected: STYLISTS * PER_STYLIST },
  { timeout: 60_000 },
);

const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
/** Main-thread durations so far, in ms: thread ticks are CPU time, not wall time. */
const cpu = async () => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    task: value('TaskDuration'),
    script: value('ScriptDuration'),
    style: value('RecalcStyleDuration'),
    layout: value('LayoutDuration'),
  };
};
const elementCount = () => page.evaluate(() => document.getElementsByTagName('*').length);

const timings: number[] = [];
const cpuRuns: { task: number; script: number; style: number; layout: number }[] = [];
const elementRuns: number[] = [];
const loadBefore = loadavg()[0] as number;
for (let run = 0; run < RUNS; run++) {
  await page.getByTestId('calendar-prev').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid^="appointment-"]').length === 0);
  const before = await cpu();
  // A string, not a function: tsx would wrap inner functions in a helper the page does not have.
  const ms = (await page.evaluate(`new Promise((resolve) => {
    const cards = () => [...document.querySelectorAll('[data-testid^="appointment-"]')]
      .filter((el) => /${CARD.source}/.test(el.getAttribute('data-testid') ?? '')).length;
    const t0 = performance.now();
    document.querySelector('[data-testid="calendar-next"]').click();
    const check = () => {
      if (cards() >= ${STYLISTS * PER_STYLIST}) requestAnimationFrame(() => resolve(performance.now() - t0));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`)) as number;
  const after = await cpu();
  timings.push(ms);
  cpuRuns.push({
    task: after.task - before.task,
    script: after.script - before.script,
    style: after.style - before.style,
    layout: after.layout - before.layout,
  });
  elementRuns.push(await elementCount());
}
const loadAfter = loadavg()[0] as number;
// BENCH_PROFILE=1: one more run under the JS profiler, its top self times printed (to stderr).
if (process.env.BENCH_PROFILE) {
  await page.getByTestId('calendar-prev').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid^="appointment-"]').length === 0);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await page.getByTestId('calendar-next').click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('.rbc-event').length >= n,
    STYLISTS * PER_STYLIST,
  );
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const interval = new Map<number, number>();
  for (const [i, id] of (profile.samples ?? []).entries())
    interval.set(id, (interval.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0));
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (interval.get(node.id) ?? 0) / 1000);
  }
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.error(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
}
const shown = await cardCount();
await browser.close();
await app.close();

const sorted = [...timings].sort((a, b) => a - b);
const medianOf = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const median = medianOf(timings);
const load = Math.max(loadBefore, loadAfter);
const cores = availableParallelism();
const quiet = load / cores < QUIET_LOAD;
console.log(
  JSON.stringify({
    name: 'calendar_day_view',
    stylists: STYLISTS,
    appointments: seeded.appointments,
    cards_shown: shown,
    runs: RUNS,
    median_ms: Math.round(median),
    max_ms: Math.round(sorted[sorted.length - 1] as number),
    budget_ms: BUDGET_MS,
    cpu_task_ms: Math.round(medianOf(cpuRuns.map((r) => r.task))),
    cpu_script_ms: Math.round(medianOf(cpuRuns.map((r) => r.script))),
    cpu_style_ms: Math.round(medianOf(cpuRuns.map((r) => r.style))),
    cpu_layout_ms: Math.round(medianOf(cpuRuns.map((r) => r.layout))),
    elements: medianOf(elementRuns),
    load_average: Number(load.toFixed(1)),
    cores,
    budget_checked: quiet,
  }),
);
if (!quiet)
  console.error(
    `calendar_day_view: load average ${load.toFixed(1)} on ${cores} cores, the wall-clock target is not judged (BENCH_QUIET_LOAD=${QUIET_LOAD} per core); compare cpu_task_ms and elements instead`,
  );
else if (median > BUDGET_MS)
  fail('calendar_day_view', `median ${Math.round(median)} ms over the ${BUDGET_MS} ms target`);
if (shown < STYLISTS * PER_STYLIST)
  fail('calendar_day_view', `${shown} of ${STYLISTS * PER_STYLIST} cards shown`);
finish();
