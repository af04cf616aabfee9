import { AbilityProvider } from '@casl/react';
import { type AppointmentResponse, defineAbilityFromRoles } from '@salon/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TEST_APPOINTMENT_ID, TEST_STYLIST_ID, testAppointment } from '../../../test/fixtures.ts';
import { on, renderWithApp, stubServer, testShop } from '../../../test/render.tsx';
import { AppointmentDrawer } from './appointment-drawer.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const VISIT = TEST_APPOINTMENT_ID;
const SALE = '00000000-0000-4000-8000-0000000000f1';
const RITA = TEST_STYLIST_ID;

const visit = (status: AppointmentResponse['status']) => testAppointment({ status });

const draft = (saleId: string | null) => ({
  appointmentId: VISIT,
  status: 'confirmed',
  currency: 'EUR',
  customer: null,
  services: [],
  deposit: 0,
  redeemed: { points: 0, value: 0 },
  loyalty: null,
  saleId,
});

const ability = defineAbilityFromRoles({
  id: 'u1',
  roles: [],
  shops: [{ shopId: testShop.id, roles: ['ROLE_SHOP_ADMIN'] }],
});

const drawer = (appointment: AppointmentResponse) => (
  <AbilityProvider value={ability}>
    <MemoryRouter>
      <AppointmentDrawer
        shopId={SHOP}
        timeZone="Europe/Berlin"
        appointment={appointment}
        stylistNames={new Map([[RITA, 'Rita']])}
        stylists={[]}
        canUpdate
        onClose={() => {}}
        onMoved={() => {}}
      />
    </MemoryRouter>
  </AbilityProvider>
);

const draftPath = `/api/admin/shops/${SHOP}/appointments/${VISIT}/checkout`;

describe('the appointment drawer at the counter', () => {
  it('offers to check out a visit not paid yet', async () => {
    stubServer(on('GET', draftPath, { body: draft(null) }));
    renderWithApp(drawer(visit('confirmed')));
    expect((await screen.findByTestId('appointment-checkout')).textContent).toBe('Check out');
  });

  it('shows a paid visit with its receipt instead, linking to the sale', async () => {
    stubServer(
      on('GET', draftPath, { body: draft(SALE) }),
      on('GET', `/api/admin/shops/${SHOP}/sales/${SALE}`, { body: { id: SALE, receipt: { number: 12 } } }),
    );
    renderWithApp(drawer(visit('completed')));
    const link = await screen.findByTestId('receipt-link');
    expect(screen.getByTestId('appointment-paid').textContent).toBe('Paid·Receipt #12');
    expect(link.getAttribute('href')).toBe(`/sales/${SALE}`);
    expect(screen.queryByTestId('appointment-checkout')).toBeNull();
  });

  it('offers no checkout for a cancelled visit', async () => {
    const requests = stubServer(on('GET', draftPath, { body: draft(null) }));
    renderWithApp(drawer(visit('cancelled')));
    await screen.findByTestId('appointment-drawer');
    expect(screen.queryByTestId('appointment-checkout')).toBeNull();
    expect(requests.filter((r) => r.url.pathname === draftPath)).toHaveLength(0);
  });
});

describe('the appointment drawer for an unpaid online booking', () => {
  it('says the visit waits for its online payment and when the salon’s clock releases it', async () => {
    stubServer(on('GET', draftPath, { body: draft(null) }));
    // Made at 13:52 UTC, 14:52 in Berlin: held for ten minutes.
    renderWithApp(drawer({ ...visit('awaiting_payment'), createdAt: '2026-11-26T13:52:00.000Z' }));
    expect((await screen.findByTestId('awaiting-payment')).textContent).toMatch(
      /^Waiting for online payment · released at 3:02\sPM$/,
    );
  });

  it('says nothing of a payment for a confirmed visit', async () => {
    stubServer(on('GET', draftPath, { body: draft(null) }));
    renderWithApp(drawer(visit('confirmed')));
    await screen.findByTestId('appointment-drawer');
    expect(screen.queryByTestId('awaiting-payment')).toBeNull();
  });
});

describe('the appointment drawer for a booking through a booking link', () => {
  it('names the link the booking came through beside its source', async () => {
    stubServer(on('GET', draftPath, { body: draft(null) }));
    renderWithApp(
      drawer({
        ...visit('confirmed'),
        source: 'google',
        link: { id: '00000000-0000-4000-8000-0000000000c1', alias: 'salon-google', kind: 'google' },
      }),
    );
    const details = within(await screen.findByTestId('appointment-drawer'));
    const term = details.getByText('Booking link');
    expect(term.nextElementSibling?.textContent).toBe('/b/salon-google');
    expect(details.getByText('Source').nextElementSibling?.textContent).toBe('Google');
  });

  it('names no link for a booking that came another way', async () => {
    stubServer(on('GET', draftPath, { body: draft(null) }));
    renderWithApp(drawer({ ...visit('confirmed'), source: 'online' }));
    const details = within(await screen.findByTestId('appointment-drawer'));
    expect(details.getByText('Source').nextElementSibling?.textContent).toBe('Online booking page');
    expect(details.queryByText('Booking link')).toBeNull();
  });
});

describe('the appointment drawer’s phone numbers', () => {
  it('shows the customer’s as dialled in the salon’s country and a guest’s from abroad with its code', async () => {
    stubServer(on('GET', draftPath, { body: draft(null) }));
    renderWithApp(
      drawer({
        ...visit('confirmed'),
        customer: {
          id: '00000000-0000-4000-8000-0000000000d1',
          name: 'Ada',
          email: null,
          phone: '+49301234567',
        },
        guest: { name: 'Ada', email: null, phone: '+33123456789' },
      }),
    );
    const phone = await screen.findByTestId('customer-phone');
    expect(phone.textContent).toBe('030 1234567');
    expect(phone.getAttribute('href')).toBe('tel:+49301234567');
    const details = within(screen.getByTestId('appointment-drawer'));
    expect(details.getByText('Booked as').nextElementSibling?.textContent).toBe('Ada, +33 1 23 45 67 89');
  });
});

describe('the appointment drawer’s history', () => {
  it('holds no loading placeholder while closed, and loads the history once opened', async () => {
    const detailPath = `/api/admin/shops/${SHOP}/appointments/${VISIT}`;
    const requests = stubServer(
      on('GET', draftPath, { body: draft(null) }),
      on('GET', detailPath, { body: { ...visit('confirmed'), history: [] } }),
    );
    renderWithApp(drawer(visit('confirmed')));
    await screen.findByTestId('appointment-checkout');
    // A placeholder left in the closed panel would tell whoever waits for the page that it is still loading.
    expect(document.querySelector('.mantine-Skeleton-root')).toBeNull();
    expect(requests.some((r) => r.url.pathname === detailPath)).toBe(false);

    fireEvent.click(screen.getByTestId('drawer-section-history'));
    expect((await screen.findByText('Nothing has happened yet.')).textContent).toBe(
      'Nothing has happened yet.',
    );
  });
});
