import type { CardSetup, CreatedBooking, DuePayment } from '../../api/types.ts';

/**
 * What the Confirmation step goes through after the customer presses Confirm: booking, then a
 * payment the time is held for, then the card the salon keeps, each answered by the server or
 * Stripe. One reducer, so that each answer moves every part of the page together (a refused
 * request never leaves the button spinning, a held payment never shows Confirm again).
 */
export interface ConfirmationState {
  busy: boolean;
  /** Why the last attempt failed, when the page stays to let the customer try again. */
  error: unknown;
  /** Asks the customer's points again after the server refused the ones offered. */
  pointsVersion: number;
  usePoints: boolean;
  /** The points offered no longer held: the page says so. */
  pointsNotice: boolean;
  consent: boolean;
  /** Confirm was pressed without the consent a kept card needs. */
  consentMissing: boolean;
  /** Booked, the time held until the payment is confirmed. */
  held: { booking: CreatedBooking; payment: DuePayment; cardSetup: CardSetup | null } | null;
  /** Booked (and paid): the card the salon keeps for its no-show fee comes next. */
  keeping: { booking: CreatedBooking & { emailSent: boolean }; cardSetup: CardSetup } | null;
}

export type ConfirmationAction =
  | { type: 'usePoints'; on: boolean }
  | { type: 'consent'; on: boolean }
  | { type: 'consentMissing' }
  | { type: 'submit' }
  | { type: 'held'; held: NonNullable<ConfirmationState['held']> }
  | { type: 'keep'; keeping: NonNullable<ConfirmationState['keeping']> }
  | { type: 'pointsRefused' }
  | { type: 'failed'; error: unknown }
  /** The flow moves on (or back) to another step: nothing is pending here any more. */
  | { type: 'left' };

export const initialConfirmation: ConfirmationState = {
  busy: false,
  error: null,
  pointsVersion: 0,
  usePoints: false,
  pointsNotice: false,
  consent: false,
  consentMissing: false,
  held: null,
  keeping: null,
};

export function confirmationReducer(state: ConfirmationState, action: ConfirmationAction): ConfirmationState {
  switch (action.type) {
    case 'usePoints':
      return { ...state, usePoints: action.on };
    case 'consent':
      return { ...state, consent: action.on, consentMissing: false };
    case 'consentMissing':
      return { ...state, consentMissing: true };
    case 'submit':
      return { ...state, busy: true, error: null, pointsNotice: false };
    case 'held':
      return { ...state, busy: false, held: action.held };
    case 'keep':
      return { ...state, busy: false, held: null, keeping: action.keeping };
    case 'pointsRefused':
      // The balance or the salon's rules changed since the page asked: offer what holds now.
      return {
        ...state,
        busy: false,
        usePoints: false,
        pointsNotice: true,
        pointsVersion: state.pointsVersion + 1,
      };
    case 'failed':
      return { ...state, busy: false, error: action.error };
    case 'left':
      return { ...state, busy: false };
  }
}
