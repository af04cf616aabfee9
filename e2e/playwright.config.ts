import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { DATA_DIR, DEMO_PASSWORD, E2E_SECRET, PORT, SMTP_PORT, STRIPE_URL } from './constants.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Debian's headless shell (the browser Playwright itself runs headless) costs about half the CPU,
// but in it the admin app's offline worker once aborted the app's entry script on a reload
// (net::ERR_ABORTED, a blank page), which the full browser has not shown: until that is
// explained, the shell is opt-in (E2E_HEADLESS_SHELL=1). It has no push service, so tests
// tagged @push always run in the full browser.
const headlessShell =
  process.env.CHROMIUM_PATH ??
  (process.env.E2E_HEADLESS_SHELL === '1' && existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : browser);
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  // Long journeys (settings, team, setup) run 20–50 s alone and over a minute on a shared CI
  // machine; the limit is there to stop a hang, not to judge speed.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  // Tests are split one by one across the shards of scripts/e2e.mjs, each run on its own server.
  fullyParallel: true,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR || join(root, 'test-results'),
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // A failed test keeps its trace (every step's DOM); a film of screenshots would cost each test
    // a sixth more CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'pages',
      grepInvert: /@push/,
      use: { launchOptions: { executablePath: headlessShell, args } },
    },
    { name: 'push', grep: /@push/, use: { launchOptions: { executablePath: browser, args } } },
  ],
  // A new embedded database per run: the server seeds the demo salon on its first start, and
  // sends its mails to the run's SMTP catcher.
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(DATA_DIR, 'server'),
      DEMO_PASSWORD,
      JWT_SECRET: E2E_SECRET,
      LOG_LEVEL: 'warn',
      // Every spec signs in and books from 127.0.0.1; the limits stay on, only higher.
      RATE_LIMIT_FACTOR: '20',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Demo Salon <bookings@demo.salon>',
      STRIPE_API_BASE: STRIPE_URL,
      STRIPE_JS_URL: `${STRIPE_URL}/v3`,
    },
  },
});
