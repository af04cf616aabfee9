import { readFileSync } from 'node:fs';
import { expect, type Page, request, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { MAIL_FILE, PORT } from './constants.ts';
import { mailsTo } from './mail-catcher.ts';
import { expectNoSeriousA11yViolations, instrumentPush, pushCalls } from './support.ts';

const de = resources.de.account;
const en = resources.en.account;

/** A guest books the first free time of one service from next week on at the demo salon, in the widget. */
async function bookAsGuest(
  page: Page,
  service: RegExp,
  guest: { name: string; email: string; phone: string },
) {
  await page.goto('/book/demo');
  await expect(page.getByTestId('step-ChooseProduct')).toBeVisible();
  await page.getByRole('checkbox', { name: service }).check();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('step-DateAndTime')).toBeVisible();
  // A week ahead, so the salon's window for changes online is still open.
  await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId('next-week').click();
  for (let week = 0; ; week++) {
    await expect(page.locator('fieldset.week')).toHaveAttribute('aria-busy', 'false');
    const day = page.locator('[data-testid^="day-"][data-available="true"]').first();
    if (await day.count()) {
      await day.click();
      await page.locator('[data-testid^="time-"]').first().click();
      break;
    }
    if (week > 5) throw new Error('no free time in six weeks');
    await page.getByTestId('next-week').click();
  }
  await page.getByTestId('continue').click();
  await page.getByTestId('stylist-any').check();
  await page.getByTestId('continue').click();
  await page.getByTestId('continue-as-guest').click();
  await page.getByTestId('customer-name').fill(guest.name);
  await page.getByTestId('customer-email').fill(guest.email);
  await page.getByTestId('customer-phone').fill(guest.phone);
  await page.getByTestId('continue').click();
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('confirmed-note')).toBeVisible();
}

/** The six digits of the newest sign-in code mailed to an address after `before` mails. */
async function codeMailedTo(email: string, before: number): Promise<string> {
  await expect.poll(() => mailsTo(MAIL_FILE, email).length).toBeGreaterThan(before);
  const code = /\b(\d{6})\b/.exec(mailsTo(MAIL_FILE, email).at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function signInByCode(page: Page, email: string) {
  const before = mailsTo(MAIL_FILE, email).length;
  await page.getByTestId('code-email').fill(email);
  await page.getByTestId('code-send').click();
  await expect(page.getByTestId('code-sent')).toContainText(email);
  await page.getByTestId('code-input').fill(await codeMailedTo(email, before));
  await page.getByTestId('code-submit').click();
}

test.describe('the customer site in German', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('a guest signs in with a code, sees the widget’s bookings, cancels one, changes the profile and downloads the data', async ({
    page,
  }) => {
    const email = `acct-${Date.now()}@example.com`;
    const guest = { name: 'Greta Gast', email, phone: '0176 1234567' };
    await bookAsGuest(page, /Wash & blow-dry/, guest);
    await bookAsGuest(page, /Men’s cut/, guest);

    // From the widget's confirmation to the customer site, signed out: the sign-in page.
    await page.getByTestId('success-my-appointments').click();
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(page.getByTestId('sign-in-title')).toHaveText(de.signIn.title);
    await expectNoSeriousA11yViolations(page);

    // The code signs in (making the account) and verifies the address: the guest bookings show.
    await signInByCode(page, email);
    await expect(page.getByTestId('page-heading')).toHaveText(de.appointments.title);
    await expect(page.getByTestId('appointment')).toHaveCount(2);
    await expect(page.getByTestId('verify-note')).toHaveCount(0);
    const washing = page.getByTestId('appointment').filter({ hasText: 'Wash & blow-dry' });
    await expect(washing.getByTestId('appointment-salon')).toContainText('Demo');
    await expect(washing.getByTestId('appointment-status')).toHaveText(de.status.confirmed);
    // German date and time on the salon's clock, e.g. "Mo., 30. Nov. 2026, 09:00 – 09:45".
    await expect(washing.getByTestId('appointment-when')).toHaveText(
      /^\w{2}\., \d{1,2}\. .+ \d{4}, \d{2}:\d{2} – \d{2}:\d{2}/,
    );
    await expect(washing.getByTestId('appointment-price')).toContainText('€');
    await expect(washing.getByTestId('appointment-reschedule')).toHaveAttribute(
      'href',
      /^\/book\/demo\/manage\/[^?]+\?return=%2Faccount%2F$/,
    );
    await expectNoSeriousA11yViolations(page);

    // Cancel asks first; keeping it changes nothing.
    await washing.getByTestId('appointment-cancel').click();
    const dialog = page.getByRole('dialog', { name: de.appointments.cancelTitle });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('cancel-keep').click();
    await expect(dialog).toBeHidden();
    await washing.getByTestId('appointment-cancel').click();
    await dialog.getByTestId('cancel-confirm').click();
    await expect(page.getByTestId('cancel-outcome')).toContainText(
      de.appointments.cancelled.split('{{')[0] as string,
    );
    // Its time is still ahead: it stays under upcoming, as cancelled, with nothing left to change.
    await expect(page.getByTestId('appointment')).toHaveCount(2);
    await expect(washing.getByTestId('appointment-status')).toHaveText(de.status.cancelled);
    await expect(washing.getByTestId('appointment-cancel')).toHaveCount(0);
    await expect(washing.getByTestId('appointment-reschedule')).toHaveCount(0);
    const cut = page.getByTestId('appointment').filter({ hasText: 'Men’s cut' });
    await expect(cut.getByTestId('appointment-status')).toHaveText(de.status.confirmed);

    // Past is what has started: nothing yet.
    await page.getByTestId('tab-past').click();
    await expect(page).toHaveURL(/\?when=past$/);
    await expect(page.getByTestId('appointments-empty')).toContainText(de.appointments.emptyPast);
    await expectNoSeriousA11yViolations(page);

    // The rescheduling link opens the salon's manage page, which leads back here.
    await page.getByTestId('tab-upcoming').click();
    await page.getByTestId('appointment-reschedule').click();
    await expect(page.getByTestId('manage-status')).toBeVisible();
    await page.getByTestId('manage-back-to-account').click();
    await expect(page.getByTestId('page-heading')).toHaveText(de.appointments.title);

    // Notifications: the cancellation is there, unread, and can be marked read.
    await page.getByTestId('nav-notifications').click();
    await expect(page.getByTestId('page-heading')).toHaveText(de.notifications.title);
    const cancelNotice = page.getByTestId('notification').filter({
      hasText: de.notifications.types.CustomerCancelAppointment.split('{{date}}')[1] as string,
    });
    await expect(cancelNotice).toHaveCount(1);
    await expect(cancelNotice).toHaveAttribute('data-unread', 'true');
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('notifications-read-all').click();
    await expect(page.getByTestId('notifications-unread')).toHaveText(de.notifications.allRead);
    await expect(page.getByTestId('unread-count')).toHaveCount(0);

    // Points and settings.
    await page.getByTestId('nav-points').click();
    await expect(page.getByTestId('page-heading')).toHaveText(de.points.title);
    await expect(page.getByTestId('loading')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('nav-preferences').click();
    const salon = page.getByTestId('preferences-salon').first();
    await expect(salon).toContainText('Demo');
    await expectNoSeriousA11yViolations(page);
    const marketing = salon.getByTestId('preference-marketing');
    const wasOn = await marketing.isChecked();
    await marketing.click();
    await expect(marketing).toBeChecked({ checked: !wasOn });
    await page.reload();
    await expect(
      page.getByTestId('preferences-salon').first().getByTestId('preference-marketing'),
    ).toBeChecked({
      checked: !wasOn,
    });

    // The profile, with a local phone number read as a German one.
    await page.getByTestId('nav-profile').click();
    await expect(page.getByTestId('profile-email')).toHaveValue(email);
    // Until she gives one, the phone is the one she typed when booking as a guest.
    // It is shown as dialled in the country of her salon (Germany).
    await expect(page.getByTestId('profile-phone')).toHaveValue('0176 1234567');
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('profile-name').fill('Greta Gast-Berger');
    await page.getByTestId('profile-phone').fill('030 1234567');
    await page.getByTestId('profile-birthday').fill('1991-04-23');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-saved')).toHaveText(de.profile.saved);
    await expect(page.getByTestId('profile-phone')).toHaveValue('030 1234567');
    await expect(page.getByTestId('account-name')).toHaveText('Greta Gast-Berger');
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveValue('Greta Gast-Berger');
    await expect(page.getByTestId('profile-birthday')).toHaveValue('1991-04-23');

    // Privacy: the data export is a JSON file with the account and its bookings.
    await page.getByTestId('nav-privacy').click();
    await expect(page.getByTestId('page-heading')).toHaveText(de.privacy.title);
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-link').click(),
    ]);
    const exported = readFileSync((await download.path()) as string, 'utf8');
    expect(exported).toContain(email);
    expect(exported).toContain('Greta Gast-Berger');
    expect(exported).toContain('Wash & blow-dry');
    expect(() => JSON.parse(exported)).not.toThrow();

    // Signing out leads back to the sign-in page, saying so.
    await page.getByTestId('account-menu').locator('summary').click();
    await page.getByTestId('sign-out').click();
    await expect(page.getByTestId('flash')).toHaveText(de.account.signedOut);
    await page.reload();
    await expect(page.getByTestId('sign-in-title')).toBeVisible();
  });
});

test.describe('a German page and an account stored in English', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('signing in keeps the site German, across a reload and a profile change, until the language is changed in the profile', async ({
    page,
  }) => {
    const email = `english-${Date.now()}@example.com`;
    const api = await request.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
    const made = await api.post('/api/auth/sign-up', {
      data: { email, password: 'stored in english', name: 'Erika Englisch', locale: 'en' },
    });
    expect((await made.json()).user.locale).toBe('en');
    await api.dispose();

    await page.goto('/account/');
    await expect(page.getByTestId('sign-in-title')).toHaveText(de.signIn.title);
    await signInByCode(page, email);
    await expect(page.getByTestId('page-heading')).toHaveText(de.appointments.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.getByTestId('page-heading')).toHaveText(de.appointments.title);

    // Saving the profile without touching its language keeps the site German.
    await page.getByTestId('nav-profile').click();
    await expect(page.getByTestId('profile-language')).toHaveValue('en');
    await page.getByTestId('profile-name').fill('Erika Deutsch');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-saved')).toHaveText(de.profile.saved);
    await expect(page.getByTestId('nav-appointments')).toHaveText(de.nav.appointments);

    // Picking a language there stores it and switches the site.
    await page.getByTestId('profile-language').selectOption('fr');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('nav-appointments')).toHaveText(resources.fr.account.nav.appointments);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test('the language changes the whole site, and the profile keeps it for next time', async ({ page }) => {
  const email = `lang-${Date.now()}@example.com`;
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('started')) {
      sessionStorage.setItem('started', '1');
      localStorage.setItem('lang', 'en');
    }
  });
  await page.goto('/account/');
  await signInByCode(page, email);
  await expect(page.getByTestId('page-heading')).toHaveText(en.appointments.title);
  await expect(page.getByTestId('appointments-empty')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('nav-profile').click();
  await page.getByTestId('profile-language').selectOption('de');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-saved')).toHaveText(de.profile.saved);
  await expect(page.getByTestId('nav-appointments')).toHaveText(de.nav.appointments);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // On another device (nothing stored), the account's language is the site's.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByTestId('page-heading')).toHaveText(de.profile.title);
});

test('deleting the account asks for its address and ends the session', async ({ page }) => {
  const email = `delete-${Date.now()}@example.com`;
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/account/privacy');
  await signInByCode(page, email);
  await expect(page.getByTestId('page-heading')).toHaveText(en.privacy.title);
  await page.getByTestId('delete-confirm-email').fill('someone-else@example.com');
  await page.getByTestId('delete-account').click();
  await expect(page.getByTestId('delete-confirm-email-error')).toHaveText(en.privacy.confirmMismatch);
  await page.getByTestId('delete-confirm-email').fill(email.toUpperCase());
  await page.getByTestId('delete-account').click();
  await expect(page.getByTestId('flash')).toHaveText(en.privacy.deleted);
  await page.reload();
  await expect(page.getByTestId('sign-in-title')).toHaveText(en.signIn.title);
});

test('notifications on this device: the worker of /account/ is registered and shows a push, the device listed and removed', {
  tag: '@push',
}, async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['notifications'] });
  await instrumentPush(context);
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  await page.goto('/account/settings');
  await signInByCode(page, `push-${Date.now()}@example.com`);
  await expect(page.getByTestId('devices-empty')).toHaveText(en.preferences.noDevices);
  expect(await pushCalls(page)).toEqual({ requestPermission: 0, subscribe: 0 });

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/push-subscriptions') && response.status() === 201,
  );
  await page.getByTestId('push-turn-on').click();
  await saved;
  await expect(page.getByTestId('push-on')).toHaveText(en.preferences.pushOn);
  await expect(page.getByTestId('device')).toHaveCount(1);
  expect(await pushCalls(page)).toEqual({ requestPermission: 0, subscribe: 1 });
  // The site's own worker, scoped to the site.
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/account/');
      return [registration?.scope, registration?.active?.scriptURL];
    }),
  ).toEqual([expect.stringMatching(/\/account\/$/), expect.stringMatching(/\/account\/sw\.js$/)]);
  await expectNoSeriousA11yViolations(page);

  // A push (as a push service delivers it, through the DevTools protocol) shows as a notification
  // carrying the address a click opens.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const site = registrations.find((r) => r.scopeURL.endsWith('/account/') && !r.isDeleted);
      if (site) resolve(site.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const message = {
    title: 'Demo Salon',
    body: 'Reminder: your visit tomorrow at 10:00',
    url: '/account/',
    tag: 'CustomerReminderAppointment:1',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: `${new URL(page.url()).origin}/`,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/account/');
      return (await registration?.getNotifications())?.map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url?: string }).url,
      }));
    });
  await expect.poll(async () => (await shown())?.length).toBe(1);
  expect((await shown())?.[0]).toEqual(message);

  // Eight days later, opening the site tells the server the device is still in use.
  await page.evaluate(() =>
    localStorage.setItem('accountPushSentAt', String(Date.now() - 8 * 24 * 3600 * 1000)),
  );
  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/push-subscriptions') && response.status() === 200,
  );
  await page.reload();
  await refreshed;
  expect(await pushCalls(page)).toEqual({ requestPermission: 0, subscribe: 0 });

  await page.getByTestId('device-remove').click();
  await expect(page.getByTestId('device-removed')).toHaveText(en.preferences.removed);
  await expect(page.getByTestId('device')).toHaveCount(0);
  await context.close();
});

test('signing out on all devices ends the sessions of the other devices too', async ({ browser }) => {
  const email = `everywhere-${Date.now()}@example.com`;
  const phone = await browser.newContext();
  const laptop = await browser.newContext();
  for (const context of [phone, laptop])
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const onPhone = await phone.newPage();
  await onPhone.goto('/account/');
  await signInByCode(onPhone, email);
  await expect(onPhone.getByTestId('page-heading')).toHaveText(en.appointments.title);
  const onLaptop = await laptop.newPage();
  await onLaptop.goto('/account/');
  await signInByCode(onLaptop, email);
  await expect(onLaptop.getByTestId('account-name')).toBeVisible();

  await onLaptop.getByTestId('account-menu').locator('summary').click();
  await onLaptop.getByTestId('sign-out-everywhere').click();
  await expect(onLaptop.getByTestId('flash')).toHaveText(en.account.signedOutEverywhere);
  // The phone's session cannot be renewed any more.
  const renewed = await phone.request.post('/api/auth/refresh', {
    headers: { origin: new URL(onPhone.url()).origin },
  });
  expect(renewed.status()).toBe(401);
  await phone.close();
  await laptop.close();
});
