import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { DEMO_PASSWORD, PORT } from './constants.ts';

export const BASE = `http://127.0.0.1:${PORT}`;
export const DEMO_OWNER_EMAIL = 'owner@demo.salon';

/** axe finds nothing serious or critical on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Mid-fade (pages and dialogs fade in) text is paler than it will be; judge the settled page.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Opens an admin page in English and signs in with a password on the sign-in page it shows. */
export async function signInToAdmin(
  page: Page,
  path: string,
  email = DEMO_OWNER_EMAIL,
  password = DEMO_PASSWORD,
) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
  await page.goto(`/admin${path}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An API client signed in as someone (the demo owner by default), with the first shop's id. */
export async function signedInApi(
  email = DEMO_OWNER_EMAIL,
  password = DEMO_PASSWORD,
): Promise<{ api: APIRequestContext; shopId: string }> {
  // Writes need a same-site Origin, as a browser sends it.
  const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const signedIn = await api.post('/api/auth/sign-in', { data: { email, password } });
  expect(signedIn.ok()).toBe(true);
  return { api, shopId: (await signedIn.json()).shops[0]?.id };
}
