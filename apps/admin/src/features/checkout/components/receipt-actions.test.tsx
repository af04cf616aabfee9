import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer, validationError } from '../../../test/render.tsx';
import { ReceiptActions } from './receipt-actions.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const SALE = '00000000-0000-4000-8000-0000000000f1';
const path = `/api/admin/shops/${SHOP}/sales/${SALE}/receipt/email`;

describe('e-mailing a receipt', () => {
  it('asks for an address when the customer has none, then sends it there', async () => {
    const requests = stubServer(
      on('POST', path, (_url, body) =>
        (body as { to?: string }).to
          ? { body: { queued: true, to: 'walk@example.com' } }
          : validationError({ path: 'body.to', message: 'Give an e-mail address: the customer has none' }),
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<ReceiptActions shopId={SHOP} saleId={SALE} />);
    await user.click(screen.getByTestId('receipt-email'));
    const to = await screen.findByTestId('receipt-email-to');
    await user.type(to, 'walk@example.com');
    await user.click(screen.getByTestId('receipt-email-send'));
    await waitFor(() => expect(screen.queryByTestId('receipt-email-to')).toBeNull());
    expect(requests.map((r) => r.body)).toEqual([{}, { to: 'walk@example.com' }]);
  });
});
