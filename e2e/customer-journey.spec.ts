import { expect, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { MAIL_FILE } from './constants.ts';
import { mailsTo } from './mail-catcher.ts';
import { expectNoSeriousA11yViolations, openOwnSalon } from './support.ts';

const account = resources.en.account;
const review = resources.en.booking.review;

/** The newest review link mailed to an address (quoted-printable lines joined first). */
function reviewPathMailedTo(email: string): string | null {
  for (const mail of mailsTo(MAIL_FILE, email).reverse()) {
    const path = /\/book\/[\w-]+\/review\/[\w-]+/.exec(mail.replace(/=\r?\n/g, ''))?.[0];
    if (path) return path;
  }
  return null;
}

test.use({ locale: 'en-GB', timezoneId: 'Europe/Berlin' });

test('a customer signs in on the widget, finds the booking on the customer site, reschedules it, reviews a visit from the mail and sees the points', async ({
  page,
}) => {
  // The review requests go out as soon as a visit is completed, so the mail comes within the
  // minute's notification round; the test waits for it.
  test.setTimeout(150_000);
  const salon = await openOwnSalon({
    label: 'journey',
    shopName: 'Journey Salon',
    ownerName: 'Jo Journey',
    password: 'journey salon owner',
  });
  const setting = async (path: string, method: 'put' | 'patch', data: object) => {
    const res = await salon.api[method](`${salon.base}/${path}`, { data });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setting('loyalty-settings', 'put', {
    enabled: true,
    earnMode: 'perCurrencyUnit',
    pointsPerUnit: 1,
    pointsPerVisit: 10,
    redeemPoints: 100,
    redeemAmount: 500,
    minimumRedeemPoints: 100,
    expiryMonths: null,
  });
  await setting('notification-settings', 'patch', { reviewRequests: true, reviewRequestHours: 0 });

  // 1. On the widget: a cut next week, signed in with a code mailed to a new address.
  const email = `journey-${salon.key}@example.com`;
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`/book/${salon.shop.subdomain}`);
  await page.getByRole('checkbox', { name: /Cut/ }).check();
  await page.getByTestId('continue').click();
  await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId('next-week').click();
  await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
  await page.locator('[data-testid^="day-"][data-available="true"]').first().click();
  await page.locator('[data-testid^="time-"]').first().click();
  await page.getByTestId('continue').click();
  await page.getByTestId('continue').click();
  await page.getByTestId('go-login-by-email').click();
  await page.getByTestId('code-email').fill(email);
  await page.getByTestId('code-send').click();
  await expect.poll(() => mailsTo(MAIL_FILE, email).length).toBeGreaterThan(0);
  const code = /\b(\d{6})\b/.exec(mailsTo(MAIL_FILE, email).at(-1) ?? '')?.[1] as string;
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('code-submit').click();
  await expect(page.getByTestId('step-Customer')).toBeVisible();
  // A new account has no name or phone yet: the salon asks for both.
  await page.getByTestId('customer-name').fill('Jules Journey');
  await page.getByTestId('customer-phone').fill('0176 1112223');
  await page.getByTestId('continue').click();
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('confirmed-note')).toBeVisible();

  // 2. The customer site knows the widget's session: no second sign-in, the booking is there.
  await page.goto('/account/');
  await expect(page.getByTestId('page-heading')).toHaveText(account.appointments.title);
  const card = page.getByTestId('appointment');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('appointment-salon')).toContainText('Journey Salon');
  await expect(card.getByTestId('appointment-services')).toHaveText('Cut');
  const before = await card.getByTestId('appointment-when').textContent();
  await expectNoSeriousA11yViolations(page);

  // 3. Reschedule on the salon's page to its last free time of that week, and come back.
  await card.getByTestId('appointment-reschedule').click();
  await page.getByTestId('manage-reschedule').click();
  await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
  await page.locator('[data-testid^="day-"][data-available="true"]').last().click();
  await page.locator('[data-testid^="time-"]').last().click();
  await page.getByTestId('manage-reschedule-confirm').click();
  await expect(page.getByTestId('manage-outcome')).toBeVisible();
  await page.getByTestId('manage-back-to-account').click();
  await expect(page.getByTestId('appointment')).toHaveCount(1);
  await expect(page.getByTestId('appointment-when')).not.toHaveText(before ?? '');

  // 4. A visit yesterday, booked by the salon for the same customer, is completed by staff.
  const yesterday = new Date(Date.now() - 864e5).toISOString().slice(0, 10);
  const stylists = await (await salon.api.get(`${salon.base}/stylists`)).json();
  const visit = await salon.api.post(`${salon.base}/appointments`, {
    data: {
      services: [salon.serviceId],
      start: `${yesterday}T10:00:00+01:00`,
      stylist: (stylists.items ?? stylists)[0].id,
      customer: { name: 'Jules Journey', email },
      override: true,
    },
  });
  expect(visit.status(), await visit.text()).toBe(201);
  const { id } = await visit.json();
  const done = await salon.api.post(`${salon.base}/appointments/${id}/complete`, { data: {} });
  expect(done.status(), await done.text()).toBe(200);

  // 5. The review request mail arrives; its link takes 5 stars and a comment, no sign-in asked.
  await expect.poll(() => reviewPathMailedTo(email), { timeout: 110_000, intervals: [2_000] }).not.toBeNull();
  await page.goto(reviewPathMailedTo(email) as string);
  await page.getByRole('radio', { name: '5 stars', exact: true }).check();
  await page.getByLabel(review.commentLabel).fill('Lovely, thank you!');
  await page.getByTestId('review-submit').click();
  await expect(page.getByTestId('review-thanks')).toBeVisible();

  // 6. The customer site shows the visit reviewed, and the points it earned (1 per euro of €30).
  await page.goto('/account/?when=past');
  const past = page.getByTestId('appointment').filter({ hasText: 'Cut' });
  await expect(past.getByTestId('appointment-status')).toHaveText(account.status.completed);
  await expect(past.getByTestId('appointment-rating')).toBeVisible();
  await page.getByTestId('nav-points').click();
  const points = page.getByTestId('points-card');
  await expect(points).toContainText('Journey Salon');
  await expect(points.getByTestId('points-balance')).toContainText('30');
  await expectNoSeriousA11yViolations(page);
  await salon.api.dispose();
});
