import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../api/types.ts';
import { renderSite, stubApi } from '../../test/render.tsx';
import { AppointmentsPage } from './appointments-page.tsx';

const hour = 3600e3;
const shop = {
  id: '11111111-1111-4111-8111-111111111111',
  subdomain: 'demo',
  name: 'Demo Salon',
  timeZone: 'Europe/Berlin',
  address: null,
  phone: '+493012345678',
  phoneDisplay: '030 12345678',
  country: 'DE',
  branding: { color: '#0b7285', logoUrl: null },
};
function visit(id: string, startsIn: number, changeableFor: number | null): Appointment {
  const start = Date.now() + startsIn;
  return {
    id,
    shop,
    status: 'confirmed',
    start: new Date(start).toISOString(),
    end: new Date(start + hour).toISOString(),
    price: { amount: 4500, currency: 'EUR' },
    pointsDiscount: null,
    items: [
      {
        serviceId: null,
        serviceName: 'Haircut',
        stylistId: '33333333-3333-4333-8333-333333333333',
        stylistName: 'Rita',
        start: new Date(start).toISOString(),
        end: new Date(start + hour).toISOString(),
      },
    ],
    note: null,
    changeableUntil: changeableFor === null ? null : new Date(Date.now() + changeableFor).toISOString(),
    manageUrl: `/book/demo/manage/token-${id}`,
    calendarUrl: `/api/me/account/appointments/${id}/calendar.ics`,
    bookAgainUrl: null,
    reviewUrl: null,
    review: null,
  };
}
const profile = {
  email: 'anna@example.com',
  emailVerified: true,
  name: 'Anna',
  phone: null,
  country: 'GB',
  birthday: null,
  locale: 'en',
  hasPassword: false,
};
const soon = visit('aaaaaaaa-0000-4000-8000-000000000001', 48 * hour, 24 * hour);
const tomorrow = visit('aaaaaaaa-0000-4000-8000-000000000002', 20 * hour, null);

describe('my upcoming appointments', () => {
  it('offers rescheduling and cancelling only while the salon allows it, else its phone', async () => {
    stubApi({
      'GET /api/me/account/appointments': { body: { items: [tomorrow, soon], total: 2, nextCursor: null } },
      'GET /api/me/account/profile': { body: profile },
    });
    await renderSite(<AppointmentsPage when="upcoming" />);
    const [first, second] = await screen.findAllByTestId('appointment');
    if (!first || !second) throw new Error('two cards expected');
    expect(within(first).getByRole('heading', { name: 'Demo Salon' })).toBeTruthy();
    expect(within(first).queryByTestId('appointment-reschedule')).toBeNull();
    expect(within(first).getByTestId('salon-phone').getAttribute('href')).toBe('tel:+493012345678');
    // As the salon's customers dial it in Germany, written by the server.
    expect(within(first).getByTestId('salon-phone').textContent).toBe('030 12345678');
    const reschedule = within(second).getByRole('link', { name: 'Reschedule' });
    expect(reschedule.getAttribute('href')).toBe(`/book/demo/manage/token-${soon.id}?return=%2Faccount%2F`);
    expect(within(second).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(second).getByTestId('appointment-price').textContent).toBe('€45.00');
  });

  it('writes each salon’s prices as the page’s language does in that salon’s country', async () => {
    const lisbon = {
      ...visit('aaaaaaaa-0000-4000-8000-000000000003', 72 * hour, 48 * hour),
      price: { amount: 72100, currency: 'EUR' },
    };
    lisbon.shop = {
      ...shop,
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Salão Lisboa',
      country: 'PT',
    };
    stubApi({
      'GET /api/me/account/appointments': { body: { items: [lisbon], total: 1, nextCursor: null } },
      'GET /api/me/account/profile': { body: { ...profile, locale: 'pt' } },
    });
    await renderSite(<AppointmentsPage when="upcoming" />, 'pt');
    const [card] = await screen.findAllByTestId('appointment');
    if (!card) throw new Error('a card expected');
    // Plain "pt" is Brazil's "€ 721,00"; a salon in Portugal writes the amount first.
    expect(within(card).getByTestId('appointment-price').textContent?.replace(/\s/g, ' ')).toBe('721,00 €');
  });

  it('cancels after asking, and says to call the salon when its window has just closed', async () => {
    const user = userEvent.setup();
    let closed = false;
    const calls = stubApi({
      'GET /api/me/account/appointments': { body: { items: [soon], total: 1, nextCursor: null } },
      'GET /api/me/account/profile': { body: profile },
      [`POST /api/me/account/appointments/${soon.id}/cancel`]: () =>
        closed
          ? { status: 409, body: { error: { code: 'ChangeWindowClosed', message: 'closed' } } }
          : { body: { appointment: { ...soon, status: 'cancelled' } } },
    });
    await renderSite(<AppointmentsPage when="upcoming" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    closed = true;
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    const error = await screen.findByTestId('cancel-error');
    expect(error.textContent).toContain('It is too late to cancel this visit online.');
    expect(within(error).getByRole('link', { name: '030 12345678' }).getAttribute('href')).toBe(
      'tel:+493012345678',
    );

    closed = false;
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('cancel-outcome').textContent).toBe(
        'Your appointment at Demo Salon is cancelled.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('asks an unverified address to verify, so its guest bookings show', async () => {
    const user = userEvent.setup();
    let verified = false;
    const calls = stubApi({
      'GET /api/me/account/appointments': () => ({
        body: { items: verified ? [soon] : [], total: verified ? 1 : 0, nextCursor: null },
      }),
      'GET /api/me/account/profile': () => ({ body: { ...profile, emailVerified: verified } }),
      'POST /api/auth/email-code': { body: { sent: true, expiresIn: 600 } },
      'POST /api/auth/email-code/verify': () => {
        verified = true;
        return {
          body: {
            user: {
              id: '44444444-4444-4444-8444-444444444444',
              email: profile.email,
              name: 'Anna',
              locale: 'en',
              roles: [],
            },
            shops: [],
          },
        };
      },
    });
    await renderSite(<AppointmentsPage when="upcoming" />);
    expect(await screen.findByTestId('appointments-empty')).toBeTruthy();
    const note = await screen.findByTestId('verify-note');
    expect(note.textContent).toContain(
      'Bookings you made as a guest show once you verify your address anna@example.com.',
    );
    await user.click(within(note).getByRole('button', { name: 'Verify my address' }));
    await user.type(await screen.findByLabelText(/Code from the e-mail/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('verify-done')).toBeTruthy();
    expect(await screen.findByTestId('appointment')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/auth/email-code/verify')?.body).toEqual({
      email: 'anna@example.com',
      code: '123456',
      locale: 'en',
    });
  });
});
