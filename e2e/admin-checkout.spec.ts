import { expect, type Page, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { expectNoSeriousA11yViolations, inBerlin, openOwnSalon, signInToAdmin } from './support.ts';

const de = resources.de.admin;

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('staff check a visit out with a product and a tip, split cash and card, see the day on the Sales page and refund the product', async ({
  page,
}) => {
  const salon = await openOwnSalon({
    label: 'checkout',
    shopName: 'Kassen Salon',
    ownerName: 'Karla Kasse',
    password: 'correct horse battery',
  });
  const product = await salon.api.post(`${salon.base}/products`, {
    data: {
      name: 'Haarwachs',
      sku: 'WAX-1',
      price: { amount: 1290, currency: 'EUR' },
      taxRateBps: 1900,
      initialStock: 5,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const customer = await (
    await salon.api.post(`${salon.base}/customers`, {
      data: { name: 'Kim Kundin', email: `kim-${salon.key}@example.com` },
    })
  ).json();
  const stylists = await (await salon.api.get(`${salon.base}/stylists`)).json();
  const booked = await salon.api.post(`${salon.base}/appointments`, {
    data: {
      services: [salon.serviceId],
      // A visit that has started.
      start: inBerlin('09:00'),
      stylist: stylists.items[0].id,
      customerId: customer.id,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const visit = await booked.json();

  await signInToAdmin(page, '/calendar', salon.email, salon.password);
  await expect(page.getByTestId('calendar')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('lang', 'de'));
  await page.reload();
  await page.getByTestId(`appointment-${visit.id}`).first().click();
  const drawer = page.getByTestId('appointment-drawer');
  await drawer.getByTestId('appointment-checkout').click();

  // On a phone from here on: the checkout takes the whole screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = page.getByRole('dialog', { name: de.checkout.title });
  await expect(dialog.getByTestId('summary-due')).toHaveText('30,00 €');
  await expect(dialog.getByTestId('checkout-pay')).toBeDisabled();

  // The wax by its SKU, as a scanner types it; a €5 tip for Rita.
  await dialog.getByTestId('checkout-product-search').fill('WAX-1');
  await expect(dialog.getByTestId('checkout-product-matches')).toContainText('Haarwachs');
  await dialog.getByTestId('checkout-product-search').press('Enter');
  await expect(dialog.getByTestId('checkout-product-0')).toContainText('Haarwachs');
  await dialog.getByLabel(de.checkout.tips.for.replace('{{name}}', 'Rita')).fill('5');
  await expect(dialog.getByTestId('summary-due')).toHaveText('47,90 €');

  // €20 in cash, the rest at the card terminal.
  await dialog.getByTestId('checkout-payment-amount-0').fill('20');
  await expect(dialog.getByTestId('checkout-pay')).toBeDisabled();
  await dialog.getByTestId('checkout-add-payment').click();
  await dialog.getByTestId('checkout-payment-amount-1').fill('27,90');
  await expect(dialog.getByTestId('summary-remaining')).toHaveText('0,00 €');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByTestId('checkout-pay').click();

  await expect(dialog.getByTestId('checkout-receipt-number')).toHaveText(
    de.checkout.receipt.number.replace('{{number}}', '1'),
  );
  const href = await dialog.getByTestId('receipt-pdf').getAttribute('href');
  expect(href).toBeTruthy();
  const pdf = await page.request.get(href as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await dialog.getByTestId('checkout-close').click();
  await expect(drawer.getByTestId('appointment-paid')).toContainText(
    de.checkout.receipt.number.replace('{{number}}', '1'),
  );

  // The day's takings.
  await page.goto('/admin/sales');
  await expect(page.getByRole('heading', { name: de.sales.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-sales')).toHaveText('1');
  await expect(page.getByTestId('report-services')).toHaveText('30,00 €');
  await expect(page.getByTestId('report-products')).toHaveText('12,90 €');
  await expect(page.getByTestId('report-tips')).toHaveText('5,00 €');
  await expect(page.getByTestId('report-method-cash')).toContainText('20,00 €');
  await expect(page.getByTestId('report-method-card_terminal')).toContainText('27,90 €');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  // The sale itself: its lines, the tax in it and how it was paid.
  await page.getByTestId('sales-open-1').click();
  const detail = page.getByTestId('sale-detail');
  await expect(detail.getByTestId('sale-lines')).toContainText('Haarwachs');
  await expect(detail.getByTestId('sale-total')).toHaveText('47,90 €');
  await expect(detail.getByTestId('sale-payments')).toContainText(de.sales.method.card_terminal);
  await expectNoSeriousA11yViolations(page);
  // A hovered light button keeps its text legible.
  await detail.getByTestId('sale-refund').hover();
  await expectNoSeriousA11yViolations(page);

  // The wax comes back: a refund of that line issues a credit note with its own PDF.
  await detail.getByTestId('sale-refund').click();
  const refund = page.getByRole('dialog', { name: de.sales.refund.title.replace('{{number}}', '1') });
  await expect(refund.getByTestId('refund-refundable')).toContainText('47,90 €');
  await refund.getByText(de.sales.refund.lines, { exact: true }).click();
  await refund.getByLabel(de.sales.refund.quantity.replace('{{name}}', 'Haarwachs')).fill('1');
  await refund.getByTestId('refund-reason').fill('Flasche undicht');
  await expectNoSeriousA11yViolations(page);
  await refund.getByTestId('refund-submit').click();
  await expect(refund).toBeHidden();
  const notes = detail.getByTestId('sale-credit-notes');
  await expect(notes).toContainText(de.sales.detail.creditNote.replace('{{number}}', '1'));
  await expect(notes).toContainText('12,90 €');
  const notePdf = await notes.getByRole('link').first().getAttribute('href');
  const note = await page.request.get(notePdf as string);
  expect(note.headers()['content-type']).toContain('application/pdf');
  await salon.api.dispose();
});
