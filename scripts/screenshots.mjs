/**
 * `npm run screenshots`: pictures of the admin calendar's day, week and month views, the dashboard,
 * sales, services and settings, the booking page and the customer site's sign-in, on a desktop (1440×900) and
 * a phone (390×844), in English, German, French and Portuguese, saved in
 * `screenshots/` and their paths printed. Builds first when the sources changed, starts the
 * server on a fresh data folder with the demo salon, signs in as its owner, and stops the server
 * when done. Exits non-zero when anything fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'screenshots');
const port = Number(process.env.SCREENSHOTS_PORT ?? 3190);
const base = `http://127.0.0.1:${port}`;
const password = 'screenshots-demo-password';
const languages = ['en', 'de', 'fr', 'pt'];
const views = ['day', 'week', 'month'];
/** Pages beyond the calendar, each shown once its first heading is there. */
const pages = [
  { name: 'dashboard', path: '/admin/' },
  { name: 'sales', path: '/admin/sales' },
  { name: 'services', path: '/admin/services' },
  { name: 'settings', path: '/admin/settings' },
  { name: 'booking', path: '/book/demo' },
  { name: 'account', path: '/account/', signedOut: true },
];
const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

const built = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), '--if-stale'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'salon-screenshots-'));
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_PASSWORD: password,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let serverExited = false;
server.on('exit', () => {
  serverExited = true;
});

async function waitForServer() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (serverExited) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${base} within 2 minutes`);
}

async function settle(page) {
  const calendar = page.getByTestId('calendar');
  await calendar.waitFor();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="calendar"]')?.getAttribute('aria-busy') === 'false',
  );
  // Not 'networkidle': the calendar's live-update stream stays open for as long as the page does.
}

async function signedOutPage(browser, lang, size) {
  const context = await browser.newContext({ baseURL: base, locale: lang });
  await context.addInitScript((language) => localStorage.setItem('lang', language), lang);
  const page = await context.newPage();
  await page.setViewportSize({ width: size.width, height: size.height });
  return page;
}

let browser;
let failed = false;
try {
  await waitForServer();
  mkdirSync(out, { recursive: true });
  browser = await chromium.launch({
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
  for (const lang of languages) {
    const context = await browser.newContext({ baseURL: base, locale: lang });
    await context.addInitScript((language) => localStorage.setItem('lang', language), lang);
    const signedIn = await context.request.post('/api/auth/sign-in', {
      data: { email: 'owner@demo.salon', password },
      headers: { origin: base },
    });
    if (!signedIn.ok()) throw new Error(`signing in failed: ${signedIn.status()}`);
    const page = await context.newPage();
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/admin/calendar');
      for (const view of views) {
        await page.getByTestId(`calendar-view-${view}`).click();
        await settle(page);
        const path = join(out, `calendar-${view}-${size.name}-${lang}.png`);
        await page.screenshot({ path, fullPage: size.name === 'phone' });
        console.log(path);
      }
      for (const shown of pages) {
        const target = shown.signedOut ? await signedOutPage(browser, lang, size) : page;
        await target.goto(shown.path);
        await target.getByRole('heading').first().waitFor();
        // Lists and figures arrive after the heading; the page has no single sign of being done.
        await target.waitForTimeout(1500);
        const path = join(out, `${shown.name}-${size.name}-${lang}.png`);
        await target.screenshot({ path, fullPage: size.name === 'phone' });
        console.log(path);
        if (shown.signedOut) await target.context().close();
      }
    }
    await context.close();
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.stack : error);
} finally {
  await browser?.close();
  if (!serverExited) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
