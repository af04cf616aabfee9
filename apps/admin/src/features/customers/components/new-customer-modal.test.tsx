import customers from '@salon/i18n/locales/en/customers.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { errorUnder, on, renderWithApp, stubServer, validationError } from '../../../test/render.tsx';
import { NewCustomerModal } from './new-customer-modal.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const customersPath = `/api/admin/shops/${SHOP}/customers`;

function open() {
  renderWithApp(
    <MemoryRouter>
      <NewCustomerModal shopId={SHOP} opened onClose={vi.fn()} />
    </MemoryRouter>,
  );
  return {
    user: userEvent.setup(),
    name: screen.getByTestId('customer-name'),
    email: screen.getByTestId('customer-email'),
    submit: () => screen.getByTestId('new-customer-submit'),
  };
}

describe('the new customer form', () => {
  it("refuses what the domain's schema refuses, in words under each field, and sends nothing", async () => {
    const requests = stubServer();
    const { user, name, email, submit } = open();
    // Two dots in a row: the contract's e-mail rule refuses it, a loose pattern would not.
    await user.type(email, 'ana..silva@example.com');
    await user.click(submit());
    await waitFor(() => expect(errorUnder(name)).toBe(customers.form.errors.nameRequired));
    expect(errorUnder(email)).toBe(customers.form.errors.emailInvalid);
    expect(requests).toEqual([]);
  });

  it("puts the server's field error under its field, in the person's language", async () => {
    const requests = stubServer(
      on('POST', customersPath, validationError({ path: 'body.name', message: 'Too big' })),
    );
    const { user, name, submit } = open();
    await user.type(name, '   ');
    await user.click(submit());
    await waitFor(() => expect(errorUnder(name)).toBe(customers.form.errors.nameRequired));
    expect(requests).toEqual([]);

    await user.type(name, 'Ana Silva');
    await user.click(submit());
    await waitFor(() => expect(errorUnder(name)).toBe(customers.form.errors.nameTooLong));
    expect(requests.map((r) => r.body)).toEqual([{ name: 'Ana Silva', email: null, phone: null }]);
    expect(screen.queryByText('Too big')).toBeNull();
  });
});
