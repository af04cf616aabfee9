import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Booking, CreatedBooking, DuePayment } from '../../../api/types.ts';
import { eur, hour, testBooking } from '../../../test/fixtures.ts';
import { renderWidget, stubApi } from '../../../test/render.tsx';
import type { StripeJs } from '../payment/load-stripe.ts';
import { PaymentPanel } from './payment-panel.tsx';

const TOKEN = 'manage-token-of-the-held-booking';
const BOOKING = `/api/public/bookings/${TOKEN}`;
const held: CreatedBooking = {
  ...testBooking(72 * hour, { status: 'awaiting_payment', depositAmount: 1500 }),
  manageToken: TOKEN,
};

let scripts = 0;
/** Each test its own Stripe.js address: the page loads one script once. */
const due = (): DuePayment => ({
  clientSecret: 'pi_1_secret_2',
  publishableKey: 'pk_test_1',
  scriptUrl: `https://stripe.test/v3?test=${++scripts}`,
  amount: eur(1500),
  heldUntil: new Date(Date.now() + 10 * 60_000).toISOString(),
});

/** Stripe.js at its boundary: the Payment Element mounts, and confirming answers as given. */
function stripeAnswering(answer: Awaited<ReturnType<StripeJs['confirmPayment']>>) {
  const confirmPayment = vi.fn(async () => answer);
  const stripe = {
    elements: () => ({ create: () => ({ mount: () => {}, destroy: () => {} }) }),
    confirmPayment,
    confirmSetup: vi.fn(),
  } as unknown as StripeJs;
  vi.stubGlobal('Stripe', () => stripe);
  return confirmPayment;
}

function panel(payment = due()) {
  const props = { onConfirmed: vi.fn(), onExpired: vi.fn(), onAbandoned: vi.fn() };
  return { props, view: renderWidget(<PaymentPanel booking={held} payment={payment} {...props} />) };
}

describe('the payment of a held booking', () => {
  it('once Stripe took the card, waits for the server to confirm and then hands the booking on', async () => {
    const confirmPayment = stripeAnswering({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    let asked = 0;
    const confirmed: Booking = { ...held, status: 'confirmed' };
    stubApi({
      [`GET ${BOOKING}`]: () => ({ body: { booking: ++asked < 2 ? held : confirmed } }),
    });
    const { props, view } = panel();
    await view;
    expect(screen.getByTestId('payment-due').textContent).toMatch(/€15\.00/);
    const pay = screen.getByTestId('pay');
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    await userEvent.click(pay);
    expect(confirmPayment).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('payment-waiting')).toBeTruthy();
    await waitFor(() => expect(props.onConfirmed).toHaveBeenCalledWith(confirmed), { timeout: 5000 });
    expect(asked).toBe(2);
  });

  it('a declined card says so and lets the customer try again, without asking the server', async () => {
    stripeAnswering({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const calls = stubApi({});
    const { props, view } = panel();
    await view;
    const pay = screen.getByTestId('pay');
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    await userEvent.click(pay);
    expect(await screen.findByTestId('payment-failed')).toBeTruthy();
    expect(pay.hasAttribute('disabled')).toBe(false);
    expect(calls).toEqual([]);
    expect(props.onConfirmed).not.toHaveBeenCalled();
  });

  it('without Stripe.js (blocked or unreachable) says the payment cannot be taken and offers no Pay', async () => {
    vi.stubGlobal('Stripe', undefined);
    stubApi({});
    const { view } = panel();
    await view;
    expect(await screen.findByTestId('payment-unavailable')).toBeTruthy();
    expect(screen.getByTestId('pay').hasAttribute('disabled')).toBe(true);
  });

  it('gives the held time up when asked, and also when it was released meanwhile', async () => {
    stripeAnswering({});
    stubApi({ [`POST ${BOOKING}/abandon-payment`]: { body: { booking: { ...held, status: 'cancelled' } } } });
    const first = panel();
    await first.view;
    await userEvent.click(screen.getByTestId('payment-abandon'));
    await waitFor(() => expect(first.props.onAbandoned).toHaveBeenCalledTimes(1));
    (await first.view).unmount();

    stubApi({
      [`POST ${BOOKING}/abandon-payment`]: {
        status: 409,
        body: { error: { code: 'Conflict', message: 'released' } },
      },
      [`GET ${BOOKING}`]: { body: { booking: { ...held, status: 'cancelled' } } },
    });
    const second = panel();
    await second.view;
    await userEvent.click(screen.getByTestId('payment-abandon'));
    await waitFor(() => expect(second.props.onAbandoned).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('payment-abandon-failed')).toBeNull();
  });
});
