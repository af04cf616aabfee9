import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { BASE, expectNoSeriousA11yViolations, openOwnSalon, signInToAdmin } from './support.ts';

const bell = resources.en.admin.bell;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

/** A published salon of its own, with one stylist working every day and one service. */
async function openSalon(label: string) {
  const { api, email, password, key, shop, serviceId } = await openOwnSalon({
    label,
    shopName: 'Bell Salon',
    ownerName: 'Bea Bell',
    password: 'bell owner password',
  });
  await api.dispose();
  return { email, password, key, shop, serviceId };
}

type Salon = Awaited<ReturnType<typeof openSalon>>;

/** A customer books in a browser of their own (another context: no shared cookies) through the public API. */
async function bookInAnotherBrowser(browser: Browser, salon: Salon, name: string) {
  const context = await browser.newContext({ baseURL: BASE });
  const guest = context.request;
  const tomorrow = addDays(new Date().toISOString().slice(0, 10), 1);
  const availability = await (
    await guest.get(
      `/api/public/shops/${salon.shop.subdomain}/availability?services=${salon.serviceId}&from=${tomorrow}&to=${addDays(tomorrow, 7)}`,
    )
  ).json();
  const [slot] = availability.days.flatMap((d: { slots: { start: string }[] }) => d.slots);
  const booked = await guest.post(`/api/public/shops/${salon.shop.subdomain}/bookings`, {
    headers: { 'Idempotency-Key': randomUUID(), origin: BASE },
    data: {
      services: [salon.serviceId],
      start: slot.start,
      stylist: 'any',
      customer: {
        name,
        email: `${name.split(' ')[0]?.toLowerCase()}-${salon.key}@example.com`,
        phone: '+4930123456',
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = await booked.json();
  await context.close();
  return booking as { id: string };
}

/** Signs the owner in and waits until the page listens to the shop's live updates. */
async function openAdmin(page: Page, salon: Salon, path: string) {
  const listening = page.waitForResponse((response) =>
    response.url().includes(`/api/events?shopId=${salon.shop.id}`),
  );
  await signInToAdmin(page, path, salon.email, salon.password);
  expect((await listening).status()).toBe(200);
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
}

test('a booking made in another browser rings the bell live; mark all as read clears it', async ({
  page,
  browser,
}) => {
  const salon = await openSalon('bell');
  await openAdmin(page, salon, '/');
  const button = page.getByRole('button', { name: bell.open, exact: true });
  await expect(button).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveAttribute('data-count', '0');

  // The page asks for its count again only when the live stream tells it to.
  const counted = page.waitForResponse(
    async (response) =>
      response.url().endsWith(`/api/admin/shops/${salon.shop.id}/notifications/unread-count`) &&
      (await response.json()).unread === 1,
    { timeout: 10_000 },
  );
  await bookInAnotherBrowser(browser, salon, 'Nina Now');
  // The open page hears of it (booking, fan-out, live event, refetch) and the badge goes up on the
  // same page, without a reload.
  await counted;
  const ringing = page.getByRole('button', { name: bell.openUnread.replace('{{count}}', '1') });
  await expect(ringing).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveAttribute('data-count', '1');
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The list says who booked, under its type's heading, unread.
  await ringing.click();
  const list = page.getByTestId('notification-list');
  // Exact: an item reads "New appointment" then its day, and "…appointmentSat, Nov 28" would match too.
  await expect(list.getByText(bell.groups.ShopReceiveNewAppointment, { exact: true })).toBeVisible();
  const item = list.getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Nina Now');
  await expect(item).toContainText('Cut with Rita');
  await expect(item).toHaveAttribute('data-state', 'RECEIVED');
  await expectNoSeriousA11yViolations(page);

  // Google shows nothing from the online page.
  const panel = page.getByTestId('notification-panel');
  await panel.getByText(bell.filter.google, { exact: true }).click();
  await expect(panel.getByText(bell.emptyFiltered)).toBeVisible();
  await panel.getByText(bell.filter.all, { exact: true }).click();
  await expect(list.getByTestId('notification-item')).toHaveCount(1);

  await panel.getByRole('button', { name: bell.markAllRead }).click();
  await expect(page.getByRole('button', { name: bell.open, exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveAttribute('data-count', '0');
  await expect(list.getByTestId('notification-item')).toHaveAttribute('data-state', 'READ');
});

test('on a phone the bell opens a drawer; an item leads to its appointment and is read', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const salon = await openSalon('bellphone');
  await openAdmin(page, salon, '/calendar');
  await expect(page.getByTestId('calendar')).toBeVisible();
  const booking = await bookInAnotherBrowser(browser, salon, 'Pia Phone');
  const ringing = page.getByRole('button', { name: bell.openUnread.replace('{{count}}', '1') });
  await expect(ringing).toBeVisible();
  await ringing.click();

  const item = page.getByTestId('notification-item');
  await expect(item).toBeVisible();
  await expect(item).toContainText('Pia Phone');
  // Once the drawer has slid in, the item is whole on the screen.
  await expect
    .poll(async () => {
      const box = await item.boundingBox();
      return box && box.x >= 0 && box.x + box.width <= 390;
    })
    .toBe(true);
  await item.click();

  // The calendar opens the appointment's drawer; the bell is quiet again.
  const drawer = page.getByTestId('appointment-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Pia Phone');
  await expect(page.getByRole('button', { name: bell.open, exact: true })).toBeVisible();
  expect(booking.id).toBeTruthy();
});

test('each staff member chooses per type and channel what they get', async ({ page }) => {
  const salon = await openSalon('bellprefs');
  await signInToAdmin(page, '/notifications/settings', salon.email, salon.password);
  const prefs = resources.en.admin.bell.preferences;
  // The first visit loads the page's chunk: a busy machine may take a while.
  await expect(page.getByRole('heading', { name: prefs.title, level: 1 })).toBeVisible({ timeout: 30_000 });
  const label = (type: keyof typeof bell.types, channel: keyof typeof prefs.channels) =>
    prefs.switch.replace('{{type}}', bell.types[type]).replace('{{channel}}', prefs.channels[channel]);
  const email = page.getByRole('switch', { name: label('ShopReceiveNewAppointment', 'email') });
  const inApp = page.getByRole('switch', { name: label('ShopReceiveCancelAppointment', 'in_app') });
  await expect(email).not.toBeChecked();
  await expect(inApp).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/notification-preferences') && r.request().method() === 'PUT',
  );
  await email.click({ force: true });
  expect((await saved).status()).toBe(200);
  await expect(email).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('switch', { name: label('ShopReceiveNewAppointment', 'email') })).toBeChecked();
  await expect(
    page.getByRole('switch', { name: label('ShopReceiveCancelAppointment', 'in_app') }),
  ).toBeChecked();
});

test('in German on a desktop the bell’s panel holds its title, “mark all as read” and every filter', async ({
  page,
}) => {
  const de = resources.de.admin;
  await page.setViewportSize({ width: 1440, height: 900 });
  const salon = await openSalon('belldesk');
  await signInToAdmin(page, '/', salon.email, salon.password);
  await expect(page.getByRole('button', { name: bell.open, exact: true })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => localStorage.setItem('lang', 'de'));
  await page.reload();
  await page.getByRole('button', { name: de.bell.open, exact: true }).click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel.getByRole('button', { name: de.bell.markAllRead })).toBeVisible();
  // Nothing inside the dropdown is wider than it: no sideways scrolling, no cut-off label.
  const wider = await panel.evaluate((el: HTMLElement) => {
    const out: string[] = [];
    for (let node: HTMLElement | null = el; node; node = node.parentElement) {
      if (node.scrollWidth > node.clientWidth)
        out.push(`${node.className}: ${node.scrollWidth} > ${node.clientWidth}`);
      if (node.classList.contains('mantine-Popover-dropdown')) break;
    }
    return out;
  });
  expect(wider).toEqual([]);
  for (const label of [de.bell.filter.all, de.bell.filter.online, de.bell.filter.google]) {
    await expect(panel.getByText(label, { exact: true })).toBeVisible();
  }
});

test.describe('on a phone in German', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the personal settings fit: every switch on the screen, the title and the device badge whole', {
    tag: '@push',
  }, async ({ page }) => {
    const de = resources.de.admin;
    const salon = await openSalon('bellprefsde');
    await signInToAdmin(page, '/notifications/settings', salon.email, salon.password);
    await expect(page.getByTestId('notification-preferences')).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => localStorage.setItem('lang', 'de'));
    await page.reload();
    await expect(page.getByRole('heading', { name: de.bell.preferences.title, level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    // Every channel of every row can be reached without scrolling sideways.
    const switches = page.getByTestId('notification-preferences').getByRole('switch');
    expect(await switches.count()).toBeGreaterThanOrEqual(12);
    for (const box of await Promise.all((await switches.all()).map((s) => s.boundingBox()))) {
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Nothing cut off: the device's status reads in full, not "A…".
    const badge = page.getByTestId('push-device-status');
    await expect(badge).toBeVisible();
    const cut = await badge.evaluate((el) => {
      const label = el.querySelector('span') ?? el;
      return label.scrollWidth > label.clientWidth;
    });
    expect(cut).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });
});
