import { expect, type Page, test } from '@playwright/test';
import { openOwnSalon, signInToAdmin } from './support.ts';

/** The option rows whose labels run past their own edge, where the control clips them. */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.mantine-SegmentedControl-root'))
      .filter((control) => control.scrollWidth > control.clientWidth)
      .map((control) => control.textContent),
  );

test('on a small phone in French and Portuguese, no choice of options is cut off at the edge', async ({
  page,
}) => {
  const salon = await openOwnSalon({
    label: 'choices',
    shopName: 'Salon des Choix',
    ownerName: 'Chloé Choix',
    password: 'correct horse battery',
  });
  try {
    const product = await salon.api.post(`${salon.base}/products`, {
      data: {
        name: 'Cire',
        sku: 'CIRE-1',
        price: { amount: 1290, currency: 'EUR' },
        taxRateBps: 2000,
        initialStock: 5,
      },
    });
    expect(product.status(), await product.text()).toBe(201);
    const sale = await salon.api.post(`${salon.base}/sales`, {
      data: {
        products: [{ productId: (await product.json()).id, quantity: 1 }],
        payments: [{ method: 'cash', amount: 1290 }],
      },
    });
    expect(sale.status(), await sale.text()).toBe(201);

    await signInToAdmin(page, '/calendar', salon.email, salon.password);
    await expect(page.getByTestId('calendar')).toBeVisible();
    await page.setViewportSize({ width: 320, height: 720 });
    // Each place that offers options side by side, with what shows once it is open.
    const places: { path: string; clicks: string[]; shown: string }[] = [
      { path: '/calendar', clicks: ['calendar-new'], shown: 'entry-kind' },
      { path: '/sales', clicks: ['sales-new'], shown: 'checkout-product-search' },
      { path: '/sales', clicks: ['sales-open-1', 'sale-refund'], shown: 'refund-refundable' },
      { path: '/products', clicks: ['product-actions', 'product-stock-action'], shown: 'stock-mode' },
      { path: '/settings/payment', clicks: [], shown: 'payment-preset' },
    ];
    for (const lang of ['fr', 'pt']) {
      await page.evaluate((language) => localStorage.setItem('lang', language), lang);
      for (const place of places) {
        await page.goto(`/admin${place.path}`);
        for (const testId of place.clicks) await page.getByTestId(testId).first().click();
        await expect(page.getByTestId(place.shown).first()).toBeVisible();
        expect(await cutOff(page), `${lang} ${place.path} ${place.clicks.join(' ')}`).toEqual([]);
      }
    }
  } finally {
    await salon.api.dispose();
  }
});
