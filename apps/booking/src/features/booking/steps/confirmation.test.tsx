import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreatedBooking, PublicShop, Slot } from '../../../api/types.ts';
import {
  eur,
  hour,
  RITA,
  SERVICE,
  testBooking,
  testService,
  testShop,
  testStylist,
} from '../../../test/fixtures.ts';
import { renderWidget, stubApi } from '../../../test/render.tsx';
import { type FlowState, initialFlow } from '../flow-state.ts';
import type { StepProps } from '../step-props.ts';
import { Confirmation } from './confirmation.tsx';

const BOOKINGS = 'POST /api/public/shops/demo/bookings';
const service = testService;
const rita = testStylist;
const shopWith = (payment: Partial<PublicShop['payment']> = {}) =>
  testShop({ phone: null, phoneDisplay: null }, payment);

// Three days ahead: well outside the 24-hour change window.
const booking: CreatedBooking = { ...testBooking(72 * hour), manageToken: 'manage-token-of-the-booking' };
const { start, end } = booking;
const slot: Slot = { start, stylistIds: [RITA], anyone: { stylistId: RITA, end, price: eur(4500) } };

const state: FlowState = {
  ...initialFlow,
  step: 'Confirmation',
  serviceIds: [SERVICE],
  slot,
  provider: 'any',
  guest: true,
  customer: { name: '  Ada Guest ', email: 'ada@example.com', phone: '030 1234567', note: '' },
};

function confirmation(shop = shopWith()) {
  const props = {
    shop,
    state,
    dispatch: vi.fn(),
    session: null,
    whenSession: async () => null,
    link: null,
    embedded: false,
    go: vi.fn(),
    back: vi.fn(),
    signedIn: vi.fn(),
    signedOut: vi.fn(),
    chosenServices: [service],
    stylistById: new Map([[RITA, rita]]),
  } satisfies StepProps;
  return { props, view: renderWidget(<Confirmation {...props} />) };
}

const refusal = (status: number, code: string, details?: unknown) => ({
  status,
  body: { error: { code, message: code, ...(details ? { details } : {}) } },
});

describe('the confirmation step', () => {
  it('shows the visit as the server priced it, and the salon’s terms', async () => {
    const { view } = confirmation();
    await view;
    expect(screen.getByTestId('summary-stylist').textContent).toBe('Anyone');
    expect(screen.getByTestId('summary-price').textContent).toBe('€45.00');
    expect(screen.getByTestId('cancellation-terms').textContent).toMatch(/50\s?%/);
    const contact = screen.getByText('Contact').nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim();
    expect(contact).toBe('Ada Guest, ada@example.com, 030 1234567');
  });

  it('books a guest with the details trimmed and the phone in international form, then shows the success page', async () => {
    const calls = stubApi({
      [BOOKINGS]: {
        status: 201,
        body: { booking, payment: null, cardSetup: null, emailSent: true, emailLater: true },
      },
    });
    const { props, view } = confirmation();
    await view;
    await userEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(props.go).toHaveBeenCalledWith('BookSuccess', { facts: { booked: true } }));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/public/shops/demo/bookings',
        body: {
          services: [SERVICE],
          start,
          stylist: 'any',
          locale: 'en',
          customer: { name: 'Ada Guest', email: 'ada@example.com', phone: '+49301234567' },
        },
      },
    ]);
    expect(props.dispatch).toHaveBeenCalledWith({
      type: 'booked',
      booking: { ...booking, emailSent: true, emailLater: true },
    });
  });

  it('sends the customer back to choose another time when it was taken meanwhile', async () => {
    stubApi({ [BOOKINGS]: refusal(409, 'SLOT_UNAVAILABLE') });
    const { props, view } = confirmation();
    await view;
    await userEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(props.dispatch).toHaveBeenCalledWith({ type: 'slotTaken' }));
    expect(props.go).not.toHaveBeenCalled();
  });

  it('sends the customer back to their details, naming the field, when the server refuses the phone', async () => {
    stubApi({
      [BOOKINGS]: refusal(400, 'ValidationError', [
        { path: 'body.customer.phone', message: 'A phone number is needed' },
      ]),
    });
    const { props, view } = confirmation();
    await view;
    await userEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(props.go).toHaveBeenCalled());
    const [step, options] = props.go.mock.calls[0] ?? [];
    expect(step).toBe('Customer');
    expect(options?.notice).toBe('notices.checkDetails');
    expect(Object.keys(options?.refused ?? {})).toEqual(['phone']);
  });

  it('asks for consent before a salon that keeps a card takes the booking, and sends it with the booking', async () => {
    const calls = stubApi({
      [BOOKINGS]: {
        status: 201,
        body: {
          booking,
          payment: null,
          cardSetup: {
            clientSecret: 'seti_secret',
            publishableKey: 'pk_test_1',
            scriptUrl: 'https://stripe.test/v3',
          },
          emailSent: true,
          emailLater: true,
        },
      },
    });
    const { props, view } = confirmation(shopWith({ cardOnFile: true }));
    await view;
    await userEvent.click(screen.getByTestId('confirm'));
    expect(screen.getByTestId('card-consent-missing')).toBeTruthy();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByTestId('card-consent-missing')).toBeNull();
    await userEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ cardOnFileConsent: true });
    // Booked; the card is asked for before the success page.
    await waitFor(() => expect(screen.queryByTestId('confirm')).toBeNull());
    expect(props.go).not.toHaveBeenCalled();
  });

  it('says why a booking failed for another reason and stays, so the customer can try again', async () => {
    stubApi({ [BOOKINGS]: refusal(503, 'ServiceUnavailable') });
    const { props, view } = confirmation();
    await view;
    await userEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(screen.getByTestId('confirm').hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(props.go).not.toHaveBeenCalled();
  });
});
