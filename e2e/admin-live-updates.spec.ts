import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, request, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { PORT } from './constants.ts';
import { openRelay } from './relay.ts';
import { BASE, openOwnSalon, signInToAdmin } from './support.ts';

const t = resources.en.admin;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

/** A published salon of its own (one stylist, a 30-minute cut) and a day from tomorrow on with free times. */
async function openSalon(label: string, requiresApproval = false) {
  const salon = await openOwnSalon({
    label,
    shopName: 'Live Salon',
    ownerName: 'Liv Live',
    password: 'live updates owner',
    requiresApproval,
  });
  const tomorrow = addDays(new Date().toISOString().slice(0, 10), 1);
  const availability = await (
    await salon.api.get(
      `/api/public/shops/${salon.shop.subdomain}/availability?services=${salon.serviceId}&from=${tomorrow}&to=${addDays(tomorrow, 7)}`,
    )
  ).json();
  const day = availability.days.find((d: { slots: unknown[] }) => d.slots.length >= 8) as {
    date: string;
    slots: { start: string }[];
  };
  // Starts an hour apart, so that no booking of a test takes another's time.
  const starts = day.slots.map((s) => s.start).filter((_, i) => i % 4 === 0);
  return { ...salon, day: day.date, starts };
}

type Salon = Awaited<ReturnType<typeof openSalon>>;

/** A customer books through the public API, from no browser of the test's: the page learns of it only from the server. */
async function book(salon: Salon, start: string | undefined, name: string): Promise<string> {
  const guest = await request.newContext({ baseURL: BASE });
  const booked = await guest.post(`/api/public/shops/${salon.shop.subdomain}/bookings`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      services: [salon.serviceId],
      start,
      stylist: 'any',
      customer: { name, email: `${randomUUID()}@example.com`, phone: '+4930123456' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = await booked.json();
  await guest.dispose();
  return booking.id;
}

/** A page of its own browser, opened through a relay whose connections the test can cut. */
async function pageThroughRelay(browser: Browser) {
  const relay = await openRelay(PORT);
  const context = await browser.newContext({ baseURL: relay.url });
  const page = await context.newPage();
  return { relay, context, page };
}

/** Signs the owner in on a day of the calendar and waits until it is shown, as a person would. */
async function openCalendar(page: Page, salon: Salon) {
  await signInToAdmin(page, `/calendar?date=${salon.day}`, salon.email, salon.password);
  // The first visit loads the calendar's chunk: a busy machine may take a while.
  await expect(page.getByTestId('calendar')).toBeVisible({ timeout: 30_000 });
}

const streamOpened = (page: Page, status = 200) =>
  page.waitForResponse((r) => r.url().includes('/api/events?') && r.status() === status);

test('a booking made while the event stream is still being opened shows on the calendar', async ({
  page,
}) => {
  const salon = await openSalon('held');
  // The stream's answer comes late (a slow proxy, a busy server): held until the customer has booked.
  let booked!: () => void;
  const bookingMade = new Promise<void>((resolve) => {
    booked = resolve;
  });
  let held = 0;
  await page.route('**/api/events?*', async (route) => {
    held += 1;
    await bookingMade;
    await route.continue();
  });
  const loaded = page.waitForResponse(
    (r) => /\/appointments\?/.test(r.url()) && r.url().includes(salon.day) && r.status() === 200,
  );
  await signInToAdmin(page, `/calendar?date=${salon.day}`, salon.email, salon.password);
  await loaded;
  expect(held).toBe(1);

  const id = await book(salon, salon.starts[0], 'Held Hanna');
  booked();
  await expect(page.getByTestId(`appointment-${id}`).first()).toBeVisible();
  await expect(page.getByTestId(`appointment-${id}`).first()).toContainText('Held Hanna');
  await salon.api.dispose();
});

test('a booking made while the connection is cut shows once the stream is back', async ({ browser }) => {
  const salon = await openSalon('cut');
  const { relay, context, page } = await pageThroughRelay(browser);
  const opened = streamOpened(page);
  await openCalendar(page, salon);
  await opened;
  // Live while connected.
  const first = await book(salon, salon.starts[0], 'Live Lena');
  await expect(page.getByTestId(`appointment-${first}`).first()).toBeVisible();

  // The server restarts: every connection drops and none is taken for a while.
  await relay.down();
  const missed = await book(salon, salon.starts[1], 'Missed Mia');
  const reopened = streamOpened(page);
  await relay.up();
  await reopened;
  await expect(page.getByTestId(`appointment-${missed}`).first()).toContainText('Missed Mia');

  // A blip: the stream drops and is opened again at once.
  const again = streamOpened(page);
  relay.cut();
  const blip = await book(salon, salon.starts[2], 'Blip Bo');
  await again;
  await expect(page.getByTestId(`appointment-${blip}`).first()).toContainText('Blip Bo');
  await context.close();
  await relay.close();
  await salon.api.dispose();
});

test('after a few seconds without a stream the page says it is reconnecting, until it is back', async ({
  browser,
}) => {
  const salon = await openSalon('down');
  const { relay, context, page } = await pageThroughRelay(browser);
  const opened = streamOpened(page);
  await signInToAdmin(page, '/', salon.email, salon.password);
  await opened;
  const status = page.getByTestId('live-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toBeEmpty();

  await relay.down();
  await expect(status).toHaveText(t.live.reconnecting);
  await relay.up();
  await expect(status).toBeEmpty();

  // Offline (the browser says so): the same, and back at once when the network returns.
  await context.setOffline(true);
  await expect(status).toHaveText(t.live.reconnecting);
  const back = streamOpened(page);
  await context.setOffline(false);
  await back;
  await expect(status).toBeEmpty();
  await context.close();
  await relay.close();
  await salon.api.dispose();
});

test('when the access cookie has lapsed, the stream comes back after the session is renewed', async ({
  browser,
}) => {
  const salon = await openSalon('lapsed');
  const { relay, context, page } = await pageThroughRelay(browser);
  const opened = streamOpened(page);
  await openCalendar(page, salon);
  await opened;

  // Fifteen minutes later the browser has dropped the access cookie; then the connection drops.
  await context.clearCookies({ name: /accessToken$/ });
  const refused = streamOpened(page, 401);
  const renewed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200);
  const reopened = streamOpened(page);
  relay.cut();
  await refused;
  await renewed;
  await reopened;
  // Still signed in, and live: a booking made now shows by itself.
  const id = await book(salon, salon.starts[0], 'Renewed Rosa');
  await expect(page.getByTestId(`appointment-${id}`).first()).toContainText('Renewed Rosa');
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
  await context.close();
  await relay.close();
  await salon.api.dispose();
});

test('an answered request leaves “Requests to accept” in the bell, live and after a reload', async ({
  page,
}) => {
  const salon = await openSalon('answered', true);
  const opened = streamOpened(page);
  await signInToAdmin(page, '/', salon.email, salon.password);
  await opened;
  const accepted = await book(salon, salon.starts[0], 'Asked Ada');
  const declined = await book(salon, salon.starts[1], 'Asked Dora');

  const bellButton = page.getByRole('button', { name: t.bell.openUnread.replace('{{count}}', '2') });
  await bellButton.click();
  const list = page.getByTestId('notification-list');
  const group = (name: string) =>
    list.locator('section', { has: page.getByText(name, { exact: true }) }).getByTestId('notification-item');
  await expect(group(t.bell.groups.ShopReceiveNewRequestAppointment)).toHaveCount(2);

  // Another device answers both (the owner's API client): the open bell follows.
  const answer = async (id: string, action: 'accept' | 'decline') => {
    const res = await salon.api.post(`${salon.base}/appointments/${id}/${action}`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data: action === 'decline' ? { reason: 'Fully booked' } : {},
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await answer(accepted, 'accept');
  await expect(group(t.bell.groups.ShopReceiveNewRequestAppointment)).toHaveCount(1);
  await expect(group(t.bell.groups.ShopReceiveNewRequestAppointment)).toContainText('Asked Dora');
  await answer(declined, 'decline');
  await expect(list.getByText(t.bell.groups.ShopReceiveNewRequestAppointment, { exact: true })).toHaveCount(
    0,
  );
  const answered = group(t.bell.groups.answeredRequests);
  await expect(answered).toHaveCount(2);
  await expect(answered.filter({ hasText: 'Asked Ada' })).toContainText(t.bell.answers.accepted);
  await expect(answered.filter({ hasText: 'Asked Dora' })).toContainText(t.bell.answers.declined);

  await page.reload();
  await page.getByRole('button', { name: t.bell.openUnread.replace('{{count}}', '2') }).click();
  await expect(group(t.bell.groups.answeredRequests)).toHaveCount(2);
  await expect(list.getByText(t.bell.groups.ShopReceiveNewRequestAppointment, { exact: true })).toHaveCount(
    0,
  );
  await salon.api.dispose();
});
