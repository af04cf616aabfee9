import { expect, type Page, test } from '@playwright/test';
import { resources } from '@salon/i18n';
import { expectNoSeriousA11yViolations, openOwnSalon, signInToAdmin } from './support.ts';

const de = resources.de.admin.products;

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('on a phone in German', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an owner adds a product, receives stock, and sees it low after correcting the count', async ({
    page,
  }) => {
    const salon = await openOwnSalon({
      label: 'products',
      shopName: 'Produkt Salon',
      ownerName: 'Petra Produkt',
      password: 'correct horse battery',
    });
    // A product with plenty on the shelf, which the low-stock filter leaves out.
    const plenty = await salon.api.post(`${salon.base}/products`, {
      data: {
        name: 'Haarwachs',
        price: { amount: 990, currency: 'EUR' },
        initialStock: 20,
        lowStockThreshold: 3,
      },
    });
    expect(plenty.status(), await plenty.text()).toBe(201);
    await signInToAdmin(page, '/products', salon.email, salon.password);
    await expect(page.getByTestId('products-total')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lang', 'de'));
    await page.reload();
    await expect(page.getByRole('heading', { name: de.title, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('products-total')).toHaveText('1 Produkt');

    // A new product, its price typed the German way, with a warning level of 3.
    await page.getByTestId('products-new').click();
    const dialog = page.getByRole('dialog', { name: de.newTitle });
    await dialog.getByLabel(de.field.name).fill('Arganöl-Shampoo 250 ml');
    await dialog.getByLabel(de.field.sku).fill('ARG-250');
    await dialog.getByLabel(de.field.price).fill('12,90');
    await dialog.getByLabel(de.field.taxRate).fill('19');
    await dialog.getByLabel(de.field.lowStockThreshold).fill('3');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId('product-save').click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('product-row').filter({ hasText: 'Arganöl-Shampoo 250 ml' });
    await expect(row).toContainText('12,90');
    await expect(row.getByTestId('product-stock')).toHaveText('0');

    // Ten received: no longer low.
    await row.getByTestId('product-actions').click();
    await page.getByTestId('product-stock-action').click();
    const stock = page.getByRole('dialog', {
      name: de.stock.title.replace('{{name}}', 'Arganöl-Shampoo 250 ml'),
    });
    await stock.getByTestId('stock-quantity').fill('10');
    await stock.getByTestId('stock-save').click();
    await expect(stock.getByTestId('stock-current')).toHaveText('10 Stück auf Lager');

    // Counted two on the shelf: the correction needs its reason, then the product is low.
    await stock.getByTestId('stock-mode').getByText(de.stock.adjust).click();
    await stock.getByTestId('stock-counted').fill('2');
    await stock.getByTestId('stock-reason').fill('Inventur: zwei Flaschen beschädigt');
    await stock.getByTestId('stock-save').click();
    await expect(stock.getByTestId('stock-current')).toHaveText('2 Stück auf Lager');
    const history = stock.getByTestId('stock-history');
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText('Inventur: zwei Flaschen beschädigt');
    await expect(history.getByRole('row').nth(1)).toContainText('−8');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await stock.getByRole('button', { name: de.close }).click();
    await expect(stock).toBeHidden();

    await expect(row.getByTestId('product-stock')).toHaveText('2');
    await expect(row.getByTestId('product-low-stock-badge')).toHaveText(de.lowStockBadge);
    await expect(page.getByTestId('product-row')).toHaveCount(2);
    await page.getByText(de.lowStockOnly, { exact: true }).click();
    await expect(page.getByTestId('product-row')).toHaveCount(1);
    await expect(row).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await salon.api.dispose();
  });
});
