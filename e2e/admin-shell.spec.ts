import { expect, type Page, test } from '@playwright/test';
import { languageNames, resources } from '@salon/i18n';
import { DEMO_PASSWORD } from './constants.ts';
import { expectNoSeriousA11yViolations } from './support.ts';

type Lang = keyof typeof resources;
const admin = (lang: Lang) => resources[lang].admin;

async function chooseLanguage(page: Page, from: Lang, to: Lang) {
  await page.getByRole('button', { name: admin(from).language.label }).click();
  await page.getByRole('menuitem', { name: languageNames[to] }).click();
}

test('the demo owner signs in, switches through the four languages and signs out', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: admin('en').signIn.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A wrong password is answered with the translated NotAuthorizedException message.
  await page.getByLabel('E-mail').fill('owner@demo.salon');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: admin('en').signIn.submit }).click();
  await expect(page.getByRole('alert')).toContainText(resources.en.errors.NotAuthorizedException);

  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: admin('en').signIn.submit }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Demo Owner');
  await expect(page.getByRole('heading', { name: admin('en').dashboard.title, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: admin('en').menu.dashboard }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  let current: Lang = 'en';
  for (const lang of ['de', 'fr', 'pt', 'en'] as const) {
    await chooseLanguage(page, current, lang);
    current = lang;
    await expect(page.getByRole('heading', { name: admin(lang).dashboard.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: admin(lang).auth.signOut })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }

  // The choice outlives a reload.
  await chooseLanguage(page, 'en', 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { name: admin('fr').dashboard.title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: admin('fr').auth.signOut }).click();
  await expect(page.getByRole('heading', { name: admin('fr').signIn.title })).toBeVisible();
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toEqual({ user: null, refresh: false });
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain('salon_accessToken');
});

test('a page that needs a session sends an unsigned visitor to sign in, then back', async ({ page }) => {
  // The owner chose French in the test before; a browser's own choice wins over the account's.
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
  await page.goto('/admin/does-not-exist');
  await expect(page.getByRole('heading', { name: admin('en').signIn.title })).toBeVisible();
  await page.getByLabel('E-mail').fill('OWNER@demo.salon');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: admin('en').signIn.submit }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Demo Owner');
  await expect(page).toHaveURL(/\/admin\/does-not-exist$/);
  await expect(page.getByRole('heading', { name: admin('en').notFound.title })).toBeVisible();
});

test('a session that ran out sends the user to sign in with a translated notice', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'de'));
  await page.goto('/admin/');
  await page.getByLabel('E-Mail').fill('owner@demo.salon');
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: admin('de').signIn.submit }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Demo Owner');

  // The access token is gone and the refresh token no longer valid, as after 30 days away.
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(
    cookies
      .filter((c) => c.name !== 'salon_accessToken')
      .map((c) => (c.name === 'salon_refreshToken' ? { ...c, value: 'revoked' } : c)),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: admin('de').signIn.title })).toBeVisible();
  await expect(page.getByTestId('session-expired')).toHaveText(resources.de.errors.TokenIsExpired);
});
