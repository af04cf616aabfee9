import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { DATA_DIR, DEMO_PASSWORD, E2E_SECRET, PORT, SMTP_PORT, STRIPE_URL } from './constants.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: '.',
  // Long journeys (settings, team, setup) run 20–50 s alone and over a minute on a shared CI
  // machine; the limit is there to stop a hang, not to judge speed.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: join(root, 'test-results'),
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
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
