import type { AppointmentResponse, MoneyMovementsResponse } from '@salon/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { MoneySection } from './money-section.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const VISIT = '00000000-0000-4000-8000-0000000000a1';
const CHARGE = '00000000-0000-4000-8000-0000000000c1';
const REFUND = '00000000-0000-4000-8000-0000000000c2';
const FEE = '00000000-0000-4000-8000-0000000000c3';
const base = `/api/admin/shops/${SHOP}/appointments/${VISIT}`;

const visit = (status: AppointmentResponse['status']): AppointmentResponse => ({
  id: VISIT,
  status,
  label: 'NoLabel',
  customLabel: null,
  source: 'online',
  link: null,
  anyStylist: false,
  start: '2026-11-26T08:00:00.000Z',
  end: '2026-11-26T08:30:00.000Z',
  price: { amount: 4500, currency: 'EUR' },
  depositAmount: 900,
  note: null,
  customer: null,
  guest: null,
  items: [],
  createdAt: '2026-11-20T08:00:00.000Z',
});

type Movement = MoneyMovementsResponse['movements'][number];
const movement = (m: Partial<Movement> & Pick<Movement, 'id' | 'kind' | 'amount'>): Movement => ({
  method: 'online',
  status: 'succeeded',
  currency: 'EUR',
  refundOf: null,
  reason: null,
  stripePaymentIntentId: 'pi_1',
  stripeRefundId: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...m,
});
const deposit = movement({ id: CHARGE, kind: 'charge', amount: 900, reason: 'booking' });
const quote = (over: object = {}) => ({
  noShowPercent: 100,
  servicePrice: 4500,
  paid: 900,
  amount: 3600,
  currency: 'EUR',
  card: { brand: 'visa', last4: '4242' },
  charged: false,
  ...over,
});

const section = (status: AppointmentResponse['status'], canUpdate = true) => (
  <MoneySection shopId={SHOP} appointment={visit(status)} canUpdate={canUpdate} enabled />
);

describe('the visit’s money in the drawer', () => {
  it('lists charges, refunds and fees with their reasons', async () => {
    stubServer(
      on('GET', `${base}/money`, {
        body: {
          movements: [
            deposit,
            movement({ id: REFUND, kind: 'refund', amount: 300, refundOf: CHARGE, reason: 'Late start' }),
            movement({ id: FEE, kind: 'fee', amount: 3600, method: 'card_on_file', reason: 'no_show' }),
          ],
        },
      }),
    );
    renderWithApp(section('completed'));
    const rows = within(await screen.findByTestId('money-movements')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Charge · OnlinePaid when bookingDone€9.00',
      'Refund · OnlineLate startDone−€3.00',
      'Fee · Card on fileNo-show feeDone€36.00',
    ]);
  });

  it('refunds an amount with a reason, refusing more than is left before asking the server', async () => {
    const requests = stubServer(
      on('GET', `${base}/money`, { body: { movements: [deposit] } }),
      on('POST', `${base}/refunds`, {
        body: {
          movements: [
            deposit,
            movement({ id: REFUND, kind: 'refund', amount: 500, refundOf: CHARGE, reason: 'Late start' }),
          ],
        },
      }),
    );
    renderWithApp(section('completed'));
    fireEvent.click(await screen.findByTestId('money-refund-open'));
    expect(screen.getByText('Left to refund: €9.00')).toBeTruthy();
    fireEvent.change(screen.getByTestId('money-refund-amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('money-refund-submit'));
    expect(await screen.findByText('At most €9.00 can be refunded')).toBeTruthy();
    expect(screen.getByText('Give a reason')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('money-refund-amount'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('money-refund-reason'), { target: { value: ' Late start ' } });
    fireEvent.click(screen.getByTestId('money-refund-submit'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ amount: 500, reason: 'Late start' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });

  it('shows the no-show policy and the card, and charges the fee after a confirmation', async () => {
    const requests = stubServer(
      on('GET', `${base}/money`, { body: { movements: [deposit] } }),
      on('GET', `${base}/no-show-fee`, { body: quote() }),
      on('POST', `${base}/no-show-fee`, {
        body: {
          movements: [deposit, movement({ id: FEE, kind: 'fee', amount: 3600, method: 'card_on_file' })],
        },
      }),
    );
    renderWithApp(section('no_show'));
    expect((await screen.findByTestId('money-fee-policy')).textContent).toBe(
      'No-show policy: 100 % of €45.00, less €9.00 paid online — €36.00 to charge.',
    );
    expect(screen.getByTestId('money-fee-card').textContent).toBe('Card on file: visa •••• 4242');
    fireEvent.click(screen.getByTestId('money-fee-open'));
    expect(
      await screen.findByText(
        '€36.00 will be charged to the card visa •••• 4242. This cannot be undone, only refunded.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('money-fee-submit'));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'POST' && r.url.pathname === `${base}/no-show-fee`),
      ).toHaveLength(1),
    );
  });

  it('says so when the bank declines the card, in the staff’s words', async () => {
    stubServer(
      on('GET', `${base}/money`, { body: { movements: [deposit] } }),
      on('GET', `${base}/no-show-fee`, { body: quote() }),
      on('POST', `${base}/no-show-fee`, {
        status: 402,
        body: { error: { code: 'CardDeclined', message: 'declined' } },
      }),
    );
    renderWithApp(section('no_show'));
    fireEvent.click(await screen.findByTestId('money-fee-open'));
    fireEvent.click(await screen.findByTestId('money-fee-submit'));
    expect((await screen.findByTestId('money-fee-error')).textContent).toBe(
      'The customer’s bank declined the card on file. Nothing was charged.',
    );
  });

  it('offers no fee without a card, nothing twice, and no actions to read-only staff', async () => {
    stubServer(
      on('GET', `${base}/money`, { body: { movements: [deposit] } }),
      on('GET', `${base}/no-show-fee`, { body: quote({ card: null }) }),
    );
    const { unmount } = renderWithApp(section('no_show'));
    expect((await screen.findByTestId('money-fee-no-card')).textContent).toBe(
      'The customer has no card on file.',
    );
    expect(screen.queryByTestId('money-fee-open')).toBeNull();
    unmount();

    stubServer(
      on('GET', `${base}/money`, { body: { movements: [deposit] } }),
      on('GET', `${base}/no-show-fee`, { body: quote({ charged: true }) }),
    );
    const second = renderWithApp(section('no_show'));
    expect((await screen.findByTestId('money-fee-charged')).textContent).toBe(
      'The no-show fee has been charged.',
    );
    expect(screen.queryByTestId('money-fee-open')).toBeNull();
    second.unmount();

    stubServer(on('GET', `${base}/money`, { body: { movements: [deposit] } }));
    renderWithApp(section('no_show', false));
    await screen.findByTestId('money-movements');
    expect(screen.queryByTestId('money-refund-open')).toBeNull();
    expect(screen.queryByTestId('money-fee')).toBeNull();
  });
});
