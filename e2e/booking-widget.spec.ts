import { createServer, type Server } from 'node:http';
import { expect, type FrameLocator, type Page, request, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { MAIL_FILE, PORT } from './constants.ts';
import { mailsTo } from './mail-catcher.ts';
import { BASE, expectNoSeriousA11yViolations, signedInApi, signInToAdmin } from './support.ts';

type Scope = Page | FrameLocator;
const booking = (lang: keyof typeof resources) => resources[lang].booking;

async function chooseServices(scope: Scope, names: RegExp[]) {
  await expect(scope.getByTestId('step-ChooseProduct')).toBeVisible();
  for (const name of names) await scope.getByRole('checkbox', { name }).check();
  await scope.getByTestId('continue').click();
}

/** The first free time of the first week that has one; returns its ISO start. */
async function chooseFirstTime(scope: Scope): Promise<string> {
  await expect(scope.getByTestId('step-DateAndTime')).toBeVisible();
  for (let week = 0; week < 6; week++) {
    // Only a loaded week says which days are free; before that every day looks full.
    await expect(scope.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
    const day = scope.locator('[data-testid^="day-"][data-available="true"]').first();
    if (await day.count()) {
      await day.click();
      const time = scope.locator('[data-testid^="time-"]').first();
      const start = (await time.getAttribute('data-start')) as string;
      await time.click();
      await scope.getByTestId('continue').click();
      return start;
    }
    await scope.getByTestId('next-week').click();
  }
  throw new Error('no free time in six weeks');
}

async function chooseAnyone(scope: Scope) {
  await expect(scope.getByTestId('step-ChooseProvider')).toBeVisible();
  await scope.getByTestId('stylist-any').check();
  await scope.getByTestId('continue').click();
}

async function asGuest(scope: Scope, guest: { name: string; email: string; phone: string }) {
  await scope.getByTestId('continue-as-guest').click();
  await expect(scope.getByTestId('step-Customer')).toBeVisible();
  await scope.getByTestId('customer-name').fill(guest.name);
  await scope.getByTestId('customer-email').fill(guest.email);
  await scope.getByTestId('customer-phone').fill(guest.phone);
  await scope.getByTestId('continue').click();
}

async function appointmentsOfCustomer(email: string) {
  const { api, shopId } = await signedInApi();
  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const res = await api.get(
    `/api/admin/shops/${shopId}/appointments?from=${iso(today)}&to=${iso(new Date(today.getTime() + 60 * 864e5))}`,
  );
  const { items } = await res.json();
  await api.dispose();
  return (
    items as {
      customer: { email: string; name: string; phone: string | null } | null;
      source: string;
      link: { alias: string } | null;
      items: { serviceName: string }[];
    }[]
  ).filter((a) => a.customer?.email === email);
}

test('a new customer signs up and books two services with anyone', async ({ page }) => {
  const email = `new-${Date.now()}@example.com`;
  await page.goto('/book/demo');
  await expectNoSeriousA11yViolations(page);
  await chooseServices(page, [/Men’s cut/, /Beard trim/]);
  await chooseFirstTime(page);
  await expectNoSeriousA11yViolations(page);
  await chooseAnyone(page);

  await expect(page.getByTestId('step-Login')).toBeVisible();
  await page.getByTestId('go-sign-up').click();
  await page.getByTestId('signup-name').fill('Nina New');
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill('a good long password');
  // An account needs a phone number as a guest booking does; the German salon reads a local one.
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-phone-error')).toHaveText(booking('en').fields.phoneMissing);
  await page.getByTestId('signup-phone').fill('0176 7654321');
  await page.getByTestId('signup-submit').click();

  await expect(page.getByTestId('step-Customer')).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
  // What the sign-up gave is filled in: nothing more to type.
  await expect(page.getByTestId('customer-name')).toHaveValue('Nina New');
  await expect(page.getByTestId('customer-phone')).toHaveValue('0176 7654321');
  await page.getByTestId('continue').click();

  await expect(page.getByTestId('step-Confirmation')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('confirmed-note')).toBeVisible();
  await expect(page.getByTestId('booking-services')).toContainText('Men’s cut');
  await expect(page.getByTestId('booking-services')).toContainText('Beard trim');
  // Signed in, "My appointments" is offered once, among the success page's next steps.
  const myAppointments = page.getByRole('link', { name: booking('en').account.myAppointments });
  await expect(myAppointments).toHaveCount(1);
  await expect(myAppointments).toHaveAttribute('data-testid', 'success-my-appointments');
  await expectNoSeriousA11yViolations(page);

  const [appointment] = await appointmentsOfCustomer(email);
  expect(appointment?.source).toBe('online');
  expect(appointment?.items.map((i) => i.serviceName)).toEqual(['Men’s cut', 'Beard trim']);
});

test('a guest of the German demo salon gives a local mobile number, kept in E.164 and shown nationally', async ({
  page,
}) => {
  const email = `local-${Date.now()}@example.com`;
  const en = booking('en');
  await page.goto('/book/demo');
  await chooseServices(page, [/Men’s cut/]);
  await chooseFirstTime(page);
  await chooseAnyone(page);
  await page.getByTestId('continue-as-guest').click();
  await expect(page.getByTestId('step-Customer')).toBeVisible();
  // The placeholder is a German mobile number, as dialled in Germany.
  await expect(page.getByTestId('customer-phone')).toHaveAttribute('placeholder', '01512 3456789');
  await page.getByTestId('customer-name').fill('Lotte Local');
  await page.getByTestId('customer-email').fill(email);
  await page.getByTestId('customer-phone').fill('017');
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('customer-phone-error')).toHaveText(en.fields.phoneTooShort);
  await page.getByTestId('customer-phone').fill('0176 1234567');
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('step-Confirmation')).toBeVisible();
  await expect(page.getByTestId('confirmation-summary')).toContainText('0176 1234567');
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('confirmed-note')).toBeVisible();

  const { api, shopId } = await signedInApi();
  const found = await (
    await api.get(`/api/admin/shops/${shopId}/customers?q=${encodeURIComponent(email)}`)
  ).json();
  await api.dispose();
  expect(found.items).toEqual([expect.objectContaining({ name: 'Lotte Local', phone: '+491761234567' })]);

  await signInToAdmin(page, `/customers/${found.items[0].id}`);
  await expect(page.getByTestId('customer-title')).toHaveText('Lotte Local');
  await expect(page.getByTestId('customer-phone')).toHaveValue('0176 1234567');
});

test('Continue with nothing chosen says to choose a service; a name the server refuses is marked under it', async ({
  page,
}) => {
  const en = booking('en');
  await page.goto('/book/demo');
  await expect(page.getByTestId('step-ChooseProduct')).toBeVisible();
  const next = page.getByTestId('continue');
  await next.click();
  // Beside the button just pressed, in sight however long the menu, and read out with it.
  const hint = page.getByTestId('choose-one');
  await expect(hint).toHaveText(en.product.chooseOne);
  await expect(hint).toHaveAttribute('role', 'alert');
  await expect(hint).toBeInViewport();
  await expect(next).toHaveAccessibleDescription(en.product.chooseOne);
  await expect(page.getByTestId('step-ChooseProduct')).toBeVisible();

  await chooseServices(page, [/Men’s cut/]);
  await chooseFirstTime(page);
  await chooseAnyone(page);
  await page.getByTestId('continue-as-guest').click();
  await expect(page.getByTestId('step-Customer')).toBeVisible();
  // The inputs take as much as the server does, no more.
  for (const [field, max] of [
    ['customer-name', '120'],
    ['customer-email', '254'],
    ['customer-phone', '40'],
    ['customer-note', '1000'],
  ] as const) {
    await expect(page.getByTestId(field)).toHaveAttribute('maxlength', max);
  }
  // A tab pasted into the name passes the page's own checks; the server refuses the field by name.
  await page.getByTestId('customer-name').fill('Tabea\tPasted');
  await page.getByTestId('customer-email').fill(`pasted-${Date.now()}@example.com`);
  await page.getByTestId('customer-phone').fill('+49 30 1234567');
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('step-Confirmation')).toBeVisible();
  await page.getByTestId('confirm').click();

  await expect(page.getByTestId('step-Customer')).toBeVisible();
  await expect(page.getByTestId('step-notice')).toHaveText(en.notices.checkDetails);
  await expect(page.getByTestId('customer-name-error')).toHaveText(en.fields.controlCharacters);
  await expect(page.getByTestId('customer-name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('customer-name')).toBeFocused();
  await expect(page.getByTestId('customer-email-error')).toHaveCount(0);
  await page.getByTestId('customer-name').fill('Tabea Pasted');
  await expect(page.getByTestId('customer-name-error')).toHaveCount(0);
  await page.getByTestId('continue').click();
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('confirmed-note')).toBeVisible();
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('a returning customer books with a code sent by e-mail', async ({ page }) => {
    const email = `back-${Date.now()}@example.com`;
    const api = await request.newContext({ baseURL: BASE });
    await api.post('/api/auth/sign-up', {
      data: { email, password: 'returning customer', name: 'Rita Back', locale: 'de' },
    });
    await api.dispose();

    await page.goto('/book/demo');
    await expect(page.getByTestId('step-heading')).toHaveText(booking('de').steps.ChooseProduct);
    await chooseServices(page, [/Wash & blow-dry/]);
    await chooseFirstTime(page);
    await chooseAnyone(page);

    await page.getByTestId('go-login-by-email').click();
    await expect(page.getByTestId('step-heading')).toHaveText(booking('de').steps.LoginByEmail);
    await page.getByTestId('code-email').fill(email);
    await page.getByTestId('code-send').click();
    await expect(page.getByTestId('code-input')).toBeVisible();
    await expect.poll(() => mailsTo(MAIL_FILE, email).length).toBeGreaterThan(0);
    const mail = mailsTo(MAIL_FILE, email).at(-1) as string;
    expect(mail).toMatch(/Ihr Anmeldecode/);
    const code = /\b(\d{6})\b/.exec(mail)?.[1] as string;
    await page.getByTestId('code-input').fill(code);
    await page.getByTestId('code-submit').click();

    await expect(page.getByTestId('step-Customer')).toBeVisible();
    await expect(page.getByTestId('signed-in-as')).toContainText(email);
    // The account has a name but no phone: the salon needs one to reach her.
    await expect(page.getByTestId('customer-name')).toHaveValue('Rita Back');
    await expect(page.getByTestId('customer-phone')).toHaveValue('');
    await page.getByTestId('continue').click();
    await expect(page.getByTestId('customer-phone-error')).toHaveText(booking('de').fields.phoneMissing);
    await page.getByTestId('customer-phone').fill('0176 2223334');
    await page.getByTestId('continue').click();
    await expect(page.getByTestId('step-heading')).toHaveText(booking('de').steps.Confirmation);
    await page.getByTestId('confirm').click();
    await expect(page.getByTestId('step-heading')).toHaveText(booking('de').steps.BookSuccess);
    const [appointment] = await appointmentsOfCustomer(email);
    expect(appointment?.customer).toMatchObject({ name: 'Rita Back', phone: '+491762223334' });
  });
});

test('an account whose address the salon knows from a guest booking is asked for the e-mailed code, then books', async ({
  page,
}) => {
  const email = `known-${Date.now()}@example.com`;
  // A guest booking first: the salon now has a record of this address, with its visit.
  await page.goto('/book/demo');
  await chooseServices(page, [/Beard trim/]);
  await chooseFirstTime(page);
  await chooseAnyone(page);
  await page.getByTestId('continue-as-guest').click();
  await page.getByTestId('customer-name').fill('Kim Known');
  await page.getByTestId('customer-email').fill(email);
  await page.getByTestId('customer-phone').fill('0176 5550123');
  await page.getByTestId('continue').click();
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('confirmed-note')).toBeVisible();

  // Then an account of the same address with a password: not proof that the address is theirs.
  await page.goto('/book/demo');
  await chooseServices(page, [/Men’s cut/]);
  await chooseFirstTime(page);
  await chooseAnyone(page);
  await page.getByTestId('go-sign-up').click();
  await page.getByTestId('signup-name').fill('Kim Known');
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill('a good long password');
  await page.getByTestId('signup-phone').fill('0176 5550123');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('step-Customer')).toBeVisible();
  await page.getByTestId('continue').click();
  await page.getByTestId('confirm').click();

  // The widget asks for the code sent to the address, with the address filled in.
  await expect(page.getByTestId('step-LoginByEmail')).toBeVisible();
  await expect(page.getByTestId('step-notice')).toHaveText(booking('en').notices.verifyToBook);
  await expect(page.getByTestId('code-email')).toHaveValue(email);
  const before = mailsTo(MAIL_FILE, email).length;
  await page.getByTestId('code-send').click();
  await expect.poll(() => mailsTo(MAIL_FILE, email).length).toBeGreaterThan(before);
  const code = /\b(\d{6})\b/.exec(mailsTo(MAIL_FILE, email).at(-1) ?? '')?.[1] as string;
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('code-submit').click();
  await expect(page.getByTestId('step-Customer')).toBeVisible();
  await page.getByTestId('continue').click();
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('confirmed-note')).toBeVisible();
  expect(await appointmentsOfCustomer(email)).toHaveLength(2);
});

test('a new address signs in with an e-mailed code and is asked for a name and a phone before booking', async ({
  page,
}) => {
  const email = `cody-${Date.now()}@example.com`;
  const en = booking('en');
  await page.goto('/book/demo');
  await chooseServices(page, [/Men’s cut/]);
  await chooseFirstTime(page);
  await chooseAnyone(page);
  await page.getByTestId('go-login-by-email').click();
  await page.getByTestId('code-email').fill(email);
  await page.getByTestId('code-send').click();
  await expect(page.getByTestId('code-input')).toBeVisible();
  await expect.poll(() => mailsTo(MAIL_FILE, email).length).toBeGreaterThan(0);
  const code = /\b(\d{6})\b/.exec(mailsTo(MAIL_FILE, email).at(-1) ?? '')?.[1] as string;
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('code-submit').click();

  // Nobody gave a name or a phone yet: the address's local part is no name.
  await expect(page.getByTestId('step-Customer')).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
  await expect(page.getByTestId('customer-name')).toHaveValue('');
  await expect(page.getByTestId('customer-phone')).toHaveValue('');
  await expect(page.getByTestId('customer-email')).toHaveCount(0);
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('customer-name-error')).toHaveText(en.fields.nameInvalid);
  await expect(page.getByTestId('customer-phone-error')).toHaveText(en.fields.phoneMissing);
  await expect(page.getByTestId('step-Customer')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('customer-name').fill('Cody Crane');
  await page.getByTestId('customer-phone').fill('0176 3334445');
  await page.getByTestId('continue').click();

  await expect(page.getByTestId('step-Confirmation')).toBeVisible();
  await expect(page.getByTestId('confirmation-summary')).toContainText('Cody Crane');
  await expect(page.getByTestId('confirmation-summary')).toContainText('0176 3334445');
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('confirmed-note')).toBeVisible();
  const [appointment] = await appointmentsOfCustomer(email);
  expect(appointment?.customer).toMatchObject({ name: 'Cody Crane', phone: '+491763334445' });

  // The next booking fills in what the salon now knows.
  await page.getByTestId('book-another').click();
  await chooseServices(page, [/Beard trim/]);
  await chooseFirstTime(page);
  await chooseAnyone(page);
  await expect(page.getByTestId('step-Customer')).toBeVisible();
  await expect(page.getByTestId('customer-name')).toHaveValue('Cody Crane');
  await expect(page.getByTestId('customer-phone')).toHaveValue('0176 3334445');
});

test('a booking through the salon’s Google link counts as Google and names the link; a typed source does not', async ({
  page,
}) => {
  const { api, shopId } = await signedInApi();
  const alias = `g-${Date.now().toString(36)}`;
  const created = await api.post(`/api/admin/shops/${shopId}/aliases`, { data: { alias, kind: 'google' } });
  expect(created.status()).toBe(201);
  await api.dispose();

  const viaLink = `link-${Date.now()}@example.com`;
  await page.goto(`/b/${alias}`);
  await expect(page).toHaveURL(new RegExp(`/book/demo\\?link=${alias}$`));
  await chooseServices(page, [/Men’s cut/]);
  await chooseFirstTime(page);
  await chooseAnyone(page);
  await asGuest(page, { name: 'Lina Link', email: viaLink, phone: '0176 4445556' });
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('confirmed-note')).toBeVisible();
  const [fromGoogle] = await appointmentsOfCustomer(viaLink);
  expect(fromGoogle).toMatchObject({ source: 'google', link: { alias } });

  const typed = `typed-${Date.now()}@example.com`;
  await page.goto('/book/demo?source=google');
  await chooseServices(page, [/Men’s cut/]);
  await chooseFirstTime(page);
  await chooseAnyone(page);
  await asGuest(page, { name: 'Tom Typed', email: typed, phone: '0176 5556667' });
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('confirmed-note')).toBeVisible();
  const [plain] = await appointmentsOfCustomer(typed);
  expect(plain).toMatchObject({ source: 'online', link: null });
});

test.describe('embedded on another site', () => {
  let site: Server;
  const sitePort = PORT + 90;
  test.beforeAll(async () => {
    site = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`<!doctype html><html lang="en"><head><title>Hair by the sea</title></head><body>
        <main><h1>Hair by the sea</h1><p>Book your visit online.</p>
        <script src="${BASE}/embed.js" data-shop="demo" data-mode="popup" data-label="Book now"></script></main></body></html>`);
    });
    await new Promise<void>((resolve) => site.listen(sitePort, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  test('a guest books in the popup, which grows with its content', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${sitePort}/`);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Book now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('iframe[title="Book an appointment"]');
    const iframe = page.locator('iframe[title="Book an appointment"]');
    // One close button: the dialog's own, none inside the widget as well.
    await expect(frame.getByTestId('step-ChooseProduct')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(1);
    await expect(frame.getByRole('button', { name: /close/i })).toHaveCount(0);

    await chooseServices(frame, [/Kids’ cut/]);
    const heightOnTimes = (await iframe.boundingBox())?.height ?? 0;
    await chooseFirstTime(frame);
    await chooseAnyone(frame);
    await asGuest(frame, {
      name: 'Gabi Guest',
      email: `embed-${Date.now()}@example.com`,
      phone: '+351 912 345 678',
    });
    await expect(frame.getByTestId('step-Confirmation')).toBeVisible();
    await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).not.toBe(heightOnTimes);
    await frame.getByTestId('confirm').click();
    await expect(frame.getByTestId('confirmed-note')).toBeVisible();
    // The confirmation e-mail is on its way, and the page says so.
    await expect(frame.getByTestId('confirmation-email')).toHaveText(booking('en').success.emailSent);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Book now' })).toBeFocused();
  });
});

test('the second of two customers confirming the same time is sent back to choose another', async ({
  browser,
}) => {
  const [first, second] = await Promise.all([browser.newPage(), browser.newPage()]);
  let start = '';
  for (const page of [first, second]) {
    await page.goto(`${BASE}/book/demo`);
    await chooseServices(page, [/Highlights/]);
    const chosen = await chooseFirstTime(page);
    start ||= chosen;
    expect(chosen).toBe(start);
    // One named stylist, so the time is that stylist's only chair.
    await expect(page.getByTestId('step-ChooseProvider')).toBeVisible();
    await page.locator('[data-testid^="stylist-"]:not([data-testid="stylist-any"])').first().check();
    await page.getByTestId('continue').click();
    await asGuest(page, {
      name: 'Racing Rae',
      email: `race-${Math.random()}@example.com`,
      phone: '+4930123456',
    });
    await expect(page.getByTestId('step-Confirmation')).toBeVisible();
  }
  await first.getByTestId('confirm').click();
  await expect(first.getByTestId('confirmed-note')).toBeVisible();

  await second.getByTestId('confirm').click();
  await expect(second.getByTestId('step-DateAndTime')).toBeVisible();
  await expect(second.getByTestId('step-notice')).toHaveText(booking('en').notices.slotTaken);
  const other = await chooseFirstTime(second);
  expect(other).not.toBe(start);
  await second.locator('[data-testid^="stylist-"]').first().check();
  await second.getByTestId('continue').click();
  // The guest's details are kept: past the sign-in choice they are already filled in.
  await second.getByTestId('continue-as-guest').click();
  await expect(second.getByTestId('customer-name')).toHaveValue('Racing Rae');
  await second.getByTestId('continue').click();
  await expect(second.getByTestId('step-Confirmation')).toBeVisible();
  await second.getByTestId('confirm').click();
  await expect(second.getByTestId('confirmed-note')).toBeVisible();
});

test('a stylist who takes longer and charges more is confirmed at their own figures', async ({ page }) => {
  // Sofia's hair treatment takes 50 min for €42, where the menu says 30 min for €28.
  const { api, shopId } = await signedInApi();
  const services = (await (await api.get(`/api/admin/shops/${shopId}/services`)).json()).items as {
    id: string;
    name: string;
    stylists: { stylistId: string; durationMinutes: number | null; priceAmount: number | null }[];
  }[];
  const stylists = (await (await api.get(`/api/admin/shops/${shopId}/stylists`)).json()).items as {
    id: string;
    name: string;
  }[];
  const treatment = services.find((s) => s.name === 'Hair treatment') as (typeof services)[number];
  const sofia = stylists.find((s) => s.name === 'Sofia')?.id as string;
  const performers = (own: boolean) =>
    treatment.stylists.map((p) =>
      p.stylistId === sofia && own ? { ...p, durationMinutes: 50, priceAmount: 4200 } : p,
    );
  const patch = (own: boolean) =>
    api.patch(`/api/admin/shops/${shopId}/services/${treatment.id}`, { data: { stylists: performers(own) } });
  expect((await patch(true)).ok()).toBe(true);

  try {
    await page.goto('/book/demo');
    await chooseServices(page, [/Hair treatment/]);
    await page.getByTestId('stylist-filter').selectOption(sofia);
    const start = await chooseFirstTime(page);
    await expect(page.getByTestId('step-ChooseProvider')).toBeVisible();
    await expect(page.getByTestId(`stylist-${sofia}`)).toBeChecked();
    await expect(page.getByTestId(`figures-${sofia}`)).toContainText('€42.00');
    await page.getByTestId('continue').click();
    const email = `sofia-${Date.now()}@example.com`;
    await asGuest(page, { name: 'Tara Treat', email, phone: '+4930123456' });

    await expect(page.getByTestId('step-Confirmation')).toBeVisible();
    await expect(page.getByTestId('summary-price')).toHaveText('€42.00');
    const shownTime = (await page.getByTestId('summary-time').textContent()) as string;
    await page.getByTestId('confirm').click();
    await expect(page.getByTestId('confirmed-note')).toBeVisible();
    // What was confirmed is what the server booked: her price, and her end 50 minutes after the start.
    await expect(page.getByTestId('booking-price')).toHaveText('€42.00');
    await expect(page.getByTestId('booking-time')).toHaveText(shownTime);
    const [appointment] = (await appointmentsOfCustomer(email)) as unknown as {
      start: string;
      end: string;
      price: { amount: number };
    }[];
    expect(appointment?.price.amount).toBe(4200);
    expect(Date.parse(appointment?.end ?? '') - Date.parse(start)).toBe(50 * 60_000);
  } finally {
    expect((await patch(false)).ok()).toBe(true);
    await api.dispose();
  }
});

test('the manage link reschedules, cancels, and past the window says until when changes were possible', async ({
  page,
}) => {
  const api = await request.newContext({ baseURL: BASE });
  const shop = await (await api.get('/api/public/shops/demo')).json();
  const cut = shop.services.find((s: { name: string }) => s.name === 'Men’s cut');
  const from = new Date(Date.now() + 3 * 864e5).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 12 * 864e5).toISOString().slice(0, 10);
  const days = (
    await (
      await api.get(`/api/public/shops/demo/availability?services=${cut.id}&from=${from}&to=${to}`)
    ).json()
  ).days;
  const slots = days.flatMap((d: { slots: { start: string }[] }) => d.slots);
  const created = await api.post('/api/public/shops/demo/bookings', {
    data: {
      services: [cut.id],
      start: slots[0].start,
      stylist: 'any',
      customer: { name: 'Manny', email: `manage-${Date.now()}@example.com`, phone: '+4930123456' },
    },
  });
  expect(created.status()).toBe(201);
  const token = (await created.json()).booking.manageToken;

  await page.goto(`/book/manage/${token}`);
  await expect(page.getByTestId('manage-mode-view')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('manage-reschedule').click();
  const newStart = await (async () => {
    const day = page.locator('[data-testid^="day-"][data-available="true"]').last();
    await day.click();
    const time = page.locator('[data-testid^="time-"]').last();
    const start = (await time.getAttribute('data-start')) as string;
    await time.click();
    return start;
  })();
  await page.getByTestId('manage-reschedule-confirm').click();
  await expect(page.getByTestId('manage-outcome')).toBeVisible();
  const moved = await (await api.get(`/api/public/bookings/${token}`)).json();
  expect(Date.parse(moved.booking.start)).toBe(Date.parse(newStart));

  await page.getByTestId('manage-cancel').click();
  await page.getByTestId('manage-cancel-confirm').click();
  await expect(page.getByTestId('manage-status')).toContainText(/cancel/i);

  // A shop that takes changes only up to 30 days ahead: the next booking is already past its window.
  const { api: owner, shopId } = await signedInApi();
  await owner.patch(`/api/admin/shops/${shopId}/rules`, { data: { changeWindowMinutes: 60 * 24 * 30 } });
  try {
    const late = await api.post('/api/public/shops/demo/bookings', {
      data: {
        services: [cut.id],
        start: slots[1].start,
        stylist: 'any',
        customer: { name: 'Lou Late', email: `late-${Date.now()}@example.com`, phone: '+4930123456' },
      },
    });
    await page.goto(`/book/manage/${(await late.json()).booking.manageToken}`);
    await expect(page.getByTestId('manage-window-closed')).toBeVisible();
    await expect(page.getByTestId('manage-window-closed')).toContainText(/\d/);
    await expect(page.getByTestId('manage-reschedule')).toHaveCount(0);
  } finally {
    await owner.patch(`/api/admin/shops/${shopId}/rules`, { data: { changeWindowMinutes: 1440 } });
    await owner.dispose();
    await api.dispose();
  }
});

/** Presses Tab until the element with this test id has focus, as a keyboard user would. */
async function tabTo(page: Page, testId: string | RegExp) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
    if (typeof testId === 'string' ? focused === testId : testId.test(focused)) return focused;
  }
  throw new Error(`could not reach ${testId} with Tab`);
}

test('a guest books with the keyboard alone, and every step passes axe', async ({ page }) => {
  await page.goto('/book/demo');
  await expect(page.getByTestId('step-ChooseProduct')).toBeVisible();
  const cut = await page.getByRole('checkbox', { name: /Men’s cut/ }).getAttribute('data-testid');
  await tabTo(page, cut as string);
  await page.keyboard.press('Space');
  await tabTo(page, 'continue');
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('step-DateAndTime')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (
    let week = 0;
    !(await page.locator('[data-testid^="day-"][data-available="true"]').count()) && week < 6;
    week++
  ) {
    await tabTo(page, 'next-week');
    await page.keyboard.press('Enter');
  }
  const day = await page
    .locator('[data-testid^="day-"][data-available="true"]')
    .first()
    .getAttribute('data-testid');
  await tabTo(page, day as string);
  await page.keyboard.press('Enter');
  await tabTo(page, /^time-/);
  await page.keyboard.press('Enter');
  await tabTo(page, 'continue');
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('step-ChooseProvider')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, /^stylist-/);
  await page.keyboard.press('Space');
  await tabTo(page, 'continue');
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('step-Login')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, 'continue-as-guest');
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('step-Customer')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, 'customer-name');
  await page.keyboard.type('Kim Keys');
  await tabTo(page, 'customer-email');
  await page.keyboard.type(`keys-${Date.now()}@example.com`);
  await tabTo(page, 'customer-phone');
  await page.keyboard.type('+44 20 7946 0958');
  await tabTo(page, 'continue');
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('step-Confirmation')).toBeVisible();
  await tabTo(page, 'confirm');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('confirmed-note')).toBeVisible();
});
