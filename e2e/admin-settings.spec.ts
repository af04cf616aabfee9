import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { BASE, expectNoSeriousA11yViolations, signInToAdmin } from './support.ts';

const settings = resources.en.settings;

/** A 1×1 PNG, enough for the booking page to load and draw. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface OwnSalon {
  api: APIRequestContext;
  email: string;
  password: string;
  subdomain: string;
  shopId: string;
}

/** A new owner with a published salon of their own, so that nothing here touches the demo salon. */
async function openOwnSalon(): Promise<OwnSalon> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `settings-${stamp}@example.com`;
  const password = 'settings-e2e-password';
  const subdomain = `settings-${stamp}`;
  // Writes need a same-site Origin, as a browser sends it.
  const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const signedUp = await api.post('/api/auth/sign-up', { data: { email, password, name: 'Sina Settings' } });
  expect(signedUp.status()).toBe(201);
  const created = await api.post('/api/me/shops', {
    data: { name: 'Salon Einstellung', subdomain, timeZone: 'Europe/Berlin', locale: 'de' },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  // Published only with something to book: one stylist with hours and one service.
  const stylist = await (
    await api.post(`/api/admin/shops/${id}/stylists`, { data: { name: 'Rita' } })
  ).json();
  const days = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, intervals: [{ start: '09:00', end: '18:00' }] }));
  expect(
    (await api.put(`/api/admin/shops/${id}/stylists/${stylist.id}/hours`, { data: { days } })).ok(),
  ).toBe(true);
  const service = await api.post(`/api/admin/shops/${id}/services`, {
    data: {
      name: 'Cut',
      durationMinutes: 30,
      price: { amount: 3000, currency: 'EUR' },
      stylists: [{ stylistId: stylist.id }],
    },
  });
  expect(service.ok()).toBe(true);
  expect((await api.post(`/api/admin/shops/${id}/go-live`)).ok()).toBe(true);
  return { api, email, password, subdomain, shopId: id };
}

async function openTab(page: Page, name: string, path: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/settings/${path}$`));
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

/** axe once the page's fade-in is over: a half-transparent page has too little contrast by definition. */
async function checkA11y(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          !(a instanceof CSSAnimation && a.animationName.includes('fade-in')) || a.playState !== 'running',
      ),
  );
  await expectNoSeriousA11yViolations(page);
}

/** "Sat, Nov 21" as the admin app writes a shop date, with the year when it is not this year's. */
function dayLabel(date: Date): string {
  const otherYear = date.getFullYear() !== new Date().getFullYear();
  return new Intl.DateTimeFormat('en', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(otherYear && { year: 'numeric' }),
  }).format(date);
}

test('a salon owner keeps profile, booking rules, closed days, links and widget in the settings', async ({
  page,
}) => {
  const salon = await openOwnSalon();
  await signInToAdmin(page, '/settings', salon.email, salon.password);

  // /settings opens the default tab at its own address.
  await expect(page).toHaveURL(/\/admin\/settings\/profile$/);
  await expect(page.getByRole('heading', { name: settings.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-subdomain')).toHaveValue(salon.subdomain);
  // Nine tabs, payments among them for the owner.
  await expect(page.getByRole('tab')).toHaveCount(9);
  await expect(page.getByRole('tab', { name: settings.tabs.payment })).toBeVisible();
  await checkA11y(page);

  // Nothing changed yet: nothing to save.
  const saveProfile = page.getByTestId('profile-save');
  await expect(saveProfile).toBeDisabled();

  // A phone number the server refuses is explained on the field, in words.
  const address = 'Hauptstraße 5\n10115 Berlin';
  await page.getByTestId('profile-address').fill(address);
  await page.getByTestId('profile-phone').fill('call me maybe');
  await expect(saveProfile).toBeEnabled();
  await saveProfile.click();
  // The message gives an example as dialled in the salon's country (Germany).
  await expect(
    page.getByText(settings.profile.invalid.phone.replace('{{example}}', '01512 3456789')),
  ).toBeVisible();
  await expect(page.getByTestId('profile-phone')).toHaveAttribute('aria-invalid', 'true');

  // The salon's number as it is dialled in Germany, without the country code.
  await page.getByTestId('profile-phone').fill('030 1234567');
  // The salon's own address, where customers' replies to its mails go; a wrong one is explained.
  await page.getByTestId('profile-email').fill('not an address');
  await saveProfile.click();
  await expect(page.getByText(settings.profile.invalid.email)).toBeVisible();
  await page.getByTestId('profile-email').fill('Hallo@Salon.example');
  await saveProfile.click();
  await expect(page.getByText(settings.profile.saved)).toBeVisible();
  await expect(saveProfile).toBeDisabled();
  // The server keeps the number in E.164; the form shows it as it is dialled in Germany.
  await expect(page.getByTestId('profile-phone')).toHaveValue('030 1234567');
  expect((await (await salon.api.get(`/api/admin/shops/${salon.shopId}`)).json()).phone).toBe('+49301234567');
  await expect(page.getByTestId('profile-email')).toHaveValue('hallo@salon.example');

  // The standard tax rate: Germany's for this salon, then Austria's with the country, then one typed.
  const taxRate = page.getByTestId('profile-tax-rate');
  await expect(taxRate).toHaveValue('19 %');
  await page.getByTestId('profile-country').fill('Austria');
  await page.getByRole('option', { name: 'Austria', exact: true }).click();
  await expect(taxRate).toHaveValue('20 %');
  await taxRate.fill('10');
  await saveProfile.click();
  await expect(saveProfile).toBeDisabled();
  await expect(taxRate).toHaveValue('10 %');
  const saved = await (await salon.api.get(`/api/admin/shops/${salon.shopId}`)).json();
  expect(saved).toMatchObject({ country: 'AT', serviceTaxRateBps: 1000 });

  // Booking rules: 3 h 30 min notice and bookings that wait for approval.
  await openTab(page, settings.tabs.booking, 'booking');
  await checkA11y(page);
  await page.getByTestId('rules-notice-hours').fill('3');
  await page.getByTestId('rules-notice-minutes').fill('30');
  await page.getByLabel(settings.rules.requiresApproval).check();
  await page.getByTestId('rules-save').click();
  await expect(page.getByText(settings.rules.saved)).toBeVisible();

  // After a reload the same tab opens with what was saved.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/settings\/booking$/);
  await expect(page.getByTestId('rules-notice-hours')).toHaveValue('3');
  await expect(page.getByTestId('rules-notice-minutes')).toHaveValue('30');
  await expect(page.getByLabel(settings.rules.requiresApproval)).toBeChecked();

  await openTab(page, settings.tabs.profile, 'profile');
  await expect(page.getByTestId('profile-address')).toHaveValue(address);
  // The salon is in Austria now: its German number is shown with the country code.
  await expect(page.getByTestId('profile-phone')).toHaveValue('+49 30 1234567');
  await expect(page.getByTestId('profile-email')).toHaveValue('hallo@salon.example');

  // A closed day on the 15th of next month.
  await openTab(page, settings.tabs.closures, 'closures');
  await expect(page.getByTestId('closures-empty')).toBeVisible();
  await checkA11y(page);
  const now = new Date();
  const closed = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  const closedKey = `${closed.getFullYear()}-${String(closed.getMonth() + 1).padStart(2, '0')}-15`;
  await page.getByTestId('closure-date').click();
  await page.getByRole('button', { name: settings.closures.nextMonth }).click();
  await page.getByRole('button', { name: /^15 / }).click();
  await page.getByTestId('closure-name').fill('Team training');
  await page.getByTestId('closure-add').click();
  const row = page.getByTestId(`closure-${closedKey}`);
  await expect(row).toContainText('Team training');
  await expect(row).toContainText(dayLabel(closed));

  // The same day again is refused next to the date.
  await page.getByTestId('closure-date').click();
  await page.getByRole('button', { name: settings.closures.nextMonth }).click();
  await page.getByRole('button', { name: /^15 / }).click();
  await page.getByTestId('closure-name').fill('Twice');
  await page.getByTestId('closure-add').click();
  await expect(page.getByText(settings.closures.invalid.dateTaken)).toBeVisible();

  // A Google booking link, shown as the full address to copy.
  await openTab(page, settings.tabs.links, 'links');
  const alias = salon.subdomain.replace('settings-', 'g-');
  // The preview is the link as it will be saved, or the rules and an error when it would be refused.
  const preview = page.getByTestId('link-preview');
  await expect(preview).toHaveText(settings.links.aliasRules);
  await page.getByTestId('link-alias').fill(`-${alias} now`);
  await expect(preview).toHaveText(settings.links.aliasRules);
  await expect(page.getByText(settings.links.invalid.alias)).toBeVisible();
  await page.getByTestId('link-alias').fill(alias.toUpperCase());
  await expect(page.getByTestId('link-alias')).toHaveValue(alias);
  await expect(preview).toHaveText(settings.links.aliasHint.replace('{{url}}', `${BASE}/b/${alias}`));
  await page.getByLabel(settings.links.kindGoogle).check();
  await page.getByTestId('link-add').click();
  await expect(page.getByTestId(`link-${alias}`)).toContainText(`${BASE}/b/${alias}`);
  await expect(page.getByTestId('links-google')).toContainText(`${BASE}/b/${alias}`);
  await checkA11y(page);
  // A name that is taken is said in words, on the field.
  await page.getByTestId('link-alias').fill(alias);
  await page.getByTestId('link-add').click();
  await expect(page.getByText(settings.links.invalid.taken)).toBeVisible();

  // The widget's colour, and the code to put on a website.
  await openTab(page, settings.tabs.widget, 'widget');
  await expect(page.getByTestId('embed-inline-code')).toHaveText(
    `<script src="${BASE}/embed.js" data-shop="${salon.subdomain}" data-mode="inline"></script>`,
  );
  await expect(page.getByTestId('embed-popup-code')).toContainText(
    `data-shop="${salon.subdomain}" data-mode="popup" data-label="${settings.widget.embed.defaultLabel}"`,
  );
  await expect(page.getByTestId('widget-booking-url')).toHaveText(`${BASE}/book/${salon.subdomain}`);
  await page.getByTestId('widget-color').fill('#1864ab');
  await page.getByTestId('widget-color').press('Tab');
  await page.getByTestId('widget-save').click();
  await expect(page.getByText(settings.widget.saved)).toBeVisible();
  await checkA11y(page);

  // A logo file, uploaded at once: shown in the tab, then on the booking page without a policy error.
  await expect(page.getByText(settings.widget.logoNone)).toBeVisible();
  await page
    .getByTestId('widget-logo')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByText(settings.widget.logoUploaded)).toBeVisible();
  await expect(page.getByTestId('widget-logo-preview')).toBeVisible();
  const bookingPage = await page.context().newPage();
  const refused: string[] = [];
  bookingPage.on('console', (message) => {
    if (/Content Security Policy|Failed to load resource/i.test(message.text())) refused.push(message.text());
  });
  await bookingPage.goto(`/book/${salon.subdomain}`);
  const logo = bookingPage.locator('img.logo');
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /^\/api\/public\/shops\/settings-[^/]+\/logo\/[0-9a-f]{64}$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  expect(refused).toEqual([]);
  await bookingPage.close();

  // The booking page gets what was saved.
  const publicShop = await (await salon.api.get(`/api/public/shops/${salon.subdomain}`)).json();
  expect(publicShop.branding.color).toBe('#1864ab');
  expect(publicShop.shop.address).toBe(address);
  expect(publicShop.shop.phone).toBe('+49301234567');
  expect(publicShop.shop.minNoticeMinutes).toBe(210);
  expect(publicShop.shop.requiresApproval).toBe(true);

  // /settings opens the tab chosen last, remembered in the spec's session cookie.
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/settings\/widget$/);
  const tabSetting = (await page.context().cookies()).find((cookie) => cookie.name === 'salon_tabSetting');
  expect(tabSetting).toMatchObject({ value: 'widget', path: '/' });
  await salon.api.dispose();
});

test('leaving a tab with unsaved changes asks first', async ({ page }) => {
  const salon = await openOwnSalon();
  await signInToAdmin(page, '/settings/profile', salon.email, salon.password);
  await page.getByTestId('profile-name').fill('Salon Neu');
  await page.getByRole('tab', { name: settings.tabs.booking }).click();
  await expect(page.getByRole('dialog', { name: settings.unsaved.title })).toBeVisible();
  await page.getByRole('button', { name: settings.unsaved.stay }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveValue('Salon Neu');

  await page.getByRole('tab', { name: settings.tabs.booking }).click();
  await page.getByRole('button', { name: settings.unsaved.leave }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/booking$/);
  await openTab(page, settings.tabs.profile, 'profile');
  await expect(page.getByTestId('profile-name')).toHaveValue('Salon Einstellung');

  // The arrow keys move between tabs, each at its address, and the focus stays on the tabs.
  await page.getByRole('tab', { name: settings.tabs.profile }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/admin\/settings\/booking$/);
  await expect(page.getByRole('tab', { name: settings.tabs.booking })).toBeFocused();
  await salon.api.dispose();
});

test.describe('on a phone in German', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the notifications tab fits and keeps what is saved', async ({ page }) => {
    const de = resources.de.settings.notifications;
    const salon = await openOwnSalon();
    await signInToAdmin(page, '/settings/notifications', salon.email, salon.password);
    await expect(page.getByTestId('notifications-form')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lang', 'de'));
    await page.reload();
    await expect(page.getByRole('heading', { name: de.title })).toBeVisible({ timeout: 30_000 });

    const reminder = page.getByRole('textbox', { name: de.reminderHours });
    await expect(reminder).toHaveValue(`24 ${de.hoursSuffix}`);
    await reminder.fill('48');
    // On a phone the bottom bar may cover the switch: the keyboard reaches it wherever it is.
    const birthday = page.getByRole('switch', { name: new RegExp(`^${de.birthdayGreetings}`) });
    await birthday.focus();
    await page.keyboard.press('Space');
    await expect(birthday).toBeChecked();
    await page.getByTestId('notifications-save').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(de.saved)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: de.reminderHours })).toHaveValue(`48 ${de.hoursSuffix}`);
    await expect(page.getByRole('switch', { name: new RegExp(`^${de.birthdayGreetings}`) })).toBeChecked();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await checkA11y(page);

    // Every other tab fits the phone in German too.
    const tabs = resources.de.settings.tabs;
    for (const [path, name] of Object.entries(tabs)) {
      if (path === 'label') continue;
      await openTab(page, name, path);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(wide, `${path} on a phone in German`).toBeLessThanOrEqual(0);
    }
    await salon.api.dispose();
  });
});
