import type { SessionShop } from '@salon/domain';
import customers from '@salon/i18n/locales/en/customers.json' with { type: 'json' };
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerProfile } from '../../../api/customers.ts';
import { errorUnder, on, renderWithApp, stubServer, validationError } from '../../../test/render.tsx';
import { CustomerDetailsForm } from './customer-details-form.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const ID = '00000000-0000-4000-8000-000000000002';
const shop: SessionShop = {
  id: SHOP,
  name: 'Salão Lisboa',
  subdomain: 'lisboa',
  timeZone: 'Europe/Lisbon',
  country: 'PT',
  role: 'ROLE_SHOP_ADMIN',
  readOnly: false,
  roles: ['ROLE_SHOP_ADMIN'],
};
const customer: CustomerProfile = {
  id: ID,
  name: 'Inês Costa',
  email: 'ines@example.com',
  phone: '+351912345678',
  userId: null,
  birthday: null,
  note: null,
  visits: 0,
  noShows: 0,
  spend: 0,
  lastVisit: null,
  history: [],
};

const customerPath = `/api/admin/shops/${SHOP}/customers/${ID}`;

function open(
  patch: Parameters<typeof on>[2] = (_url, body) => ({ body: { ...customer, ...(body as object) } }),
) {
  const requests = stubServer(on('PATCH', customerPath, patch));
  renderWithApp(<CustomerDetailsForm shopId={SHOP} customer={customer} />, { shop });
  return { requests, user: userEvent.setup(), phone: screen.getByTestId('customer-phone') };
}

describe('the phone field of a Portuguese salon’s customer', () => {
  it('shows the stored number as dialled in Portugal, with a Portuguese example', () => {
    const { phone } = open();
    expect(phone).toHaveProperty('value', '912 345 678');
    expect(phone.getAttribute('placeholder')).toBe('912 345 678');
  });

  it('sends a local number typed in E.164 and refuses one that is none, in words', async () => {
    const { requests, user, phone } = open();
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(screen.getByTestId('customer-save'));
    expect(await screen.findByText(customers.form.errors.phoneInvalid)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '21 123 4567');
    await user.click(screen.getByTestId('customer-save'));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
        { phone: '+351211234567' },
      ]),
    );
    await waitFor(() => expect(phone).toHaveProperty('value', '21 123 4567'));
  });
});

describe('the e-mail field of a customer’s details', () => {
  it("refuses an address the domain's schema refuses, then shows another customer's address under it", async () => {
    const { requests, user } = open(
      validationError({
        path: 'body.email',
        message: 'Another customer of this shop has this e-mail address',
      }),
    );
    const email = screen.getByTestId('customer-email');
    await user.clear(email);
    // Two dots in a row: the contract's e-mail rule refuses it, a loose pattern would not.
    await user.type(email, 'ines..costa@example.com');
    await user.click(screen.getByTestId('customer-save'));
    await waitFor(() => expect(errorUnder(email)).toBe(customers.form.errors.emailInvalid));
    expect(requests).toEqual([]);

    await user.clear(email);
    await user.type(email, 'ana@example.com');
    await user.click(screen.getByTestId('customer-save'));
    await waitFor(() => expect(errorUnder(email)).toBe(customers.form.errors.emailTaken));
    expect(requests.map((r) => r.body)).toEqual([{ email: 'ana@example.com' }]);
  });
});
