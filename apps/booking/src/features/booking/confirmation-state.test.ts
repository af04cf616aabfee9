import { describe, expect, it } from 'vitest';
import type { CreatedBooking } from '../../api/types.ts';
import { confirmationReducer, initialConfirmation } from './confirmation-state.ts';

const booking = { id: 'b1', status: 'awaiting_payment', manageToken: 't' } as unknown as CreatedBooking;
const payment = {
  clientSecret: 'pi_secret',
  publishableKey: 'pk_test_1',
  scriptUrl: 'https://stripe.test/v3',
  amount: { amount: 1500, currency: 'EUR' },
  heldUntil: '2026-12-03T12:00:00Z',
};
const cardSetup = {
  clientSecret: 'seti_secret',
  publishableKey: 'pk_test_1',
  scriptUrl: 'https://stripe.test/v3',
};

describe('the confirmation step’s state', () => {
  it('a new attempt clears the last failure and the points notice, and is busy until answered', () => {
    const failed = confirmationReducer(
      { ...initialConfirmation, pointsNotice: true, busy: true },
      { type: 'failed', error: new Error('x') },
    );
    expect(failed).toMatchObject({ busy: false, pointsNotice: true });
    expect(confirmationReducer(failed, { type: 'submit' })).toMatchObject({
      busy: true,
      error: null,
      pointsNotice: false,
    });
  });

  it('refused points are unticked, said, and asked for again', () => {
    const on = confirmationReducer({ ...initialConfirmation, busy: true }, { type: 'usePoints', on: true });
    expect(confirmationReducer(on, { type: 'pointsRefused' })).toMatchObject({
      busy: false,
      usePoints: false,
      pointsNotice: true,
      pointsVersion: 1,
    });
  });

  it('a held payment, then the card to keep, each end the wait; the card replaces the payment', () => {
    const held = confirmationReducer(
      { ...initialConfirmation, busy: true },
      { type: 'held', held: { booking, payment, cardSetup } },
    );
    expect(held).toMatchObject({ busy: false, held: { payment } });
    const keeping = confirmationReducer(held, {
      type: 'keep',
      keeping: { booking: { ...booking, emailSent: true }, cardSetup },
    });
    expect(keeping).toMatchObject({ held: null, keeping: { cardSetup } });
  });

  it('ticking the consent takes back the notice that it was missing', () => {
    const missing = confirmationReducer(initialConfirmation, { type: 'consentMissing' });
    expect(missing.consentMissing).toBe(true);
    expect(confirmationReducer(missing, { type: 'consent', on: true })).toMatchObject({
      consent: true,
      consentMissing: false,
    });
  });
});
