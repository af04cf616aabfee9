import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Page, request } from '@playwright/test';
import type { StripeStandInRequest } from '../apps/server/test/stripe-stand-in.ts';
import { DEMO_PASSWORD, PORT, STRIPE_URL } from './constants.ts';

export const BASE = `http://127.0.0.1:${PORT}`;
export const DEMO_OWNER_EMAIL = 'owner@demo.salon';

/**
 * A wall time in Berlin (the zone `openOwnSalon` gives its salon) today, or days later (earlier
 * when negative), with Berlin's offset of that day: `inBerlin('09:00')`.
 */
export function inBerlin(time: string, daysLater = 0) {
  const when = new Date(Date.now() + daysLater * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(when);
  const offset =
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
      .formatToParts(when)
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', '') || '+00:00';
  return `${day}T${time}:00${offset}`;
}

/** Every request the run's Stripe stand-in has received so far, oldest first. */
export async function stripeStandInRequests(): Promise<StripeStandInRequest[]> {
  const answer = await fetch(`${STRIPE_URL}/_stand-in/requests`);
  expect(answer.ok).toBe(true);
  return answer.json();
}

/** Where a finding is and, for contrast, what it reads and in which colours: a class name alone rarely tells. */
function describeNode(node: { target: unknown[]; html: string; any: { data?: unknown }[] }): string {
  const where = node.target.join(' ');
  const data = node.any.find((check) => check.data && typeof check.data === 'object')?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number }
    | undefined;
  if (!data?.fgColor) return where;
  return `${where} ${node.html.slice(0, 120)}: ${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1`;
}

/** What axe finds serious or critical on the page as it is now, one line per rule with its elements. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Mid-fade (pages and dialogs fade in) text is paler than it will be; judge the settled page.
  // Endless animations (spinners) and long ones never settle in time: a toast's countdown bar runs
  // for the whole five seconds the toast shows and changes no text's colour.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const timing = a.effect?.getComputedTiming();
      return a.playState !== 'running' || timing?.iterations === Infinity || Number(timing?.duration) > 1000;
    }),
  );
  // Only violations are read: axe then skips collecting the nodes of every passed check. Legacy
  // mode runs axe in the page itself: the default opens a blank page per check to merge the
  // frames' results, 2-3 s of CPU each time, and only leaves out cross-origin frames (Stripe's).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map(describeNode).join(', ')})`);
}

/** axe finds nothing serious or critical on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Opens an admin page in English and signs in with a password on the sign-in page it shows. */
export async function signInToAdmin(
  page: Page,
  path: string,
  email = DEMO_OWNER_EMAIL,
  password = DEMO_PASSWORD,
) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
  await page.goto(`/admin${path}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An API client signed in as someone (the demo owner by default), with the first shop's id. */
export async function signedInApi(
  email = DEMO_OWNER_EMAIL,
  password = DEMO_PASSWORD,
): Promise<{ api: APIRequestContext; shopId: string }> {
  // Writes need a same-site Origin, as a browser sends it.
  const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const signedIn = await api.post('/api/auth/sign-in', { data: { email, password } });
  expect(signedIn.ok()).toBe(true);
  return { api, shopId: (await signedIn.json()).shops[0]?.id };
}

/**
 * A published salon of its own, signed up through the API: one stylist, Rita, working 08:00–20:00
 * every day, and one 30-minute cut. Its API client stays signed in as the owner; dispose it at the end.
 */
export async function openOwnSalon(options: {
  label: string;
  shopName: string;
  ownerName: string;
  password: string;
  requiresApproval?: boolean;
}) {
  const key = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${options.label}-${key}@example.com`;
  const { password } = options;
  const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const call = async (method: 'post' | 'put' | 'patch', url: string, data: object) => {
    const res = await api[method](url, { data });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  await call('post', '/api/auth/sign-up', { email, password, name: options.ownerName });
  const shop = (await call('post', '/api/me/shops', {
    name: `${options.shopName} ${key}`,
    subdomain: `${options.label}-${key}`,
    timeZone: 'Europe/Berlin',
  })) as { id: string; subdomain: string };
  const base = `/api/admin/shops/${shop.id}`;
  if (options.requiresApproval) await call('patch', `${base}/rules`, { requiresApproval: true });
  const stylist = await call('post', `${base}/stylists`, { name: 'Rita' });
  await call('put', `${base}/stylists/${stylist.id}/hours`, {
    days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      intervals: [{ start: '08:00', end: '20:00' }],
    })),
  });
  const service = await call('post', `${base}/services`, {
    name: 'Cut',
    durationMinutes: 30,
    price: { amount: 3000, currency: 'EUR' },
    stylists: [{ stylistId: stylist.id }],
  });
  await call('post', `${base}/go-live`, {});
  return { api, key, email, password, shop, base, serviceId: service.id as string };
}

export interface PushCalls {
  requestPermission: number;
  subscribe: number;
}

/**
 * Counts every permission request and subscription. Headless Chromium has no push service
 * (`pushManager.subscribe` fails with "Registration failed"), so the browser's PushManager is
 * replaced by one that makes a real P-256 key pair and auth secret under a made-up https
 * endpoint and refuses, like the real one, without `granted`. Everything else is real: the
 * permission state, the worker, the server.
 */
export async function instrumentPush(context: BrowserContext) {
  await context.addInitScript(() => {
    const calls = { requestPermission: 0, subscribe: 0 };
    (window as unknown as { pushCalls: typeof calls }).pushCalls = calls;
    const request = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      calls.requestPermission++;
      return request(...args);
    };
    const STORE = 'e2eFakePushSubscription';
    const b64 = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const make = (json: PushSubscriptionJSON & { endpoint: string }) =>
      ({
        endpoint: json.endpoint,
        expirationTime: null,
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem(STORE);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => {
      const stored = localStorage.getItem(STORE);
      return stored ? make(JSON.parse(stored)) : null;
    };
    PushManager.prototype.subscribe = async () => {
      calls.subscribe++;
      if (Notification.permission !== 'granted')
        throw new DOMException('permission denied', 'NotAllowedError');
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const json = {
        endpoint: `https://push.e2e.invalid/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: { p256dh: b64(raw), auth: b64(crypto.getRandomValues(new Uint8Array(16))) },
      };
      localStorage.setItem(STORE, JSON.stringify(json));
      return make(json);
    };
  });
}

export const pushCalls = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { pushCalls: PushCalls }).pushCalls }));

/**
 * In the widget of a salon made by `openOwnSalon`: its Cut at the first free time with any
 * stylist, booked as a guest up to the Confirmation step. Answers the chosen time's test id.
 */
export async function reachConfirmationAsGuest(
  page: Page,
  subdomain: string,
  guest: { name: string; email: string },
): Promise<string | null> {
  await page.goto(`/book/${subdomain}`);
  await expect(page.getByTestId('step-ChooseProduct')).toBeVisible();
  await page.getByRole('checkbox', { name: /Cut/ }).check();
  await page.getByTestId('continue').click();
  await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
  await page.locator('[data-testid^="day-"][data-available="true"]').first().click();
  const firstTime = page.locator('[data-testid^="time-"]').first();
  const chosen = await firstTime.getAttribute('data-testid');
  await firstTime.click();
  await page.getByTestId('continue').click();
  await page.getByTestId('stylist-any').check();
  await page.getByTestId('continue').click();
  await page.getByTestId('continue-as-guest').click();
  await page.getByTestId('customer-name').fill(guest.name);
  await page.getByTestId('customer-email').fill(guest.email);
  await page.getByTestId('customer-phone').fill('030 1234567');
  await page.getByTestId('continue').click();
  return chosen;
}

/**
 * On the Confirmation step of a salon that keeps a card for no-shows: the customer agrees to the
 * terms, books, and keeps a card through Stripe (the stand-in's card field). Answers the booking.
 */
export async function bookKeepingCard(page: Page, cardNumber = '4242 4242 4242 4242') {
  await page.getByTestId('card-consent').getByRole('checkbox').check();
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/bookings') && res.request().method() === 'POST',
  );
  await page.getByTestId('confirm').click();
  const { booking } = (await (await created).json()) as { booking: { id: string } };
  await expect(page.getByTestId('card-setup-step')).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByTestId('save-card').click();
  await expect(page.getByTestId('step-BookSuccess')).toBeVisible({ timeout: 20_000 });
  return booking;
}
