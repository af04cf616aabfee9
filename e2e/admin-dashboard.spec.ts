import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { BASE, expectNoSeriousA11yViolations, openOwnSalon, signInToAdmin } from './support.ts';

const t = resources.en.dashboard;
const ZONE = 'Europe/Berlin';

interface Figures {
  today: { date: string; appointments: number; next: { id: string; start: string }[] };
  pendingRequests: number;
  period: { bookings: number; revenue: { amount: number; currency: string }; newCustomers: number };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);
const count = (value: number) => new Intl.NumberFormat('en').format(value);
const money = ({ amount, currency }: { amount: number; currency: string }) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);
const time = (iso: string) =>
  new Intl.DateTimeFormat('en', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(
    Date.parse(iso),
  );

async function figures(api: APIRequestContext, shopId: string, from: string, to: string, source = 'all') {
  const res = await api.get(`/api/admin/shops/${shopId}/dashboard?from=${from}&to=${to}&source=${source}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Figures;
}

/** The shop the signed-in page shows, and its "today" as the server counts it. */
async function shopAndToday(page: Page) {
  const shopId = await page.evaluate(() => localStorage.getItem('shopId'));
  expect(shopId).toBeTruthy();
  const probe = new Date().toISOString().slice(0, 10);
  const { today } = await figures(page.request, shopId as string, probe, probe);
  return { shopId: shopId as string, today: today.date };
}

test('the owner sees today’s figures, then another period’s, as the API counts them', async ({ page }) => {
  await signInToAdmin(page, '/');
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  const { shopId, today } = await shopAndToday(page);

  const todays = await figures(page.request, shopId, today, today);
  await expect(page.getByTestId('stat-bookings-value')).toHaveText(count(todays.period.bookings));
  await expect(page.getByTestId('stat-revenue-value')).toHaveText(money(todays.period.revenue));
  // Today is compared with yesterday, written once, not as a range from a day to the same day.
  await expect(page.getByTestId('period-compared-text')).toHaveText(/^Compared with [^–]+$/);
  // A day without appointments (a Sunday, say) says so instead of counting.
  await expect(page.getByTestId('today')).toContainText(
    todays.today.appointments === 0
      ? t.today.empty
      : todays.today.appointments === 1
        ? '1 appointment'
        : `${count(todays.today.appointments)} appointments`,
  );
  const next = todays.today.next[0];
  if (next) {
    // The highlighted row is the API's next appointment (or one at the very same time).
    await expect(page.getByTestId('next-up')).toHaveCount(1);
    await expect(page.locator('[data-next]')).toContainText(time(next.start));
  } else if (todays.today.appointments === 0) {
    await expect(page.getByTestId('today-empty')).toBeVisible();
  }
  // The chart's drawing is named by its numbers.
  await expect(page.getByTestId('chart-bookings').locator('div[role="img"]')).toHaveAttribute(
    'aria-label',
    new RegExp(`${count(todays.period.bookings)} in all`),
  );
  await expectNoSeriousA11yViolations(page);

  // The last 30 days: the demo salon has two busy weeks behind it, so the figures change.
  const last30 = await figures(page.request, shopId, addDays(today, -29), today);
  expect(last30.period.bookings).toBeGreaterThan(todays.period.bookings);
  await page.getByTestId('period-picker').getByText(t.period.last30, { exact: true }).click();
  await expect(page).toHaveURL(/period=last30/);
  await expect(page.getByTestId('stat-bookings-value')).toHaveText(count(last30.period.bookings));
  await expect(page.getByTestId('stat-revenue-value')).toHaveText(money(last30.period.revenue));
  await expect(page.getByTestId('stat-new-customers-value')).toHaveText(count(last30.period.newCustomers));
  // Compared with the 30 days before, which the API also answers for.
  const before = await figures(page.request, shopId, addDays(today, -59), addDays(today, -30));
  await expect(page.getByTestId('stat-bookings-previous')).toContainText(
    `${count(before.period.bookings)} in the previous period`,
  );
  await expectNoSeriousA11yViolations(page);

  // Only bookings through Google.
  const google = await figures(page.request, shopId, addDays(today, -29), today, 'google');
  await page.getByTestId('period-source').click();
  await page.getByRole('option', { name: t.period.sources.google }).click();
  await expect(page).toHaveURL(/source=google/);
  await expect(page.getByTestId('stat-bookings-value')).toHaveText(count(google.period.bookings));

  // A range of dates of one's own, kept in the address.
  const from = addDays(today, -10);
  const to = addDays(today, 3);
  const custom = await figures(page.request, shopId, from, to);
  await page.goto(`/admin/?period=custom&from=${from}&to=${to}`);
  await expect(page.getByTestId('period-range')).toBeVisible();
  await expect(page.getByTestId('stat-bookings-value')).toHaveText(count(custom.period.bookings));
  await expectNoSeriousA11yViolations(page);
});

test('requests are accepted or, after a confirmation, declined from the dashboard', async ({ page }) => {
  // A salon of its own that approves online bookings: the demo salon's rules stay as they are.
  const { api, key, email, password, shop, base, serviceId } = await openOwnSalon({
    label: 'dash',
    shopName: 'Dash Salon',
    ownerName: 'Dana Dash',
    password: 'dashboard owner 1234',
    requiresApproval: true,
  });
  const service = { id: serviceId };

  // Customers book as guests, without the owner's session.
  const guest = await request.newContext({ baseURL: BASE });
  const tomorrow = addDays(new Date().toISOString().slice(0, 10), 1);
  const availability = await (
    await guest.get(
      `/api/public/shops/${shop.subdomain}/availability?services=${service.id}&from=${tomorrow}&to=${addDays(tomorrow, 7)}`,
    )
  ).json();
  const slots = availability.days.flatMap((d: { slots: { start: string }[] }) => d.slots);
  const book = async (name: string, start: string) => {
    const res = await guest.post(`/api/public/shops/${shop.subdomain}/bookings`, {
      data: {
        services: [service.id],
        start,
        stylist: 'any',
        customer: {
          name,
          email: `${name.split(' ')[0]?.toLowerCase()}-${key}@example.com`,
          phone: '+4930123456',
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).booking as { id: string; status: string };
  };
  const petra = await book('Petra Plan', slots[0].start);
  const dora = await book('Dora Drop', slots[4].start);
  expect(petra.status).toBe('pending');

  await signInToAdmin(page, '/', email, password);
  const requests = page.getByTestId('requests');
  await expect(requests.getByTestId(`request-${petra.id}`)).toContainText('Petra Plan');
  await expect(requests.getByTestId(`request-${dora.id}`)).toContainText('Dora Drop');
  await expect(requests.getByTestId('requests-count')).toHaveText('2');
  await expectNoSeriousA11yViolations(page);

  await requests.getByRole('button', { name: /^Accept the request of Petra Plan/ }).click();
  await expect(page.getByText(t.requests.accepted.replace('{{name}}', 'Petra Plan'))).toBeVisible();
  await expect(requests.getByTestId(`request-${petra.id}`)).toHaveCount(0);
  const accepted = await (await api.get(`${base}/appointments/${petra.id}`)).json();
  expect(accepted.status).toBe('confirmed');

  // Declining asks first; keeping the request changes nothing.
  await requests.getByRole('button', { name: /^Decline the request of Dora Drop/ }).click();
  const dialog = page.getByRole('dialog', { name: t.requests.confirmTitle });
  await expect(dialog).toContainText('Dora Drop');
  // Checked once it has faded in: half-way its text is too faint for anyone.
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: t.requests.keep }).first().click();
  await expect(dialog).toBeHidden();
  await expect(requests.getByTestId(`request-${dora.id}`)).toBeVisible();

  await requests.getByRole('button', { name: /^Decline the request of Dora Drop/ }).click();
  await dialog.getByLabel(t.requests.reason).fill('Stylist on a course that day');
  await dialog.getByRole('button', { name: t.requests.confirmDecline }).click();
  await expect(page.getByText(t.requests.declined)).toBeVisible();
  await expect(requests.getByTestId('requests-empty')).toBeVisible();
  const declined = await (await api.get(`${base}/appointments/${dora.id}`)).json();
  expect(declined.status).toBe('declined');
  expect(JSON.stringify(declined.history)).toContain('Stylist on a course that day');
  await api.dispose();
  await guest.dispose();
});
