import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { inBerlin, openOwnSalon, signInToAdmin } from './support.ts';

/** One word as long as a name may be: nothing to break at but what the page allows. */
const word = (start: string) => `${start}${'x'.repeat(120 - start.length)}`;
const SERVICE = word('Balayage');
const PRODUCT = word('Haarwachs');
const STYLIST = word('Maximiliane');
const CUSTOMER = word('Kundin');

const widerThanPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > 390);

test.use({ viewport: { width: 390, height: 844 } });

test('names of one long word wrap on a phone instead of widening the page', async ({ page }) => {
  const salon = await openOwnSalon({
    label: 'longnames',
    shopName: 'Lange Namen',
    ownerName: 'Lena Lang',
    password: 'correct horse battery',
  });
  const ok = async (answer: Promise<APIResponse>) => {
    const res = await answer;
    expect(res.status(), await res.text()).toBeLessThan(300);
    return res;
  };
  await ok(salon.api.patch(`${salon.base}/services/${salon.serviceId}`, { data: { name: SERVICE } }));
  await ok(
    salon.api.post(`${salon.base}/products`, {
      data: { name: PRODUCT, price: { amount: 990, currency: 'EUR' } },
    }),
  );
  const stylists = await (await salon.api.get(`${salon.base}/stylists`)).json();
  const rita = stylists.items[0].id as string;
  await ok(salon.api.patch(`${salon.base}/stylists/${rita}`, { data: { name: STYLIST } }));
  const customer = await (
    await ok(salon.api.post(`${salon.base}/customers`, { data: { name: CUSTOMER, phone: '+49 30 1234567' } }))
  ).json();
  await ok(
    salon.api.post(`${salon.base}/appointments`, {
      data: {
        services: [salon.serviceId],
        start: inBerlin('10:00', 1),
        stylist: rita,
        customerId: customer.id,
      },
    }),
  );

  // The booking widget: the menu, then the choice of a time with the chosen service named.
  await page.goto(`/book/${salon.shop.subdomain}`);
  await expect(page.getByRole('checkbox', { name: new RegExp(SERVICE) })).toBeVisible();
  expect(await widerThanPhone(page)).toBe(false);
  await page.getByRole('checkbox', { name: new RegExp(SERVICE) }).check();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('step-DateAndTime')).toBeVisible();
  expect(await widerThanPhone(page)).toBe(false);

  // The admin app's lists and the calendar.
  await signInToAdmin(page, '/services', salon.email, salon.password);
  await expect(page.getByText(SERVICE).first()).toBeVisible();
  expect(await widerThanPhone(page)).toBe(false);
  for (const [path, name] of [
    ['/products', PRODUCT],
    ['/team', STYLIST],
    ['/customers', CUSTOMER],
  ] as const) {
    await page.goto(`/admin${path}`);
    await expect(page.getByText(name).first()).toBeVisible();
    expect(await widerThanPhone(page), path).toBe(false);
  }
  await page.goto(`/admin/calendar?date=${inBerlin('10:00', 1).slice(0, 10)}`);
  await expect(page.getByTestId('calendar')).toBeVisible();
  await expect(page.getByText(CUSTOMER).first()).toBeVisible();
  expect(await widerThanPhone(page), 'calendar').toBe(false);
  await salon.api.dispose();
});
