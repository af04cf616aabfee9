import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CreatedBooking, PublicShop } from '../../../api/types.ts';
import { hour, testBooking, testShop } from '../../../test/fixtures.ts';
import { renderWidget } from '../../../test/render.tsx';
import { initialFlow } from '../flow-state.ts';
import type { StepProps } from '../step-props.ts';
import { BookSuccess } from './book-success.tsx';

const shop = testShop();
const shopRules = shop.shop;

/** A booking starting about `startsIn` from now, booked on a page with a 24-hour change window. */
const booked = (startsIn: number, mail: Partial<CreatedBooking> = {}): CreatedBooking => ({
  ...testBooking(startsIn),
  manageToken: 'token-1',
  ...mail,
});

function success(booking: CreatedBooking, rules: Partial<PublicShop['shop']> = {}) {
  const props = {
    shop: { ...shop, shop: { ...shopRules, ...rules } },
    state: { ...initialFlow, step: 'BookSuccess', booking },
    dispatch: vi.fn(),
    embedded: false,
  } as unknown as StepProps;
  return renderWidget(<BookSuccess {...props} />);
}

describe('the success page', () => {
  it('says a confirmation e-mail is on its way only when the server queued one', async () => {
    await success(booked(72 * hour, { emailSent: true }));
    expect(screen.getByTestId('confirmation-email').textContent).toBe(
      'A confirmation e-mail has been sent to you.',
    );
  });

  it('says no e-mail was sent when none is on its way, and offers the calendar file', async () => {
    await success(booked(72 * hour, { emailSent: false }));
    expect(screen.getByTestId('confirmation-email').textContent).toMatch(/^No confirmation e-mail was sent/);
    expect(screen.getByTestId('add-to-calendar')).toBeTruthy();
  });

  it('promises an e-mail on the salon’s answer to a request when one will be sent', async () => {
    await success(booked(72 * hour, { status: 'pending', emailSent: false, emailLater: true }));
    expect(screen.getByTestId('confirmation-email').textContent).toBe(
      'You will get an e-mail as soon as the salon answers.',
    );
  });

  it('promises no e-mail on the answer when none will be sent', async () => {
    await success(booked(72 * hour, { status: 'pending', emailSent: false, emailLater: false }));
    expect(screen.getByTestId('confirmation-email').textContent).toMatch(/^No e-mail will tell you/);
  });

  it('offers changing online while the salon’s window is open', async () => {
    await success(booked(72 * hour, { emailSent: true }));
    expect(screen.getByTestId('manage-link').textContent).toBe('Change or cancel');
    expect(screen.getByTestId('change-until').textContent).toMatch(
      /^You can reschedule or cancel online until/,
    );
    expect(screen.queryByTestId('call-salon')).toBeNull();
  });

  it('offers the salon’s phone, not “Change or cancel”, for a booking made after online changes closed', async () => {
    // In two hours, where changes close 24 hours before.
    await success(booked(2 * hour, { emailSent: true }));
    expect(screen.queryByText('Change or cancel')).toBeNull();
    expect(screen.getByTestId('change-by-phone').textContent).toBe(
      'This appointment can no longer be changed or cancelled online. To change or cancel it, please call Demo Salon.',
    );
    const call = screen.getByTestId('call-salon');
    expect(call.getAttribute('href')).toBe('tel:+493012345678');
    expect(call.textContent).toBe('Call 030 12345678');
    // The booking's own page stays a click away, under its true name.
    expect(screen.getByTestId('manage-link').textContent).toBe('Your booking’s page');
  });

  it('names the salon to contact when it has no phone', async () => {
    await success(booked(2 * hour, { emailSent: true }), { phone: null, phoneDisplay: null });
    expect(screen.getByTestId('change-by-phone').textContent).toMatch(/please contact Demo Salon\.$/);
    expect(screen.queryByTestId('call-salon')).toBeNull();
  });

  it('is written in German too', async () => {
    const props = {
      shop,
      state: { ...initialFlow, step: 'BookSuccess', booking: booked(2 * hour, { emailSent: false }) },
      dispatch: vi.fn(),
      embedded: false,
    } as unknown as StepProps;
    await renderWidget(<BookSuccess {...props} />, 'de');
    expect(screen.getByTestId('change-by-phone').textContent).toMatch(/rufen Sie bitte Demo Salon an\.$/);
    expect(screen.getByTestId('call-salon').textContent).toBe('030 12345678 anrufen');
  });
});
