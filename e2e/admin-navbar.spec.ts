import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signedInApi, signInToAdmin } from './support.ts';

async function signedInOnCalendar(page: Page) {
  await signInToAdmin(page, '/calendar');
  await expect(page.getByTestId('calendar')).toBeVisible();
}

test('the global search finds pages and customers, and a bookmark pins a page to the navbar', async ({
  page,
}) => {
  const { api, shopId } = await signedInApi();
  const customers = (await (await api.get(`/api/admin/shops/${shopId}/customers?pageSize=1`)).json()).items;
  const customer = customers[0] as { id: string; name: string };
  await api.dispose();

  await signedInOnCalendar(page);
  await page.keyboard.press('Control+k');
  const input = page.getByTestId('global-search-input');
  await expect(input).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // A page by its name.
  await input.fill('custom');
  await page.getByTestId('search-result-page-customers').click();
  await expect(page).toHaveURL(/\/admin\/customers$/);

  // A customer by part of the name, answered by the server.
  await page.getByTestId('global-search').click();
  await page.getByTestId('global-search-input').fill(customer.name.slice(0, 4));
  await page.getByTestId(`search-result-customer-${customer.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${customer.id}$`));

  // Pin the calendar; it stays in the navbar after a reload and leads back to the calendar.
  await page.getByTestId('menu-calendar').click();
  // The toggle pins the page on screen: wait for the calendar, not the profile still leaving.
  await expect(page.getByTestId('calendar')).toBeVisible();
  await page.getByTestId('bookmark-toggle').click();
  await expect(page.getByTestId('bookmark-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('menu-dashboard').click();
  await page.reload();
  await page.getByTestId('bookmark-calendar').click();
  await expect(page.getByTestId('calendar')).toBeVisible();

  // With nothing typed, bookmarks come first among the suggestions.
  await page.getByTestId('global-search').click();
  await expect(
    page.getByRole('dialog').locator('[data-testid^="search-result-page-"]').first(),
  ).toHaveAttribute('data-testid', 'search-result-page-calendar');
  await page.keyboard.press('Escape');
});

test('with the layout flag isRTL the shell runs right to left without overflowing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('isRTL', 'true'));
  await signedInOnCalendar(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const menu = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
  expect(menu?.x ?? 0).toBeGreaterThan(640);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/admin/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousA11yViolations(page);
});

test('the scroll-to-top button brings a long page back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 500 });
  await signedInOnCalendar(page);
  // Whatever the page shows today, make it longer than the window.
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '3000px';
    document.querySelector('main')?.append(filler);
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.getByTestId('scroll-to-top').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the app installs its offline worker and shows what it has seen without a network', async ({
  page,
  context,
}) => {
  await signedInOnCalendar(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/admin\/$/);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/admin/manifest.webmanifest');
  // Seen once online (the worker now controls the page, so the data goes through its cache).
  const cards = page.locator('[data-testid^="appointment-"]');
  const calendar = page.getByTestId('calendar');
  await page.reload();
  await page.getByTestId('calendar-view-week').click();
  // Counted once the week is in, not while the day seen before stands in for it.
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await expect(cards.first()).toBeVisible();
  const seen = await cards.count();

  // Offline, the same week shows the same appointments, from the worker's cache.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline')).toBeVisible();
  await page.getByTestId('calendar-view-week').click();
  await expect(calendar).toHaveAttribute('aria-busy', 'false');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBe(seen);
  await context.setOffline(false);

  // A worker whose script has gone is removed, and the page reloads once without it.
  await page.route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.reload();
  const registrations = () =>
    page
      .evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)
      // The page reloads in between; ask again on the new one.
      .catch(() => -1);
  await expect.poll(registrations).toBe(0);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('offlineWorkerRemoved')).catch(() => null))
    .toBe('1');
  await expect(page.getByTestId('calendar')).toBeVisible();

  // Signing out drops the salon's data kept for offline use.
  expect(await page.evaluate(() => caches.has('salon-api'))).toBe(true);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => caches.has('salon-api'))).toBe(false);
});
