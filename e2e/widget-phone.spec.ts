import { expect, type Page, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { STRIPE_KEYS } from './constants.ts';
import { openOwnSalon, reachConfirmationAsGuest } from './support.ts';

const de = resources.de.booking;
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('on a phone in German, a visit inside the change window says it can no longer be changed online and offers the salon’s phone, and a long address wraps', async ({
  page,
}) => {
  const salon = await openOwnSalon({
    label: 'phone',
    shopName: 'Salon Süd',
    ownerName: 'Olga Owner',
    password: 'a good long password',
  });
  try {
    const settings = await salon.api.put(`${salon.base}/payment-settings`, {
      data: {
        stripe: STRIPE_KEYS,
        policy: { mode: 'deposit', depositKind: 'percent', depositValue: 20 },
        cancellation: { freeCancellationHours: 24, lateCancelPercent: 50, noShowPercent: 100 },
      },
    });
    expect(settings.status(), await settings.text()).toBe(200);
    const profile = await salon.api.patch(salon.base, { data: { phone: '+49 30 1234567' } });
    expect(profile.status(), await profile.text()).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('lang', 'de'));
    // Open 08:00–20:00 every day: the first free time is always less than the 24 hours of the
    // salon's change window away.
    await reachConfirmationAsGuest(page, salon.shop.subdomain, {
      name: 'Jürgen Müller-Lüdenscheidt',
      email: `juergen.mueller-luedenscheidt-${salon.key}@example.com`,
    });

    await expect(page.getByTestId('step-Confirmation')).toBeVisible();
    await expect(page.getByTestId('cancellation-policy')).toHaveText(
      de.confirm.policyClosed.replace('{{span}}', '24 Stunden'),
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByTestId('confirm').click();
    await expect(page.getByTestId('payment-step')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByTestId('pay').click();
    await expect(page.getByTestId('step-BookSuccess')).toBeVisible({ timeout: 20_000 });
    // Changes online have closed: the salon's phone, not "Change or cancel".
    await expect(page.getByTestId('change-by-phone')).toHaveText(
      de.success.closed.replace('{{shop}}', `Salon Süd ${salon.key}`),
    );
    await expect(page.getByTestId('call-salon')).toHaveAttribute('href', 'tel:+49301234567');
    await expect(page.getByTestId('call-salon')).toHaveText('030 1234567 anrufen');
    await expect(page.getByText(de.success.manage, { exact: true })).toHaveCount(0);
    // Paid and confirmed, with the run's mail server: the confirmation is on its way.
    await expect(page.getByTestId('confirmation-email')).toHaveText(de.success.emailSent);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  } finally {
    await salon.api.dispose();
  }
});
