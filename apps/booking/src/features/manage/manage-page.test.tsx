import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../api/types.ts';
import { hour, testBooking, testShop } from '../../test/fixtures.ts';
import { renderWidget, stubApi } from '../../test/render.tsx';
import { ManagePage } from './manage-page.tsx';

const TOKEN = 'manage-token-of-the-booking';
const BOOKING = `/api/public/bookings/${TOKEN}`;
const SHOP = 'GET /api/public/shops/demo';

function managePage(booking: Booking | null, routes: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    [`GET ${BOOKING}`]: booking
      ? { body: { booking } }
      : { status: 404, body: { error: { code: 'ManageLinkInvalid', message: 'invalid' } } },
    [SHOP]: { body: testShop() },
    ...routes,
  });
  return { calls, view: renderWidget(<ManagePage token={TOKEN} subdomain="demo" embed="none" />) };
}

describe('the page of a customer’s booking', () => {
  it('cancels after the customer says so, once, and says it is cancelled', async () => {
    const booking = testBooking(72 * hour);
    const { calls, view } = managePage(booking, {
      [`DELETE ${BOOKING}`]: { body: { booking: { ...booking, status: 'cancelled' } } },
    });
    await view;
    expect((await screen.findByTestId('manage-status')).textContent).toBe('Confirmed');
    await userEvent.click(screen.getByTestId('manage-cancel'));
    // Asked first: "No, keep it" goes back without a request.
    await userEvent.click(screen.getByTestId('manage-cancel-keep'));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await userEvent.click(screen.getByTestId('manage-cancel'));
    await userEvent.click(screen.getByTestId('manage-cancel-confirm'));
    expect((await screen.findByTestId('manage-outcome')).textContent).toBe(
      'Your appointment has been cancelled.',
    );
    expect(screen.getByTestId('manage-status').textContent).toBe('Cancelled');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    // A cancelled visit offers no more changes, only a new booking.
    expect(screen.queryByTestId('manage-reschedule')).toBeNull();
    expect(screen.queryByTestId('add-to-calendar')).toBeNull();
    expect(screen.getByTestId('manage-book-again').getAttribute('href')).toMatch(/demo/);
  });

  it('past the change window offers no change and says until when one was possible', async () => {
    const { view } = managePage(testBooking(12 * hour));
    await view;
    expect((await screen.findByTestId('manage-window-closed')).textContent).toMatch(
      /^Changes online were possible until .+\. Please contact the salon/,
    );
    expect(screen.queryByTestId('manage-cancel')).toBeNull();
    expect(screen.getByTestId('add-to-calendar')).toBeTruthy();
  });

  it('when the server says the window closed meanwhile, shows that instead of the question', async () => {
    const booking = testBooking(72 * hour);
    const { view } = managePage(booking, {
      [`DELETE ${BOOKING}`]: {
        status: 409,
        body: {
          error: {
            code: 'ChangeWindowClosed',
            message: 'closed',
            details: { changeableUntil: booking.changeableUntil },
          },
        },
      },
    });
    await view;
    await userEvent.click(await screen.findByTestId('manage-cancel'));
    await userEvent.click(screen.getByTestId('manage-cancel-confirm'));
    await waitFor(() => expect(screen.getByTestId('manage-mode-view')).toBeTruthy());
    expect(screen.getByTestId('manage-window-closed')).toBeTruthy();
    expect(screen.getByTestId('manage-status').textContent).toBe('Confirmed');
  });

  it('an unknown or cut-off link says so and leads to the salon’s booking page', async () => {
    const { view } = managePage(null);
    await view;
    expect((await screen.findByTestId('manage-error')).textContent).toBe(
      'This link is not valid or has expired.',
    );
    expect(screen.getByTestId('manage-booking-page').getAttribute('href')).toMatch(/demo/);
  });
});
