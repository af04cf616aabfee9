import { expect, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { expectNoSeriousA11yViolations, openOwnSalon, signInToAdmin } from './support.ts';

const settings = resources.en.settings;
const customers = resources.en.customers;

/** 19:00 in Berlin today (or days later), with Berlin's offset of that day. */
function atSeven(daysLater = 0) {
  const now = new Date(Date.now() + daysLater * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
  const offset =
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', '') || '+00:00';
  return `${day}T19:00:00${offset}`;
}

test('an owner turns loyalty on, a completed visit earns points, staff adjust them with a reason and redeem them on a visit', async ({
  page,
}) => {
  const salon = await openOwnSalon({
    label: 'loyalty',
    shopName: 'Points Salon',
    ownerName: 'Paula Points',
    password: 'correct horse battery',
  });
  await signInToAdmin(page, '/settings/loyalty', salon.email, salon.password);

  // Off by default; turned on with its rates, and saved.
  const enabled = page.getByRole('switch', { name: settings.loyalty.enabled });
  await expect(enabled).not.toBeChecked();
  await expect(page.getByTestId('loyalty-example')).toHaveText(
    'Example: a visit of €45.00 earns 45 points, worth €2.25.',
  );
  await enabled.check({ force: true });
  await page.getByTestId('loyalty-save').click();
  await expect(page.getByText(settings.loyalty.saved)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A customer's visit today, completed by the owner: a €30 cut earns 30 points.
  const customer = await (
    await salon.api.post(`${salon.base}/customers`, {
      data: { name: 'Lou Loyal', email: `lou-${salon.key}@example.com` },
    })
  ).json();
  const stylists = await (await salon.api.get(`${salon.base}/stylists`)).json();
  const booked = await salon.api.post(`${salon.base}/appointments`, {
    data: {
      services: [salon.serviceId],
      start: atSeven(),
      stylist: stylists.items[0].id,
      customerId: customer.id,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const visit = await booked.json();
  const completed = await salon.api.post(`${salon.base}/appointments/${visit.id}/complete`, { data: {} });
  expect(completed.status(), await completed.text()).toBe(200);

  await page.goto(`/admin/customers/${customer.id}`);
  await expect(page.getByRole('heading', { name: customers.loyalty.title, level: 2 })).toBeVisible();
  await expect(page.getByTestId('loyalty-balance')).toHaveText('30');
  await expect(page.getByTestId('loyalty-entry')).toHaveCount(1);
  await expect(page.getByTestId('loyalty-entry').first()).toContainText(customers.loyalty.kinds.Reward);

  // A reason is required; with it, the points and the history follow.
  await page.getByTestId('loyalty-adjust-points').fill('20');
  await page.getByTestId('loyalty-adjust-submit').click();
  await expect(page.getByText(customers.loyalty.invalid.reason)).toBeVisible();
  await page.getByTestId('loyalty-adjust-reason').fill('Welcome gift');
  await page.getByTestId('loyalty-adjust-submit').click();
  await expect(page.getByTestId('loyalty-balance')).toHaveText('50');
  await expect(page.getByTestId('loyalty-entry')).toHaveCount(2);
  await expect(page.getByTestId('loyalty-entry').first()).toContainText('Welcome gift');
  await expect(page.getByTestId('loyalty-entry').first()).toContainText('+20');
  await page.getByTestId('loyalty-adjust-points').fill('100');
  await page.getByTestId('loyalty-adjust-reason').fill('Paper card');
  await page.getByTestId('loyalty-adjust-submit').click();
  await expect(page.getByTestId('loyalty-balance')).toHaveText('150');

  // Tomorrow's visit: 100 points (€5.00 at the default rate) redeemed on it…
  const next = await salon.api.post(`${salon.base}/appointments`, {
    data: {
      services: [salon.serviceId],
      start: atSeven(1),
      stylist: stylists.items[0].id,
      customerId: customer.id,
    },
  });
  expect(next.status(), await next.text()).toBe(201);
  const tomorrow = await next.json();
  await page.reload();
  await page.getByRole('combobox', { name: customers.loyalty.redeemVisit }).selectOption(tomorrow.id);
  await page.getByTestId('loyalty-redeem-points').fill('100');
  await page.getByTestId('loyalty-redeem-submit').click();
  await expect(page.getByTestId('loyalty-balance')).toHaveText('50');
  await expect(page.getByTestId('loyalty-entry').first()).toContainText(customers.loyalty.kinds.Redeem);
  await expect(page.getByTestId('loyalty-entry').first()).toContainText('€5.00');
  await expectNoSeriousA11yViolations(page);

  // …and given back when the visit is cancelled.
  const cancelled = await salon.api.post(`${salon.base}/appointments/${tomorrow.id}/cancel`, { data: {} });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('loyalty-balance')).toHaveText('150');
  await expect(page.getByTestId('loyalty-entry').first()).toContainText(
    customers.loyalty.kinds.RedeemReversal,
  );
  await salon.api.dispose();
});
