import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { BASE, expectNoSeriousA11yViolations, signInToAdmin } from './support.ts';

const admin = resources.en.admin;
const setup = resources.en.setup;
const settings = resources.en.settings;
const dashboard = resources.en.dashboard;

interface Salon {
  api: APIRequestContext;
  email: string;
  password: string;
  shopId: string;
  subdomain: string;
}

/** An owner whose salon was created and then left: no hours, menu or team, not published. */
async function leftSalon(): Promise<Salon> {
  const key = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `resume-${key}@example.com`;
  const password = 'resume owner password';
  const subdomain = `resume-${key}`;
  // Writes need a same-site Origin, as a browser sends it.
  const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  expect(
    (await api.post('/api/auth/sign-up', { data: { email, password, name: 'Rosa Resume' } })).status(),
  ).toBe(201);
  const created = await api.post('/api/me/shops', {
    data: { name: `Resume Salon ${key}`, subdomain, timeZone: 'Europe/Berlin' },
  });
  expect(created.status()).toBe(201);
  return { api, email, password, subdomain, shopId: (await created.json()).id };
}

/** What the wizard's second step saves: a stylist with hours and a service. */
async function configure({ api, shopId }: Salon) {
  const base = `/api/admin/shops/${shopId}`;
  const stylist = await (await api.post(`${base}/stylists`, { data: { name: 'Rita' } })).json();
  const hours = await api.put(`${base}/stylists/${stylist.id}/hours`, {
    data: {
      days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, intervals: [{ start: '09:00', end: '18:00' }] })),
    },
  });
  expect(hours.ok()).toBe(true);
  const service = await api.post(`${base}/services`, {
    data: {
      name: 'Cut',
      durationMinutes: 30,
      price: { amount: 3000, currency: 'EUR' },
      stylists: [{ stylistId: stylist.id }],
    },
  });
  expect(service.status()).toBe(201);
}

test('an unpublished salon resumes its setup at the next unfinished step from the dashboard, settings and /setup', async ({
  page,
}) => {
  const salon = await leftSalon();
  const step = (n: number) => new RegExp(`/admin/setup\\?shop=${salon.shopId}&step=${n}$`);

  // The dashboard reminds the owner, and offers a preview of the page customers will see.
  await signInToAdmin(page, '/', salon.email, salon.password);
  const banner = page.getByTestId('setup-banner');
  await expect(banner).toContainText(dashboard.setupBanner.title);
  const preview = banner.getByTestId('preview-booking-page');
  await expect(preview).toHaveAttribute('href', `/book/${salon.subdomain}?preview=1`);
  await expect(preview).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);

  // Hours, menu and team are missing: the banner leads to the config step of this salon.
  await banner.getByRole('link', { name: dashboard.setupBanner.resume }).click();
  await expect(page).toHaveURL(step(2));
  await expect(page.getByRole('heading', { name: setup.config.title })).toBeVisible();
  await page.getByRole('link', { name: setup.leave }).click();
  await expect(page.getByTestId('setup-banner')).toBeVisible();

  // Once hours, menu and team are saved, what is left is publishing: settings lead there.
  await configure(salon);
  await page.getByTestId('menu-settings').click();
  await page.getByRole('tab', { name: settings.tabs.profile }).click();
  await page.getByRole('link', { name: settings.profile.openSetup }).click();
  await expect(page).toHaveURL(step(3));
  await expect(page.getByTestId('not-live-notice')).toBeVisible();
  await expect(page.getByTestId('preview-booking-page')).toHaveAttribute(
    'href',
    `/book/${salon.subdomain}?preview=1`,
  );

  // The bare address resumes too, and Back does not land on it again.
  await page.goto('/admin/setup');
  await expect(page).toHaveURL(step(3));
  await page.getByRole('button', { name: setup.goLive.publish, exact: true }).click();
  await expect(page.getByTestId('live-notice')).toBeVisible();

  // Published: no reminder any more; "Add a salon" starts another one from its first step.
  await page.getByRole('button', { name: setup.goLive.toDashboard }).click();
  await expect(page.getByRole('heading', { name: dashboard.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('today')).toBeVisible();
  await expect(page.getByTestId('setup-banner')).toHaveCount(0);
  await page.getByRole('link', { name: admin.shell.addShop }).click();
  await expect(page).toHaveURL(/\/admin\/setup\?new=1$/);
  await expect(page.getByRole('heading', { name: setup.subdomain.title })).toBeVisible();
  await expect(page.getByTestId('subdomain')).toHaveValue('');
  await salon.api.dispose();
});

test('a salon left right after choosing its address resumes at the config step from settings', async ({
  page,
}) => {
  const salon = await leftSalon();
  await signInToAdmin(page, '/settings/profile', salon.email, salon.password);
  await page.getByRole('link', { name: settings.profile.openSetup }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/setup\\?shop=${salon.shopId}&step=2$`));
  await expect(page.getByTestId('config-name')).toHaveValue(/^Resume Salon /);
  await salon.api.dispose();
});
