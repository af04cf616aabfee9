import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { BASE, signInToAdmin } from './support.ts';

const texts = resources.en.admin.pushDevice;

interface PushCalls {
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
async function instrument(context: BrowserContext) {
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

const pushCalls = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { pushCalls: PushCalls }).pushCalls }));

async function openCard(page: Page) {
  await signInToAdmin(page, '/settings/notifications');
  const card = page.getByTestId('push-device-card');
  await expect(card.getByRole('heading', { name: texts.title })).toBeVisible();
  await expect(card).not.toHaveAttribute('data-state', 'checking');
  return card;
}

const subscriptionPosted = (page: Page, status: number) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/push-subscriptions') &&
      response.request().method() === 'POST' &&
      response.status() === status,
  );

test('with notifications granted, the device is subscribed only when the button is pressed, refreshed weekly, and turned off', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: ['notifications'] });
  await instrument(context);
  const page = await context.newPage();
  const card = await openCard(page);

  await expect(card).toHaveAttribute('data-state', 'off');
  await expect(card.getByTestId('push-device-status')).toHaveText(texts.status.off);
  // Opening the app and the page asked nothing and subscribed nothing.
  expect(await pushCalls(page)).toEqual({ requestPermission: 0, subscribe: 0 });

  const stored = subscriptionPosted(page, 201);
  await card.getByRole('button', { name: texts.turnOn }).click();
  const saved = await (await stored).json();
  expect(saved.endpoint).toMatch(/^https:\/\/push\.e2e\.invalid\//);
  await expect(card.getByTestId('push-device-status')).toHaveText(texts.status.on);
  // Already granted: no prompt, one subscription.
  expect(await pushCalls(page)).toEqual({ requestPermission: 0, subscribe: 1 });

  // Sent a moment ago: a new start does not send it again. Eight days later it does.
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/me/push-subscriptions')) posts++;
  });
  await page.reload();
  await expect(card).toHaveAttribute('data-state', 'on');
  expect(posts).toBe(0);
  await page.evaluate(() =>
    localStorage.setItem('pushSubscriptionSentAt', String(Date.now() - 8 * 24 * 3600 * 1000)),
  );
  const refreshed = subscriptionPosted(page, 200);
  await page.reload();
  expect((await (await refreshed).json()).endpoint).toBe(saved.endpoint);
  expect(await pushCalls(page)).toEqual({ requestPermission: 0, subscribe: 0 });

  const removed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/push-subscriptions') &&
      response.request().method() === 'DELETE' &&
      response.status() === 200,
  );
  await card.getByRole('button', { name: texts.turnOff }).click();
  await removed;
  await expect(card).toHaveAttribute('data-state', 'off');
  await context.close();
});

test('the permission prompt comes only from the button, and nothing is subscribed without granted', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await instrument(context);
  const page = await context.newPage();
  const card = await openCard(page);
  await expect(card).toHaveAttribute('data-state', 'default');
  await expect(card.getByText(texts.askHint)).toBeVisible();
  expect(await pushCalls(page)).toEqual({ requestPermission: 0, subscribe: 0 });

  await card.getByRole('button', { name: texts.turnOn }).click();
  await expect.poll(async () => (await pushCalls(page)).requestPermission).toBe(1);
  // Headless Chromium does not grant by itself: whatever it answered, no subscription was asked for.
  const permission = await page.evaluate(() => Notification.permission);
  expect(permission).not.toBe('granted');
  await expect(card).not.toHaveAttribute('data-state', 'on');
  expect((await pushCalls(page)).subscribe).toBe(0);
  await context.close();
});

test('with notifications denied, the card explains how to allow them again and asks nothing', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await instrument(context);
  const page = await context.newPage();
  // Playwright can only grant; the browser itself is told to deny, for this context.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: BASE,
    ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
  });
  const card = await openCard(page);
  await expect(card).toHaveAttribute('data-state', 'denied');
  const help = card.getByTestId('push-device-denied');
  await expect(help).toContainText(texts.denied.title);
  await expect(help).toContainText(texts.denied.step2);
  await expect(card.getByRole('button', { name: texts.turnOn })).toHaveCount(0);
  expect(await pushCalls(page)).toEqual({ requestPermission: 0, subscribe: 0 });
  await context.close();
});
