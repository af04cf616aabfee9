import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { report, SHOP, sale } from '../test/fixtures.ts';
import { SalesPage } from './sales-page.tsx';

const s = admin.sales;

const page = () => (
  <MemoryRouter initialEntries={['/sales']}>
    <Routes>
      <Route path="/sales" element={<SalesPage />} />
      <Route path="/sales/:saleId" element={<SalesPage />} />
    </Routes>
  </MemoryRouter>
);

describe('the Sales page', () => {
  it("shows the day's totals by method, services and products, tips per stylist and refunds, and opens a sale", async () => {
    const requests = stubServer(
      on('GET', `/api/admin/shops/${SHOP}/sales-report`, { body: report }),
      on('GET', `/api/admin/shops/${SHOP}/sales`, {
        body: {
          items: [
            {
              id: sale.id,
              receiptNumber: 7,
              appointmentId: null,
              customerName: 'Clara Customer',
              currency: 'EUR',
              status: 'completed',
              total: 7400,
              refunded: 0,
              createdAt: sale.createdAt,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 25,
        },
      }),
      on('GET', `/api/admin/shops/${SHOP}/sales/${sale.id}`, { body: sale }),
    );
    const user = userEvent.setup();
    renderWithApp(page());
    await screen.findByTestId('sales-report');
    // Headings go down one level at a time (h1, then h2s), as screen readers list them.
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.filter((level, i) => level - (levels[i - 1] ?? 0) > 1)).toEqual([]);
    const text = (id: string) => screen.getByTestId(id).textContent;
    expect(text('report-sales')).toBe('3');
    expect(text('report-services')).toBe('€150.00');
    expect(text('report-products')).toBe('€30.00');
    expect(text('report-tips')).toBe('€12.00');
    expect(text('report-refunds')).toBe('€12.00');
    expect(screen.getByText('1 refund')).toBeDefined();
    expect(text('report-net')).toBe('€180.00');
    const cash = screen.getByTestId('report-method-cash');
    expect(
      within(cash)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([s.method.cash, '€50.00', '€12.00', '€38.00']);
    const tips = screen.getByTestId('report-tips-by-stylist');
    expect(within(tips).getByText('Anna').nextSibling?.textContent).toBe('€8.00');

    // The report, the list and the CSV cover the same day, today in the salon.
    const asked = requests.find((r) => r.url.pathname.endsWith('/sales-report'));
    const day = asked?.url.searchParams.get('from');
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asked?.url.searchParams.get('to')).toBe(day);
    expect(screen.getByTestId('sales-csv').getAttribute('href')).toBe(
      `/api/admin/shops/${SHOP}/sales-report.csv?from=${day}&to=${day}`,
    );

    await user.click(screen.getByTestId('sales-open-7'));
    const detail = await screen.findByTestId('sale-detail');
    expect(within(detail).getByText('Matte Wax')).toBeDefined();
    expect(within(screen.getByTestId('sale-payments')).getByText(s.method.card_terminal)).toBeDefined();
    expect(screen.getByTestId('sale-total').textContent).toBe('€74.00');
  });
});
