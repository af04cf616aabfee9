import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorUnder, on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { SHOP, sale } from '../test/fixtures.ts';
import { RefundModal } from './refund-modal.tsx';

const r = admin.sales.refund;
const refundPath = `/api/admin/shops/${SHOP}/sales/${sale.id}/refunds`;

describe('the refund dialog', () => {
  it('shows what is refundable and refunds chosen pieces only with a reason', async () => {
    const requests = stubServer(on('POST', refundPath, { status: 201, body: sale }));
    const user = userEvent.setup();
    renderWithApp(<RefundModal shopId={SHOP} sale={sale} opened onClose={() => {}} />);
    expect(screen.getByTestId('refund-refundable').textContent).toBe('Can still be refunded: €74.00');

    await user.click(screen.getByRole('radio', { name: r.lines }));
    await user.click(screen.getByTestId('refund-submit'));
    expect(screen.getByRole('alert').textContent).toBe(r.validation.lines);
    expect(errorUnder(screen.getByTestId('refund-reason'))).toBe(r.validation.reason);

    const wax = screen.getByLabelText(r.quantity.replace('{{name}}', 'Matte Wax'));
    await user.clear(wax);
    await user.type(wax, '1');
    await user.type(screen.getByTestId('refund-reason'), 'Bottle leaked');
    await user.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(requests.filter((q) => q.method === 'POST')).toHaveLength(1));
    expect(requests.find((q) => q.method === 'POST')?.body).toEqual({
      reason: 'Bottle leaked',
      lines: [{ lineId: sale.lines[1]?.id, quantity: 1 }],
      restock: true,
    });
  });

  it('says how much is left when the server refuses a refund larger than what was paid', async () => {
    const requests = stubServer(
      on('POST', refundPath, {
        status: 409,
        body: { error: { code: 'RefundExceedsPaid', message: 'Too much', details: { refundable: 1500 } } },
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<RefundModal shopId={SHOP} sale={sale} opened onClose={() => {}} />);
    await user.click(screen.getByRole('radio', { name: r.amount }));
    await user.type(screen.getByTestId('refund-amount'), '80');
    await user.type(screen.getByTestId('refund-reason'), 'Unhappy');
    await user.click(screen.getByTestId('refund-submit'));
    // More than the sale's refundable is caught before asking the server.
    expect(errorUnder(screen.getByTestId('refund-amount'))).toBe(r.validation.tooMuch);
    expect(requests).toHaveLength(0);

    await user.clear(screen.getByTestId('refund-amount'));
    await user.type(screen.getByTestId('refund-amount'), '20');
    await user.click(screen.getByTestId('refund-submit'));
    expect((await screen.findByTestId('refund-error')).textContent).toBe(
      'That is more than can be refunded: at most €15.00.',
    );
    expect(requests[0]?.body).toEqual({ reason: 'Unhappy', amount: 2000, restock: false });
  });
});
