import { AbilityProvider } from '@casl/react';
import { type AppointmentResponse, defineAbilityFromRoles } from '@salon/domain';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer, testShop } from '../../../test/render.tsx';
import { AppointmentDrawer } from './appointment-drawer.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const VISIT = '00000000-0000-4000-8000-0000000000a1';
const SALE = '00000000-0000-4000-8000-0000000000f1';
const RITA = '00000000-0000-4000-8000-0000000000b1';

const visit = (status: AppointmentResponse['status']): AppointmentResponse => ({
  id: VISIT,
  status,
  label: 'NoLabel',
  customLabel: null,
  source: 'admin',
  anyStylist: false,
  start: '2026-11-26T08:00:00.000Z',
  end: '2026-11-26T08:30:00.000Z',
  price: { amount: 3000, currency: 'EUR' },
  depositAmount: null,
  note: null,
  customer: null,
  guest: null,
  items: [
    {
      serviceId: null,
      serviceName: 'Cut',
      stylistId: RITA,
      start: '2026-11-26T08:00:00.000Z',
      end: '2026-11-26T08:30:00.000Z',
      price: { amount: 3000, currency: 'EUR' },
    },
  ],
  createdAt: '2026-11-20T08:00:00.000Z',
});

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
      /^Waiting for online payment · released at 03:02\sPM$/,
    );
  });

  it('says nothing of a payment for a confirmed visit', async () => {
    stubServer(on('GET', draftPath, { body: draft(null) }));
    renderWithApp(drawer(visit('confirmed')));
    await screen.findByTestId('appointment-drawer');
    expect(screen.queryByTestId('awaiting-payment')).toBeNull();
  });
});
