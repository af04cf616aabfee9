import { expect, request, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { MAIL_FILE } from './constants.ts';
import { mailsTo } from './mail-catcher.ts';
import { BASE, expectNoSeriousA11yViolations, inBerlin, openOwnSalon, signInToAdmin } from './support.ts';

const settings = resources.en.settings;
const customers = resources.en.customers;
const booking = resources.en.booking;

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
      start: inBerlin('19:00'),
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
      start: inBerlin('19:00', 1),
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

test('a signed-in customer opens a "Book again" link, uses their points on the widget and sees the reduced price', async ({
  page,
}) => {
  const salon = await openOwnSalon({
    label: 'points',
    shopName: 'Points Widget Salon',
    ownerName: 'Petra Points',
    password: 'correct horse battery',
  });
  // The programme on at its defaults: 100 points are worth €5, at least 100 at once.
  const on = await salon.api.put(`${salon.base}/loyalty-settings`, {
    data: {
      enabled: true,
      earnMode: 'perCurrencyUnit',
      pointsPerUnit: 1,
      pointsPerVisit: 10,
      redeemPoints: 100,
      redeemAmount: 500,
      minimumRedeemPoints: 100,
      expiryMonths: 12,
    },
  });
  expect(on.status(), await on.text()).toBe(200);

  // A customer of the salon with 250 points on their record, and an account of the same address.
  const email = `penny-${salon.key}@example.com`;
  const record = await (
    await salon.api.post(`${salon.base}/customers`, { data: { name: 'Penny Points', email } })
  ).json();
  const gift = await salon.api.post(`${salon.base}/customers/${record.id}/loyalty/adjustments`, {
    data: { points: 250, reason: 'Paper card' },
  });
  expect(gift.status(), await gift.text()).toBe(201);
  // Her account's address is verified (an e-mailed code), so the salon's record of it is hers.
  const visitor = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const account = await visitor.post('/api/auth/sign-up', {
    data: { email, password: 'a good long password', name: 'Penny Points' },
  });
  expect(account.status(), await account.text()).toBe(201);
  expect((await visitor.post('/api/auth/email-code', { data: { email } })).ok()).toBe(true);
  await expect.poll(() => mailsTo(MAIL_FILE, email).length).toBeGreaterThan(0);
  const code = /\b(\d{6})\b/.exec(mailsTo(MAIL_FILE, email).at(-1) ?? '')?.[1];
  const verified = await visitor.post('/api/auth/email-code/verify', { data: { email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  await visitor.dispose();

  // The customer site's "Book again": the cut chosen, anyone, straight to the times.
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`/book/${salon.shop.subdomain}?services=${salon.serviceId}&stylist=any`);
  await expect(page.getByTestId('step-DateAndTime')).toBeVisible();
  await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
  const day = page.locator('[data-testid^="day-"][data-available="true"]').first();
  await day.click();
  await page.locator('[data-testid^="time-"]').first().click();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('step-ChooseProvider')).toBeVisible();
  await page.getByTestId('continue').click();

  await expect(page.getByTestId('step-Login')).toBeVisible();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('a good long password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('step-Customer')).toBeVisible();
  // Her account has a name but no phone: the salon asks for one.
  await expect(page.getByTestId('customer-name')).toHaveValue('Penny Points');
  await page.getByTestId('customer-phone').fill('0176 9998887');
  await page.getByTestId('continue').click();

  // 250 points: two steps of 100 (€10) are offered on the €30 cut.
  await expect(page.getByTestId('step-Confirmation')).toBeVisible();
  const usePoints = page.getByRole('checkbox', {
    name: booking.confirm.usePoints.replace('{{points}}', '200').replace('{{amount}}', '€10.00'),
  });
  await expect(usePoints).not.toBeChecked();
  await expect(page.getByTestId('points-balance')).toHaveText(
    booking.confirm.pointsBalance.replace('{{balance}}', '250'),
  );
  await expect(page.getByTestId('summary-price')).toHaveText('€30.00');
  await expect(page.getByTestId('summary-to-pay')).toHaveCount(0);
  await usePoints.check();
  await expect(page.getByTestId('summary-points')).toHaveText('−€10.00');
  await expect(page.getByTestId('summary-to-pay')).toHaveText('€20.00');
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('confirm').click();

  await expect(page.getByTestId('confirmed-note')).toBeVisible();
  await expect(page.getByTestId('booking-price')).toHaveText('€30.00');
  await expect(page.getByTestId('booking-points')).toHaveText('−€10.00');
  await expect(page.getByTestId('booking-to-pay')).toHaveText('€20.00');

  // The salon sees the redemption on the visit, and what is left.
  const points = await (await salon.api.get(`${salon.base}/customers/${record.id}/loyalty`)).json();
  expect(points.balance).toBe(50);
  expect(points.entries[0]).toMatchObject({ kind: 'Redeem', points: -200, value: { amount: 1000 } });
  await salon.api.dispose();
});
