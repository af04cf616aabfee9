import type { AppointmentResponse, CustomerLoyaltyResponse } from '@salon/domain';
import customers from '@salon/i18n/locales/en/customers.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { CustomerLoyalty } from './customer-loyalty.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const CUSTOMER = '00000000-0000-4000-8000-0000000000c1';
const path = `/api/admin/shops/${SHOP}/customers/${CUSTOMER}/loyalty`;
const l = customers.loyalty;

const account: CustomerLoyaltyResponse = {
  customerId: CUSTOMER,
  enabled: true,
  balance: 145,
  value: { amount: 725, currency: 'EUR' },
  expiresAt: '2099-11-24T11:00:00.000+01:00',
  total: 2,
  entries: [
    {
      id: '00000000-0000-4000-8000-0000000000e2',
      kind: 'Adjust',
      points: 100,
      value: null,
      reason: 'Moved from the paper card',
      appointmentId: null,
      appointmentStart: null,
      reverses: null,
      actorName: 'Ana Owner',
      createdAt: '2026-11-24T11:00:00.000+01:00',
    },
    {
      id: '00000000-0000-4000-8000-0000000000e1',
      kind: 'Reward',
      points: 45,
      value: null,
      reason: null,
      appointmentId: '00000000-0000-4000-8000-0000000000a1',
      appointmentStart: '2026-11-24T10:00:00.000+01:00',
      reverses: null,
      actorName: null,
      createdAt: '2026-11-24T10:50:00.000+01:00',
    },
  ],
};

const visit = (id: string, status: AppointmentResponse['status']): AppointmentResponse => ({
  id,
  status,
  label: 'NoLabel',
  customLabel: null,
  source: 'admin',
  link: null,
  anyStylist: false,
  start: '2026-11-28T10:00:00.000+01:00',
  end: '2026-11-28T10:45:00.000+01:00',
  price: { amount: 4500, currency: 'EUR' },
  depositAmount: null,
  note: null,
  customer: null,
  guest: null,
  items: [
    {
      serviceId: null,
      serviceName: 'Cut',
      stylistId: '00000000-0000-4000-8000-0000000000b1',
      start: '2026-11-28T10:00:00.000+01:00',
      end: '2026-11-28T10:45:00.000+01:00',
      price: { amount: 4500, currency: 'EUR' },
    },
  ],
  createdAt: '2026-11-20T10:00:00.000+01:00',
});
const visits = [
  visit('00000000-0000-4000-8000-0000000000a2', 'confirmed'),
  visit('00000000-0000-4000-8000-0000000000a3', 'cancelled'),
];

function show(canAdjust: boolean, ...routes: Parameters<typeof stubServer>) {
  const requests = stubServer(on('GET', path, { body: account }), ...routes);
  renderWithApp(
    <CustomerLoyalty
      shopId={SHOP}
      customerId={CUSTOMER}
      timeZone="Europe/Berlin"
      canAdjust={canAdjust}
      visits={visits}
    />,
  );
  return { requests, user: userEvent.setup() };
}

describe("a customer's loyalty points", () => {
  it('names lapsed points in the ledger and shows no expiry once nothing is left', async () => {
    const lapsed: CustomerLoyaltyResponse = {
      ...account,
      balance: 0,
      value: { amount: 0, currency: 'EUR' },
      expiresAt: null,
      total: 3,
      entries: [
        {
          ...(account.entries[0] as CustomerLoyaltyResponse['entries'][number]),
          id: '00000000-0000-4000-8000-0000000000e3',
          kind: 'Expire',
          points: -145,
          reason: null,
          actorName: null,
        },
        ...account.entries,
      ],
    };
    stubServer(on('GET', path, { body: lapsed }));
    renderWithApp(
      <CustomerLoyalty
        shopId={SHOP}
        customerId={CUSTOMER}
        timeZone="Europe/Berlin"
        canAdjust={false}
        visits={[]}
      />,
    );
    const rows = await screen.findAllByTestId('loyalty-entry');
    expect(within(rows[0] as HTMLElement).getByText(l.kinds.Expire)).toBeDefined();
    expect(within(rows[0] as HTMLElement).getByText('−145')).toBeDefined();
    expect(screen.queryByTestId('loyalty-expires')).toBeNull();
  });

  it('shows the balance, its worth and the ledger newest first', async () => {
    show(false);
    expect((await screen.findByTestId('loyalty-balance')).textContent).toBe('145');
    expect(screen.getByText(`${l.balance} · Worth €7.25`)).toBeDefined();
    const rows = screen.getAllByTestId('loyalty-entry');
    expect(within(rows[0] as HTMLElement).getByText(l.kinds.Adjust)).toBeDefined();
    expect(within(rows[0] as HTMLElement).getByText('+100')).toBeDefined();
    expect(within(rows[0] as HTMLElement).getByText('by Ana Owner')).toBeDefined();
    expect(within(rows[0] as HTMLElement).getByText('Moved from the paper card')).toBeDefined();
    expect(within(rows[1] as HTMLElement).getByText(l.kinds.Reward)).toBeDefined();
    // When the points lapse without a visit, on the salon's calendar.
    expect(screen.getByTestId('loyalty-expires').textContent).toBe(
      l.expires.replace('{{date}}', 'Tue, Nov 24, 2099'),
    );
    // Without the right to change customers, no adjustment and no redemption.
    expect(screen.queryByTestId('loyalty-adjust-form')).toBeNull();
    expect(screen.queryByTestId('loyalty-redeem-form')).toBeNull();
  });

  it('adjusts with a reason, and refuses one without', async () => {
    const after = { ...account, balance: 125, total: 3 };
    const { requests, user } = show(true, on('POST', `${path}/adjustments`, { status: 201, body: after }));
    await screen.findByTestId('loyalty-adjust-form');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${l.adjustPoints}`) }), '-20');
    await user.click(screen.getByTestId('loyalty-adjust-submit'));
    expect(await screen.findByText(l.invalid.reason)).toBeDefined();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(
      screen.getByRole('textbox', { name: new RegExp(`^${l.adjustReason}`) }),
      'Spilled coffee',
    );
    await user.click(screen.getByTestId('loyalty-adjust-submit'));
    await waitFor(() => expect(screen.getByTestId('loyalty-balance').textContent).toBe('125'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      points: -20,
      reason: 'Spilled coffee',
    });
  });

  it('redeems points on a visit that is still on', async () => {
    const after = { ...account, balance: 45, total: 3 };
    const { requests, user } = show(true, on('POST', `${path}/redemptions`, { status: 201, body: after }));
    await screen.findByTestId('loyalty-redeem-form');
    const select = screen.getByRole('combobox', { name: l.redeemVisit });
    // Only the confirmed visit is offered (after the empty choice); the cancelled one takes no points.
    expect(within(select).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(select, '00000000-0000-4000-8000-0000000000a2');
    await user.type(screen.getByRole('textbox', { name: l.redeemPoints }), '100');
    await user.click(screen.getByTestId('loyalty-redeem-submit'));
    await waitFor(() => expect(screen.getByTestId('loyalty-balance').textContent).toBe('45'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      appointmentId: '00000000-0000-4000-8000-0000000000a2',
      points: 100,
    });
  });

  it('says so when the programme is off', async () => {
    stubServer(on('GET', path, { body: { ...account, enabled: false } }));
    renderWithApp(
      <CustomerLoyalty shopId={SHOP} customerId={CUSTOMER} timeZone="Europe/Berlin" canAdjust visits={[]} />,
    );
    expect((await screen.findByTestId('loyalty-off')).textContent).toBe(l.off);
  });
});
