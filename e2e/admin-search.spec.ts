import { expect, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { signedInApi, signInToAdmin } from './support.ts';

const search = resources.en.admin.shell.search;

test('the global search says "Nothing found" only when it found nothing', async ({ page }) => {
  const { api, shopId } = await signedInApi();
  const [customer] = (await (await api.get(`/api/admin/shops/${shopId}/customers?pageSize=1`)).json())
    .items as {
    id: string;
    name: string;
  }[];
  await api.dispose();
  if (!customer) throw new Error('the demo salon has no customers');

  await signInToAdmin(page, '/calendar');
  await expect(page.getByTestId('calendar')).toBeVisible();
  await page.getByTestId('global-search').click();
  const dialog = page.getByRole('dialog');
  const input = page.getByTestId('global-search-input');

  // Results from the server, and no "Nothing found" under them, neither while loading nor after.
  await input.fill(customer.name.slice(0, 4));
  await expect(dialog.getByTestId(`search-result-customer-${customer.id}`)).toBeVisible();
  await expect(dialog.getByText(search.nothing)).toHaveCount(0);

  // A page by its name, once the server has answered that no customer or appointment matches.
  const answered = page.waitForResponse((response) => response.url().includes('/search?q=settin'));
  await input.fill('settin');
  await expect(dialog.getByTestId('search-result-page-settings')).toBeVisible();
  await answered;
  await expect(dialog.getByLabel(resources.en.admin.loading)).toHaveCount(0);
  await expect(dialog.getByText(search.nothing)).toHaveCount(0);

  // Nothing at all: now it says so.
  await input.fill('qxzvjw');
  await expect(dialog.getByText(search.nothing)).toBeVisible();
  await expect(dialog.locator('[data-testid^="search-result-"]')).toHaveCount(0);
});
