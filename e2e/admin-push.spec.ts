import { expect, type Page, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { BASE, instrumentPush as instrument, pushCalls, signInToAdmin } from './support.ts';

const texts = resources.en.admin.pushDevice;

async function openCard(page: Page) {
  await signInToAdmin(page, '/notifications/settings');
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

test('with notifications granted, the device is subscribed only when the button is pressed, refreshed weekly, and turned off', {
  tag: '@push',
}, async ({ browser }) => {
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

test('the permission prompt comes only from the button, and nothing is subscribed without granted', {
  tag: '@push',
}, async ({ browser }) => {
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

test('with notifications denied, the card explains how to allow them again and asks nothing', {
  tag: '@push',
}, async ({ browser }) => {
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

test('the worker shows a push with its title, body and link, with at most Notification.maxActions buttons', {
  tag: '@push',
}, async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['notifications'] });
  const page = await context.newPage();
  await openCard(page);
  await page.evaluate(() => navigator.serviceWorker.ready);

  // The browser's own push delivery (what a push service triggers), through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const admin = registrations.find((r) => r.scopeURL.endsWith('/admin/') && !r.isDeleted);
      if (admin) resolve(admin.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const message = {
    title: 'Booking request: Petra Push',
    body: 'Cut with Ana, Thu, 26 Nov, 10:00',
    url: `${BASE}/admin/calendar?date=2026-11-26&appointment=00000000-0000-4000-8000-000000000000`,
    tag: 'ShopReceiveNewRequestAppointment:1',
    actions: [
      { action: 'accept', title: 'Accept' },
      { action: 'decline', title: 'Decline' },
      { action: 'third', title: 'Third' },
    ],
    data: { actions: { accept: { url: '/api/push-actions/x', done: 'Accepted' } } },
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: `${BASE}/`,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  });

  const shown = async () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        actions: (n as unknown as { actions: { action: string }[] }).actions.map((a) => a.action),
        url: (n.data as { url?: string }).url,
        maxActions: (Notification as unknown as { maxActions: number }).maxActions,
      }));
    });
  await expect.poll(async () => (await shown()).length).toBe(1);
  const [notification] = await shown();
  expect(notification).toMatchObject({
    title: message.title,
    body: message.body,
    tag: message.tag,
    url: message.url,
  });
  expect(notification?.actions).toEqual(
    ['accept', 'decline', 'third'].slice(0, notification?.maxActions ?? 0),
  );
  await context.close();
});
