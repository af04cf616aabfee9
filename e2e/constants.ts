import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The demo owner's password the end-to-end server is started with. */
export const DEMO_PASSWORD = 'e2e-demo-password';
/**
 * The server's instance secret in end-to-end runs: a spec can then derive a link the server mails
 * hours later (a review request) the way the server does.
 */
export const E2E_SECRET = 'e2e-instance-secret-of-at-least-32-characters';
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
/** The local Stripe stand-in (API, Stripe.js and webhooks), next to the run's other ports. */
export const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? SMTP_PORT + 1);
export const STRIPE_URL = `http://127.0.0.1:${STRIPE_PORT}`;
/** Keys the stand-in accepts; a spec gives them to its salon's payment settings. */
export const STRIPE_KEYS = {
  publishableKey: 'pk_test_51EndToEndPublishable0001',
  secretKey: 'sk_test_51EndToEndSecretKey000001',
  webhookSecret: 'whsec_EndToEndSigningSecret0001',
};

// One folder per run, shared by the config, the global setup and the workers through the environment.
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'salon-e2e-'));
export const DATA_DIR = process.env.E2E_DATA_DIR;
export const MAIL_FILE = join(DATA_DIR, 'mails.jsonl');
