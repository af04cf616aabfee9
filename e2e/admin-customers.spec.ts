import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { expectNoSeriousA11yViolations, signedInApi, signInToAdmin } from './support.ts';

const text = resources.en.customers;

interface Summary {
  id: string;
  name: string;
  email: string | null;
  spend: number;
}

const rowNames = (page: Page) => page.getByTestId('customers-table').getByTestId('customer-link');

test('the owner finds, sorts, edits, exports and imports customers', async ({ page }) => {
  const { api, shopId } = await signedInApi();
  const bySpend: { items: Summary[]; total: number } = await (
    await api.get(`/api/admin/shops/${shopId}/customers?sort=-spend&pageSize=50`)
  ).json();
  expect(bySpend.total).toBeGreaterThan(2);
  const [top, target, other] = bySpend.items as [Summary, Summary, Summary];
  expect(top.spend).toBeGreaterThan(0);

  await signInToAdmin(page, '/customers');
  await expect(page.getByRole('heading', { name: text.title, level: 1 })).toBeVisible();
  await expect(rowNames(page).first()).toBeVisible();
  await expect(page.getByTestId('customers-total')).toHaveText(`${bySpend.total} customers`);
  await expectNoSeriousA11yViolations(page);

  // Spend sorts the biggest spenders first; the header tells assistive technology so.
  await page.getByTestId('sort-spend').click();
  await expect(page).toHaveURL(/sort=-spend/);
  await expect(page.getByRole('columnheader', { name: text.figures.spend })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(rowNames(page).first()).toHaveText(top.name);

  // The search is kept in the address: a reload shows the same list.
  await page.getByRole('searchbox', { name: text.list.search }).fill(target.name);
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(target.name).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(rowNames(page)).toHaveCount(1);
  await expect(rowNames(page).first()).toHaveText(target.name);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: text.list.search })).toHaveValue(target.name);
  await expect(rowNames(page)).toHaveCount(1);

  // The profile: figures, history, and the details form.
  await rowNames(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${target.id}$`));
  await expect(page.getByRole('heading', { name: target.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('visit-history')).toBeVisible();
  const profile = await (await api.get(`/api/admin/shops/${shopId}/customers/${target.id}`)).json();
  await expect(page.getByTestId('customer-figure-visits')).toHaveText(String(profile.visits));
  await expect(page.getByTestId('visit-row')).toHaveCount(profile.history.length);
  const statuses = new RegExp(`^(${Object.values(text.status).join('|')})$`);
  await expect(page.getByTestId('visit-status').first()).toHaveText(statuses);
  await expectNoSeriousA11yViolations(page);

  const note = `Prefers the window seat (${Date.now()})`;
  await page.getByLabel(text.fields.note).fill(note);
  await page.getByLabel(text.fields.birthday).fill('1988-04-12');
  await page.getByTestId('customer-save').click();
  await expect(page.getByText(text.profile.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(text.fields.note)).toHaveValue(note);
  await expect(page.getByLabel(text.fields.birthday)).toHaveValue('1988-04-12');

  // A malformed address is refused on the field before anything is sent …
  const email = page.getByLabel(text.fields.email);
  await email.fill('not-an-email');
  await page.getByTestId('customer-save').click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(text.form.errors.emailInvalid)).toBeVisible();
  // … and another customer's address by the server, shown on the same field.
  await email.fill(other.email ?? 'unused@example.com');
  await page.getByTestId('customer-save').click();
  await expect(page.getByText(text.form.errors.emailTaken)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: text.profile.discard }).click();

  // Back to the list keeps its search.
  await page.getByTestId('customer-back').click();
  await expect(page).toHaveURL(/\/admin\/customers\?.*q=/);
  await expect(page.getByRole('searchbox', { name: text.list.search })).toHaveValue(target.name);

  // Export: the whole base as CSV with a header.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('customers-export').click(),
  ]);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  // A byte order mark and CRLF, so that Excel reads the accents and the rows.
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFname,email,phone,birthday,note,visits,no_shows,spend (EUR),last_visit',
  );
  expect(csv).toContain(target.name);
  expect(csv).toContain(note);

  // Import: the dialog shows what will happen to each line before anything is written.
  const stamp = Date.now();
  const newName = `Imported Iris ${stamp}`;
  const file = [
    'name,email,phone,birthday,note',
    `${newName},iris-${stamp}@example.com,+49 30 5550101,1991-02-03,From the e2e import`,
    `Bad Bert ${stamp},not-an-email,,,`,
    // The same customer again with empty cells: it must not erase the birthday of line 2.
    `${newName},iris-${stamp}@example.com,,,`,
  ].join('\n');
  const customerTotal = async () =>
    (await (await api.get(`/api/admin/shops/${shopId}/customers?pageSize=1`)).json()).total as number;
  const before = await customerTotal();
  await page.getByTestId('customers-import').click();
  const dialog = page.getByRole('dialog', { name: text.importDialog.title });
  await expect(dialog).toBeVisible();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await dialog.getByTestId('import-preview').click();
  const plan = dialog.getByTestId('import-plan');
  await expect(plan.getByTestId('import-created')).toHaveText('1 to create');
  await expect(plan.getByTestId('import-updated')).toHaveText('0 to update');
  await expect(plan.getByTestId('import-skipped')).toHaveText('2 lines left out');
  await expect(plan.getByTestId('import-line-2')).toContainText(text.importDialog.action.create);
  await expect(plan.getByTestId('import-line-2')).toContainText('1991-02-03');
  const badLine = plan.getByTestId('import-line-3');
  await expect(badLine).toContainText(text.fields.email);
  await expect(badLine).toContainText(text.importDialog.rules.email);
  await expect(plan.getByTestId('import-line-4')).toContainText(
    text.importDialog.reasons.repeatsLine.replace('{{line}}', '2'),
  );
  await expectNoSeriousA11yViolations(page);
  // Nothing is written by the preview.
  expect(await customerTotal()).toBe(before);

  await dialog.getByTestId('import-submit').click();
  await expect(dialog.getByTestId('import-created')).toHaveText('1 created');
  await expect(dialog.getByTestId('import-updated')).toHaveText('0 updated');
  await expect(dialog.getByTestId('import-undo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByTestId('import-done').click();

  await page.getByRole('button', { name: text.list.clearSearch }).first().click();
  await page.getByRole('searchbox', { name: text.list.search }).fill(newName);
  await expect(rowNames(page)).toHaveCount(1);
  await expect(rowNames(page).first()).toHaveText(newName);

  // Undo, from the list of recent imports: the customer the import added is gone again.
  await page.getByTestId('customers-import').click();
  const history = dialog.getByTestId('import-history');
  await expect(history.getByTestId('import-batch').first()).toContainText('customers.csv');
  const undoOf = text.importDialog.undoOf.split('{{')[0] ?? '';
  await history
    .getByRole('button', { name: new RegExp(`^${undoOf}`) })
    .first()
    .click();
  await expect(dialog.getByTestId('import-removed')).toHaveText('1 added customer removed');
  await expect(dialog.getByTestId('import-restored')).toHaveText('0 customers put back as before');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByTestId('import-done').click();
  await expect(rowNames(page)).toHaveCount(0);
  expect(await customerTotal()).toBe(before);
  await api.dispose();
});
