import { expect, type Page, request, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { BASE, signedInApi, signInToAdmin } from './support.ts';

const en = resources.en.booking;

/** Every console error and uncaught exception of the page, as a person with the developer tools open would see. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test.use({ locale: 'en-GB' });

test('signed-out pages log no errors: the admin sign-in and the booking page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/admin/');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.goto('/book/demo');
  await expect(page.getByTestId('step-ChooseProduct')).toBeVisible();
  await expect(page.getByTestId('salon-info')).toBeVisible();
  // Whatever the page asks for after it shows (the session above all) has answered by now.
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the booking page shows where the salon is, its phone and its opening hours', async ({ page }) => {
  await page.goto('/book/demo');
  const info = page.getByTestId('salon-info');
  await expect(info.getByTestId('salon-address')).toHaveText('Torstraße 101, 10119 Berlin');
  const map = info.getByTestId('salon-map');
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=Torstra/);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(info.getByTestId('salon-phone')).toHaveAttribute('href', 'tel:+4930123456');
  // Written as the salon's local customers dial it.
  await expect(info.getByTestId('salon-phone')).toHaveText('030 123456');
  const hours = info.getByTestId('salon-hours');
  await expect(hours.getByRole('row')).toHaveCount(7);
  await expect(hours.getByTestId('salon-hours-1')).toContainText('Monday');
  await expect(hours.getByTestId('salon-hours-1')).toHaveText(
    /^Monday\s*\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/,
  );
  await expect(hours).toContainText(en.info.closed);
});

test('a cut-off manage link says it is not valid and leads to the salon’s booking page', async ({ page }) => {
  const api = await request.newContext({ baseURL: BASE });
  const shop = await (await api.get('/api/public/shops/demo')).json();
  const service = shop.services[0];
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 20 * 864e5).toISOString().slice(0, 10);
  const times = await (
    await api.get(
      `/api/public/shops/demo/availability?services=${service.id}&from=${from}&to=${to}&stylist=any`,
    )
  ).json();
  const start = times.days.find((d: { slots: unknown[] }) => d.slots.length > 0).slots.at(-1).start;
  const created = await api.post('/api/public/shops/demo/bookings', {
    headers: { origin: BASE },
    data: {
      services: [service.id],
      start,
      stylist: 'any',
      customer: { name: 'Cut Off', email: `cutoff-${Date.now()}@example.com`, phone: '+4930123456' },
    },
  });
  expect(created.status()).toBe(201);
  const token: string = (await created.json()).booking.manageToken;
  await api.dispose();

  await page.goto(`/book/demo/manage/${token.slice(0, 12)}`);
  await expect(page.getByTestId('manage-error')).toHaveText(en.manage.invalid);
  await expect(page.getByTestId('manage-error')).not.toContainText('not filled in correctly');
  const back = page.getByTestId('manage-booking-page');
  await expect(back).toHaveText(en.manage.toBookingPage);
  await back.click();
  await expect(page).toHaveURL(/\/book\/demo$/);
  await expect(page.getByTestId('step-ChooseProduct')).toBeVisible();

  // The whole link still works.
  await page.goto(`/book/demo/manage/${token}`);
  await expect(page.getByTestId('manage-mode-view')).toBeVisible();
});

test('the owner previews an unpublished booking page, steps through it and cannot book', async ({ page }) => {
  const { api, shopId } = await signedInApi();
  const subdomain = `preview-${Date.now().toString(36)}`;
  const shop = await (
    await api.post('/api/me/shops', {
      data: { name: 'Preview Parlour', subdomain, timeZone: 'Europe/Berlin' },
    })
  ).json();
  expect(shop.id).toBeTruthy();
  expect(shop.id).not.toBe(shopId);
  const base = `/api/admin/shops/${shop.id}`;
  const stylist = await (await api.post(`${base}/stylists`, { data: { name: 'Petra' } })).json();
  const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    intervals: [{ start: '00:00', end: '23:45' }],
  }));
  expect((await api.put(`${base}/stylists/${stylist.id}/hours`, { data: { days } })).ok()).toBe(true);
  const service = await api.post(`${base}/services`, {
    data: {
      name: 'Preview trim',
      durationMinutes: 30,
      price: { amount: 2500, currency: 'EUR' },
      stylists: [{ stylistId: stylist.id }],
    },
  });
  expect(service.ok()).toBe(true);
  await api.dispose();

  // The public does not see it.
  await page.goto(`/book/${subdomain}`);
  await expect(page.getByTestId('app-error')).toBeVisible();

  // A preview link without the salon's session says who may see it.
  await page.goto(`/book/${subdomain}?preview=1`);
  await expect(page.getByTestId('app-error')).toHaveText(en.preview.staffOnly);
  await expect(page.getByTestId('preview-sign-in')).toHaveAttribute('href', '/admin/');

  await signInToAdmin(page, '/');
  await expect(page.getByLabel('Password', { exact: true })).toBeHidden();
  await page.goto(`/book/${subdomain}?preview=1`);
  await expect(page.getByTestId('preview-ribbon')).toContainText(en.preview.ribbon);
  await expect(page.getByTestId('shop-name')).toHaveText('Preview Parlour');
  await page.getByRole('checkbox', { name: /Preview trim/ }).check();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('step-DateAndTime')).toBeVisible();
  await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
  let day = page.locator('[data-testid^="day-"][data-available="true"]').first();
  if ((await day.count()) === 0) {
    await page.getByTestId('next-week').click();
    await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
    day = page.locator('[data-testid^="day-"][data-available="true"]').first();
  }
  await day.click();
  await page.locator('[data-testid^="time-"]').first().click();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('step-ChooseProvider')).toBeVisible();
  await page.getByTestId('stylist-any').check();
  await page.getByTestId('continue').click();
  // Signed in as the owner: the name comes from the account, the phone the salon still needs.
  await expect(page.getByTestId('step-Customer')).toBeVisible();
  await expect(page.getByTestId('customer-name')).not.toHaveValue('');
  await page.getByTestId('customer-phone').fill('030 1234567');
  await page.getByTestId('continue').click();
  const confirmation = page.getByTestId('step-Confirmation');
  await expect(confirmation).toBeVisible();
  await expect(page.getByTestId('confirm')).toBeDisabled();
  await expect(page.getByTestId('preview-no-booking')).toHaveText(en.preview.cannotBook);
  await expect(page.getByTestId('confirm')).toHaveAccessibleDescription(en.preview.cannotBook);
});
