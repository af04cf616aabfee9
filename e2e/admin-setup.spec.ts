import { randomUUID } from 'node:crypto';
import { expect, type Page, request, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { BASE, DEMO_OWNER_EMAIL, expectNoSeriousA11yViolations } from './support.ts';

const admin = resources.en.admin;
const setup = resources.en.setup;
const errors = resources.en.errors;

/** The first free time of the first week that has one, in the booking widget. */
async function chooseFirstTime(page: Page) {
  await expect(page.getByTestId('step-DateAndTime')).toBeVisible();
  for (let week = 0; week < 6; week++) {
    // Only a loaded week says which days are free; before that every day looks full.
    await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
    const day = page.locator('[data-testid^="day-"][data-available="true"]').first();
    if (await day.count()) {
      await day.click();
      await page.locator('[data-testid^="time-"]').first().click();
      await page.getByTestId('continue').click();
      return;
    }
    await page.getByTestId('next-week').click();
  }
  throw new Error('no free time in six weeks');
}

/** What the public booking API answers for a shop: its page, and a guest's booking of a service. */
async function publicAnswers(subdomain: string, serviceId: string) {
  const api = await request.newContext({ baseURL: BASE });
  const page = await api.get(`/api/public/shops/${subdomain}`);
  const booking = await api.post(`/api/public/shops/${subdomain}/bookings`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      services: [serviceId],
      start: new Date(Date.now() + 2 * 864e5).toISOString().replace(/T.*/, 'T10:00:00Z'),
      stylist: 'any',
      customer: { name: 'Early Eve', email: `early-${Date.now()}@example.com`, phone: '+4930123456' },
    },
  });
  const result = {
    page: page.status(),
    booking: booking.status(),
    code: booking.ok() ? null : (await booking.json()).error?.code,
  };
  await api.dispose();
  return result;
}

test('a new owner signs up, sets up a salon in three steps, publishes it and takes a guest booking', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `owner-${stamp}@example.com`;
  // What the wizard suggests once `studio-<stamp>` is taken under the owner's nose.
  const subdomain = `studio-${stamp}-2`;
  const salonName = `Studio ${stamp}`;
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });

  // Sign-up, reached from the sign-in page.
  await page.goto('/admin/sign-in');
  await page.getByRole('link', { name: admin.signUp.promptLink }).click();
  await expect(page).toHaveURL(/\/admin\/sign-up$/);
  await expect(page.getByRole('heading', { name: admin.signUp.title, level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(admin.signUp.name).fill('Olivia Owner');
  await page.getByLabel(admin.signIn.email).fill(DEMO_OWNER_EMAIL);
  await page.getByRole('textbox', { name: admin.signIn.password, exact: true }).fill('short');
  await page.getByRole('button', { name: admin.signUp.submit }).click();
  await expect(page.getByText(admin.signUp.validation.passwordTooShort)).toBeVisible();
  await expect(page.getByTestId('password-rule')).toHaveAttribute('data-met', 'false');

  await page.getByRole('textbox', { name: admin.signIn.password, exact: true }).fill('a long owner password');
  await expect(page.getByTestId('password-rule')).toHaveAttribute('data-met', 'true');
  await page.getByRole('button', { name: admin.signUp.submit }).click();
  await expect(page.getByText(errors.EmailAlreadyUsed)).toBeVisible();
  await expect(page.getByRole('link', { name: admin.signUp.signInInstead })).toBeVisible();

  await page.getByLabel(admin.signIn.email).fill(email);
  await page.getByRole('button', { name: admin.signUp.submit }).click();

  // Step 1: name and address. The name proposes the address; "demo" is the demo salon's.
  await expect(page).toHaveURL(/\/admin\/setup$/);
  await expect(page.getByRole('heading', { name: setup.title, level: 1 })).toBeVisible();
  const address = page.getByLabel(setup.subdomain.label);
  const preview = page.getByTestId('subdomain-preview');
  // Umlauts and ß spelt out, and the preview is the address exactly as it would be saved.
  await page.getByLabel(setup.subdomain.name).fill('Süß Salon');
  await expect(address).toHaveValue('suess-salon');
  await expect(preview).toHaveText(setup.subdomain.preview.replace('{{url}}', `${BASE}/book/suess-salon`));
  await page.getByLabel(setup.subdomain.name).fill('Demo');
  await expect(address).toHaveValue('demo');
  await expect(page.getByTestId('subdomain-error')).toHaveText(setup.subdomain.reason.taken);
  const suggestion = page.getByTestId('subdomain-suggestion');
  await expect(suggestion).toHaveText(/^Use demo-\d+$/);
  await expectNoSeriousA11yViolations(page);

  // Special characters are refused in words, with a cleaned form one click away.
  await address.fill('Hair & Co');
  await expect(page.getByTestId('subdomain-error')).toHaveText(setup.subdomain.reason.invalidCharacters);
  // No address that could never be had: the rules instead.
  await expect(preview).toHaveText(setup.subdomain.rules);
  await expect(suggestion).toHaveText('Use hair-co');
  await suggestion.click();
  await expect(address).toHaveValue('hair-co');
  await expect(preview).toHaveText(setup.subdomain.preview.replace('{{url}}', `${BASE}/book/hair-co`));
  await expect(page.getByTestId('subdomain-available')).toContainText('hair-co');

  // A free address taken by someone else before the owner presses the button: said in words,
  // with the next free form one click away.
  const wanted = `studio-${stamp}`;
  await address.fill(wanted);
  await expect(page.getByTestId('subdomain-available')).toContainText(wanted);
  const rival = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  await rival.post('/api/auth/sign-up', {
    data: { email: `rival-${stamp}@example.com`, password: 'a rival owner password', name: 'Rita Rival' },
  });
  expect((await rival.post('/api/me/shops', { data: { name: 'Rival', subdomain: wanted } })).status()).toBe(
    201,
  );
  await rival.dispose();
  await page.getByRole('button', { name: setup.subdomain.submit }).click();
  await expect(page.getByTestId('subdomain-error')).toHaveText(errors.AliasAlreadyUsed);
  await expect(suggestion).toHaveText(`Use ${subdomain}`);
  await suggestion.click();
  await expect(page.getByTestId('subdomain-available')).toContainText(subdomain);
  await page.getByRole('button', { name: setup.subdomain.submit }).click();

  // Step 2: the salon's details, hours, first service and first stylist.
  await expect(page).toHaveURL(/\/admin\/setup\?shop=[0-9a-f-]{36}&step=2$/);
  const shopId = new URL(page.url()).searchParams.get('shop') as string;
  const name = page.getByLabel(setup.details.name);
  await expect(name).toHaveValue('Demo');
  // The owner is the first stylist until told otherwise.
  await expect(page.getByTestId('stylist-name-0')).toHaveValue('Olivia Owner');
  await expectNoSeriousA11yViolations(page);

  // The standard tax rate is asked, the country's own to begin with, and follows the country.
  const taxRate = page.getByTestId('config-tax-rate');
  await expect(page.getByTestId('config-country')).toHaveValue('Germany');
  await expect(taxRate).toHaveValue('19 %');
  await page.getByTestId('config-country').fill('Portugal');
  await page.getByRole('option', { name: 'Portugal', exact: true }).click();
  await expect(taxRate).toHaveValue('23 %');

  await name.fill(salonName);
  await page.getByLabel(setup.details.address).fill('Hauptstraße 1\n10115 Berlin');
  await page.getByLabel(setup.details.phone).fill('030 1234');
  await page.getByRole('switch', { name: 'Saturday' }).uncheck();
  const monday = page.getByRole('group', { name: 'Monday' });
  await monday.getByLabel(setup.hours.lunch).check();
  await monday.getByLabel(setup.hours.breakFrom).fill('13:00');
  await monday.getByLabel(setup.hours.breakTo).fill('14:00');

  // Saving with mistakes shows each next to its field, and saves nothing.
  await page.getByRole('button', { name: setup.config.submit }).click();
  await expect(page.getByTestId('config-errors')).toHaveText(setup.config.fixFields);
  // Not a number of Portugal, the salon's country, whose numbers the message shows as an example.
  await expect(
    page.getByText(setup.validation.phoneInvalid.replace('{{example}}', '912 345 678')),
  ).toBeVisible();
  await expect(page.getByText(setup.validation.serviceNameRequired)).toBeVisible();
  await expect(page.getByText(setup.validation.priceRequired)).toBeVisible();

  await page.getByLabel(setup.details.phone).fill('+49 30 1234567');
  await page.getByTestId('service-name-0').fill('Cut & blow-dry');
  await page.getByTestId('service-duration-0').fill('45');
  // An amount that cannot be read is refused next to its field, never guessed.
  await page.getByTestId('service-price-0').fill('1.2.3');
  await expect(page.getByText(admin.money.invalid)).toBeVisible();
  // A comma typed in English where it cannot group thousands is the decimal mark: €159.50.
  await page.getByTestId('service-price-0').fill('159,50');
  await page.getByTestId('stylist-name-0').fill('Anna');
  await expect(page.getByTestId('config-errors')).toBeHidden();

  // Back keeps what was typed; the address is the salon's for good.
  await page.getByRole('button', { name: setup.actions.back }).click();
  await expect(page.getByTestId('reserved-address')).toHaveText(`${BASE}/book/${subdomain}`);
  await page.getByRole('button', { name: setup.actions.continue }).click();
  await expect(name).toHaveValue(salonName);
  await expect(page.getByTestId('service-price-0')).toHaveValue('159,50');
  await expect(page.getByRole('switch', { name: 'Saturday' })).not.toBeChecked();

  await page.getByRole('button', { name: setup.config.submit }).click();
  await expect(page).toHaveURL(/step=3$/);

  // What was saved: the details, the service for the stylist, the hours with the lunch break.
  const shop = await (await page.request.get(`/api/admin/shops/${shopId}`)).json();
  expect(shop).toMatchObject({
    name: salonName,
    address: 'Hauptstraße 1\n10115 Berlin',
    phone: '+49301234567',
    country: 'PT',
    serviceTaxRateBps: 2300,
  });
  const [service] = (await (await page.request.get(`/api/admin/shops/${shopId}/services`)).json()).items;
  const [stylist] = (await (await page.request.get(`/api/admin/shops/${shopId}/stylists`)).json()).items;
  expect(service).toMatchObject({ name: 'Cut & blow-dry', durationMinutes: 45, price: { amount: 15950 } });
  expect(stylist.name).toBe('Anna');
  expect(service.stylists.map((s: { stylistId: string }) => s.stylistId)).toEqual([stylist.id]);
  const hours = await (
    await page.request.get(`/api/admin/shops/${shopId}/stylists/${stylist.id}/hours`)
  ).json();
  expect(hours.days.map((d: { weekday: number }) => d.weekday)).toEqual([1, 2, 3, 4, 5]);
  expect(hours.days[0].intervals).toEqual([
    { start: '09:00', end: '13:00' },
    { start: '14:00', end: '18:00' },
  ]);

  // Step 3 survives a reload, and says plainly that nothing can be booked yet.
  await page.reload();
  await expect(page.getByTestId('not-live-notice')).toContainText(setup.goLive.notLiveTitle);
  await expectNoSeriousA11yViolations(page);
  expect(await publicAnswers(subdomain, service.id)).toEqual({ page: 404, booking: 404, code: 'NotFound' });

  await page.getByRole('button', { name: setup.goLive.publish, exact: true }).click();
  await expect(page.getByTestId('live-notice')).toBeVisible();
  const bookingUrl = `${BASE}/book/${subdomain}`;
  await expect(page.getByTestId('booking-link')).toHaveAttribute('href', bookingUrl);
  await expect(page.getByRole('img', { name: `QR code of ${bookingUrl}` })).toBeVisible();
  await expect(page.getByTestId('embed-snippet')).toHaveText(
    `<script src="${BASE}/embed.js" data-shop="${subdomain}" data-mode="inline"></script>`,
  );
  await page.getByText(setup.share.popup, { exact: true }).click();
  await expect(page.getByTestId('embed-snippet')).toContainText('data-mode="popup" data-label="Book now"');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: setup.share.downloadQr }).click();
  expect((await download).suggestedFilename()).toBe(`${subdomain}-booking-qr.png`);
  await expectNoSeriousA11yViolations(page);
  const published = await request.newContext({ baseURL: BASE });
  expect((await published.get(`/api/public/shops/${subdomain}`)).status()).toBe(200);
  await published.dispose();

  await page.getByRole('button', { name: setup.goLive.toDashboard }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByTestId('user-name')).toHaveText('Olivia Owner');

  // A customer books the new salon's service as a guest: in the same browser, without the owner's session.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(bookingUrl);
  await expect(guest.getByTestId('step-ChooseProduct')).toBeVisible();
  await guest.getByRole('checkbox', { name: /Cut & blow-dry/ }).check();
  await guest.getByTestId('continue').click();
  await chooseFirstTime(guest);
  await expect(guest.getByTestId('step-ChooseProvider')).toBeVisible();
  await guest.getByTestId('stylist-any').check();
  await guest.getByTestId('continue').click();
  await guest.getByTestId('continue-as-guest').click();
  await expect(guest.getByTestId('step-Customer')).toBeVisible();
  await guest.getByTestId('customer-name').fill('Gina Guest');
  await guest.getByTestId('customer-email').fill(`gina-${stamp}@example.com`);
  await guest.getByTestId('customer-phone').fill('+4930765432');
  await guest.getByTestId('continue').click();
  await expect(guest.getByTestId('step-Confirmation')).toBeVisible();
  await guest.getByTestId('confirm').click();
  await expect(guest.getByTestId('confirmed-note')).toBeVisible();
  await guestContext.close();

  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 60 * 864e5).toISOString().slice(0, 10);
  const { items } = await (
    await page.request.get(`/api/admin/shops/${shopId}/appointments?from=${from}&to=${to}`)
  ).json();
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ status: 'confirmed', source: 'online', customer: { name: 'Gina Guest' } });
});
