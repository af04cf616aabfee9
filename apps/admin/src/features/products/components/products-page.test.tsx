import { AbilityProvider } from '@casl/react';
import { defineAbilityFromRoles } from '@salon/domain';
import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../api/products.ts';
import { on, renderWithApp, stubServer, testShop } from '../../../test/render.tsx';
import { ProductsPage } from './products-page.tsx';

const base = `/api/admin/shops/${testShop.id}/products`;
const p = admin.products;
const product = (n: number, extra: Partial<Product> = {}): Product => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  name: `Product ${n}`,
  sku: `SKU-${n}`,
  barcode: null,
  price: { amount: 1250, currency: 'EUR' },
  taxRateBps: 1900,
  stock: 10,
  lowStockThreshold: 3,
  lowStock: false,
  archived: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const low = product(2, { stock: 1, lowStock: true });
const list = (items: Product[]) => ({ body: { items, total: items.length, page: 1, pageSize: 25 } });

function show(roles: string[]) {
  const ability = defineAbilityFromRoles({ id: 'u1', roles: [], shops: [{ shopId: testShop.id, roles }] });
  return renderWithApp(
    <AbilityProvider value={ability}>
      <ProductsPage />
    </AbilityProvider>,
  );
}

const server = () =>
  stubServer(
    on('GET', `/api/admin/shops/${testShop.id}/rules`, { body: { currency: 'EUR' } }),
    on('GET', `/api/admin/shops/${testShop.id}`, { body: { id: testShop.id, serviceTaxRateBps: 1900 } }),
    on('GET', base, (url) =>
      list(url.searchParams.get('lowStock') === '1' ? [low] : [product(1, { taxRateBps: null }), low]),
    ),
  );

describe('the Products page', () => {
  it('lists products with the low ones marked, and filters to those running low', async () => {
    const requests = server();
    const user = userEvent.setup();
    show(['ROLE_SHOP_ADMIN']);
    const rows = await screen.findAllByTestId('product-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).queryByTestId('product-low-stock-badge')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByTestId('product-low-stock-badge').textContent).toBe(
      p.lowStockBadge,
    );
    expect(screen.getByTestId('products-new')).toBeDefined();
    // One sold at the salon's standard rate, one at its own.
    await waitFor(() => expect(rows[0]?.textContent).toContain(p.salonRate.replace('{{rate}}', '19%')));
    expect(rows[1]?.textContent).toContain('19%');

    await user.click(screen.getByRole('checkbox', { name: p.lowStockOnly }));
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(1));
    expect(requests.some((r) => r.url.pathname === base && r.url.searchParams.get('lowStock') === '1')).toBe(
      true,
    );
  });

  it('searches by what is typed', async () => {
    const requests = server();
    const user = userEvent.setup();
    show(['ROLE_SHOP_ADMIN']);
    await screen.findAllByTestId('product-row');
    await user.type(screen.getByTestId('products-search'), 'SKU-2');
    await waitFor(() => expect(requests.some((r) => r.url.searchParams.get('q') === 'SKU-2')).toBe(true));
  });

  it('offers read-only staff the list without adding or changing products', async () => {
    server();
    const user = userEvent.setup();
    show(['ROLE_STAFF', 'ReadOnly']);
    const rows = await screen.findAllByTestId('product-row');
    expect(screen.queryByTestId('products-new')).toBeNull();
    await user.click(within(rows[0] as HTMLElement).getByTestId('product-actions'));
    expect(await screen.findByTestId('product-stock-action')).toBeDefined();
    expect(screen.queryByTestId('product-edit')).toBeNull();
    expect(screen.queryByTestId('product-archive')).toBeNull();
  });
});
