import { expect, type Page, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { STRIPE_KEYS } from './constants.ts';
import { expectNoSeriousA11yViolations, openOwnSalon, signInToAdmin } from './support.ts';

const de = resources.de.settings.payment;
const deServices = resources.de.services;
const publishableKey = 'pk_test_51E2eStandInPublishable01';
const webhookSecret = 'whsec_E2eStandInSigningSecret0042';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const radio = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });

test('an owner in German sets up online payments on a phone, and a service’s own deposit on a desktop', async ({
  page,
}) => {
  const salon = await openOwnSalon({
    label: 'payments',
    shopName: 'Zahl Salon',
    ownerName: 'Zora Zahl',
    password: 'correct horse battery',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToAdmin(page, '/settings/payment', salon.email, salon.password);
  await expect(page.getByTestId('payment-form')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => localStorage.setItem('lang', 'de'));
  await page.reload();
  await expect(page.getByRole('heading', { name: de.title, level: 2 })).toBeVisible({ timeout: 30_000 });

  // Without keys, no deposit: the tab says why.
  await expect(page.getByTestId('payment-needs-keys')).toHaveText(de.needsKeys);
  await expect(radio(page, de.modes.deposit)).toBeDisabled();
  await expect(page.getByTestId('payment-currency')).toHaveValue('EUR · Euro');

  // The keys, stored: the secrets are never shown again, only their last four characters.
  await page.getByLabel(new RegExp(`^${de.publishableKey}`)).fill(publishableKey);
  await page.getByTestId('payment-secretKey-input').fill(STRIPE_KEYS.secretKey);
  await page.getByTestId('payment-webhookSecret-input').fill(webhookSecret);
  await page.getByTestId('payment-save').click();
  await expect(page.getByText(de.saved)).toBeVisible();
  await expect(page.getByTestId('payment-secretKey-stored')).toHaveText('Gespeichert: •••• 0001');
  await expect(page.getByTestId('payment-webhookSecret-stored')).toHaveText('Gespeichert: •••• 0042');
  await expect(page.getByTestId('payment-secretKey-input')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('payment-secretKey-stored')).toBeVisible({ timeout: 30_000 });
  const html = await page.content();
  expect(html).not.toContain(STRIPE_KEYS.secretKey);
  expect(html).not.toContain(webhookSecret);

  // The connection, tested against the stand-in.
  await page.getByTestId('payment-test-connection').click();
  await expect(page.getByTestId('payment-connection-result')).toHaveText(
    de.test.okAccount.replace('{{account}}', 'acct_standin0001').replace('{{mode}}', de.modeTest),
  );

  // A 20 % deposit with moderate terms, and the sentence customers will read.
  await radio(page, de.modes.deposit).check({ force: true });
  await page.getByTestId('payment-deposit-percent').fill('20');
  // The four presets fit the phone: none is cut off at the card's edge.
  expect(await page.getByTestId('payment-preset').evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  await page.getByTestId('payment-preset').getByText(de.presets.moderate).click();
  await expect(page.getByTestId('payment-late-percent')).toHaveValue('50');
  await expect(page.getByTestId('payment-summary')).toHaveText(
    'Bei der Buchung wird eine Anzahlung von 20 % des Preises online bezahlt, der Rest im Salon. ' +
      'Sie können bis 24 Stunden vor Ihrem Termin kostenlos stornieren. ' +
      'Spätere Stornierungen kosten 50 % des Preises der Leistung. ' +
      'Nichterscheinen kostet 100 % des Preises der Leistung.',
  );
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('payment-save').click();
  await expect(page.getByText(de.saved).first()).toBeVisible();
  const stored = await (await salon.api.get(`${salon.base}/payment-settings`)).json();
  expect(stored.policy).toEqual({ mode: 'deposit', depositKind: 'percent', depositValue: 20 });
  expect(stored.cancellation).toEqual({
    freeCancellationHours: 24,
    lateCancelPercent: 50,
    noShowPercent: 100,
  });

  // On a desktop: the cut gets its own fixed deposit, typed the German way.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/services');
  await page.getByTestId(`service-edit-${salon.serviceId}`).click();
  const dialog = page.getByRole('dialog', { name: deServices.service.editTitle });
  await expect(
    dialog.getByText(deServices.service.payment.salonPolicy.replace('{{policy}}', 'Anzahlung 20 %')),
  ).toBeVisible();
  await radio(page, deServices.service.payment.modes.deposit).check({ force: true });
  await radio(page, deServices.service.payment.fixed).check({ force: true });
  await dialog.getByTestId('service-deposit-amount').fill('10,00');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByTestId('service-save').click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId(`service-row-${salon.serviceId}`).getByTestId('service-payment-policy'),
  ).toHaveText('Anzahlung 10,00 €');
  const service = await (await salon.api.get(`${salon.base}/services/${salon.serviceId}`)).json();
  expect(service.paymentPolicy).toEqual({ mode: 'deposit', depositKind: 'fixed', depositValue: 1000 });

  // Back in the settings at desktop width: the override is kept by a save of the tab.
  await page.goto('/admin/settings/payment');
  await expect(page.getByTestId('payment-form')).toBeVisible({ timeout: 30_000 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await salon.api.dispose();
});
