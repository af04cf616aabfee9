import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../api/products.ts';
import { errorUnder, on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { StockModal } from './stock-modal.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const p = admin.products;
const wax: Product = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Matte Wax',
  sku: null,
  barcode: null,
  price: { amount: 1200, currency: 'EUR' },
  taxRateBps: 1900,
  stock: 5,
  lowStockThreshold: 2,
  lowStock: false,
  archived: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const stockPath = `/api/admin/shops/${SHOP}/products/${wax.id}/stock`;
const history = {
  items: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      kind: 'received',
      delta: 5,
      stockAfter: 5,
      reason: 'Opening delivery',
      actorName: 'Olga Owner',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  total: 1,
};

const answer = (stock: number, kind: string, delta: number) => ({
  body: {
    product: { ...wax, stock, lowStock: stock <= 2 },
    movement: { ...history.items[0], kind, delta, stockAfter: stock, reason: null, actorName: null },
  },
});

describe('the stock dialog', () => {
  it('shows the history and receives goods', async () => {
    const requests = stubServer(
      on('GET', stockPath, { body: history }),
      on('POST', stockPath, answer(11, 'received', 6)),
      on('GET', `/api/admin/shops/${SHOP}/products`, {
        body: { items: [], total: 0, page: 1, pageSize: 25 },
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<StockModal opened shopId={SHOP} product={wax} canChange onClose={() => {}} />);
    const table = await screen.findByTestId('stock-history');
    expect(within(table).getByText('Opening delivery')).toBeDefined();
    expect(within(table).getByText(`${p.kind.received} · Olga Owner`)).toBeDefined();
    expect(screen.getByTestId('stock-current').textContent).toBe('5 pieces in stock');

    await user.click(screen.getByTestId('stock-save'));
    expect(errorUnder(screen.getByTestId('stock-quantity'))).toBe(p.validation.quantity);
    await user.type(screen.getByTestId('stock-quantity'), '6');
    await user.click(screen.getByTestId('stock-save'));
    await waitFor(() => expect(screen.getByTestId('stock-current').textContent).toBe('11 pieces in stock'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ kind: 'received', quantity: 6 });
  });

  it('corrects the count only with a reason', async () => {
    const requests = stubServer(
      on('GET', stockPath, { body: history }),
      on('POST', stockPath, answer(1, 'adjusted', -4)),
      on('GET', `/api/admin/shops/${SHOP}/products`, {
        body: { items: [], total: 0, page: 1, pageSize: 25 },
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<StockModal opened shopId={SHOP} product={wax} canChange onClose={() => {}} />);
    await user.click(screen.getByRole('radio', { name: p.stock.adjust }));
    const counted = screen.getByTestId('stock-counted');
    expect(counted).toHaveProperty('value', '5');
    await user.clear(counted);
    await user.type(counted, '1');
    await user.click(screen.getByTestId('stock-save'));
    expect(errorUnder(screen.getByTestId('stock-reason'))).toBe(p.validation.reason);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByTestId('stock-reason'), 'Two broken bottles');
    await user.click(screen.getByTestId('stock-save'));
    await waitFor(() => expect(screen.getByTestId('stock-current').textContent).toBe('1 piece in stock'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'adjusted',
      countedStock: 1,
      reason: 'Two broken bottles',
    });
  });

  it('keeps a negative count as typed and says so, instead of saving it without the sign', async () => {
    const requests = stubServer(on('GET', stockPath, { body: history }));
    const user = userEvent.setup();
    renderWithApp(<StockModal opened shopId={SHOP} product={wax} canChange onClose={() => {}} />);
    await user.click(screen.getByRole('radio', { name: p.stock.adjust }));
    const counted = screen.getByTestId('stock-counted');
    await user.clear(counted);
    await user.type(counted, '-3');
    await user.type(screen.getByTestId('stock-reason'), 'Counted again');
    expect(counted).toHaveProperty('value', '-3');
    await user.click(screen.getByTestId('stock-save'));
    expect(errorUnder(counted)).toBe(p.validation.count);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows read-only staff the history but no way to change the stock', async () => {
    stubServer(on('GET', stockPath, { body: history }));
    renderWithApp(<StockModal opened shopId={SHOP} product={wax} canChange={false} onClose={() => {}} />);
    expect(await screen.findByTestId('stock-history')).toBeDefined();
    expect(screen.queryByTestId('stock-save')).toBeNull();
    expect(screen.queryByTestId('stock-quantity')).toBeNull();
  });
});
