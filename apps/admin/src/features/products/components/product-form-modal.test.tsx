import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../api/products.ts';
import { errorUnder, on, renderWithApp, stubServer, validationError } from '../../../test/render.tsx';
import { ProductFormModal } from './product-form-modal.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const productsPath = `/api/admin/shops/${SHOP}/products`;
const p = admin.products;

const shampoo: Product = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Argan Shampoo',
  sku: 'SH-250',
  barcode: null,
  price: { amount: 1950, currency: 'EUR' },
  taxRateBps: 1900,
  stock: 7,
  lowStockThreshold: 3,
  lowStock: false,
  archived: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function open(product: Product | null = null) {
  const onClose = vi.fn();
  renderWithApp(
    <ProductFormModal
      opened
      shopId={SHOP}
      product={product}
      currency="EUR"
      salonTaxRateBps={1900}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('the product form', () => {
  it('asks for a name and a price and sends nothing until it has them', async () => {
    const requests = stubServer();
    const user = userEvent.setup();
    open();
    await user.click(screen.getByTestId('product-save'));
    expect(errorUnder(screen.getByTestId('product-name'))).toBe(p.validation.name);
    expect(errorUnder(screen.getByTestId('product-price'))).toBe(p.validation.priceRequired);
    await user.type(screen.getByTestId('product-price'), '1.2.3');
    await user.click(screen.getByTestId('product-save'));
    expect(errorUnder(screen.getByTestId('product-price'))).toBe(admin.money.invalid);
    expect(requests).toHaveLength(0);
  });

  it('adds a product: price in minor units, tax in basis points, the opening stock and warning level', async () => {
    const requests = stubServer(
      on('POST', productsPath, (_url, body) => ({ status: 201, body: { ...shampoo, ...(body as object) } })),
      on('GET', productsPath, { body: { items: [], total: 0, page: 1, pageSize: 25 } }),
    );
    const user = userEvent.setup();
    const onClose = open();
    await user.type(screen.getByTestId('product-name'), 'Argan Shampoo');
    await user.type(screen.getByTestId('product-sku'), ' SH-250 ');
    await user.type(screen.getByTestId('product-price'), '19,50');
    await user.type(screen.getByTestId('product-tax'), '7.5');
    await user.clear(screen.getByTestId('product-initial-stock'));
    await user.type(screen.getByTestId('product-initial-stock'), '12');
    await user.type(screen.getByTestId('product-low-stock'), '3');
    await user.click(screen.getByTestId('product-save'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Argan Shampoo',
      sku: 'SH-250',
      barcode: null,
      price: { amount: 1950, currency: 'EUR' },
      taxRateBps: 750,
      lowStockThreshold: 3,
      initialStock: 12,
    });
  });

  it('sells a product without a rate of its own at the salon’s, and says which that is', async () => {
    const requests = stubServer(
      on('POST', productsPath, (_url, body) => ({ status: 201, body: { ...shampoo, ...(body as object) } })),
      on('GET', productsPath, { body: { items: [], total: 0, page: 1, pageSize: 25 } }),
    );
    const user = userEvent.setup();
    const onClose = open();
    const tax = screen.getByTestId('product-tax');
    expect(tax.getAttribute('placeholder')).toBe('19%');
    expect(screen.getByText(p.field.taxRateHint.replace('{{rate}}', '19%'))).toBeTruthy();
    await user.type(screen.getByTestId('product-name'), 'Wax');
    await user.type(screen.getByTestId('product-price'), '12');
    await user.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ name: 'Wax', taxRateBps: null });
  });

  it('shows the server’s “SKU already used” under the SKU field, and edits without touching stock', async () => {
    const requests = stubServer(
      on('PATCH', `${productsPath}/${shampoo.id}`, {
        status: 409,
        body: {
          error: {
            code: 'ProductCodeUsed',
            message: 'Another product already has this SKU',
            details: [{ path: 'body.sku', message: 'Another product of this shop already has this sku' }],
          },
        },
      }),
      on('GET', productsPath, { body: { items: [], total: 0, page: 1, pageSize: 25 } }),
    );
    const user = userEvent.setup();
    open(shampoo);
    expect(screen.getByTestId('product-price')).toHaveProperty('value', '19.50');
    expect(screen.queryByTestId('product-initial-stock')).toBeNull();
    await user.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(errorUnder(screen.getByTestId('product-sku'))).toBe(p.validation.skuUsed));
    const sent = requests.find((r) => r.method === 'PATCH')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ sku: 'SH-250', taxRateBps: 1900, price: { amount: 1950 } });
    expect(sent).not.toHaveProperty('initialStock');
    expect(sent).not.toHaveProperty('stock');
  });

  it('places a server refusal of the price under the price field', async () => {
    stubServer(
      on('POST', productsPath, validationError({ path: 'body.price.currency', message: 'Must be EUR' })),
    );
    const user = userEvent.setup();
    open();
    await user.type(screen.getByTestId('product-name'), 'Wax');
    await user.type(screen.getByTestId('product-price'), '9');
    await user.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(errorUnder(screen.getByTestId('product-price'))).toBe(p.validation.price));
  });
});
