import type { ServiceResponse } from '@salon/domain';
import adminEn from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { wallDateOf } from '../lib/shop-time.ts';
import { AppointmentForm } from './appointment-form.tsx';

const text = adminEn.calendar.create;
const SHOP = '00000000-0000-4000-8000-000000000001';
const ANNA = '00000000-0000-4000-8000-0000000000a1';
const BEN = '00000000-0000-4000-8000-0000000000b2';
const WASH = '00000000-0000-4000-8000-0000000000c3';

const wash = {
  id: WASH,
  name: 'Wash & blow-dry',
  description: null,
  categoryId: null,
  durationMinutes: 45,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  price: { amount: 3500, currency: 'EUR' },
  paymentPolicy: null,
  bookableOnline: true,
  active: true,
  displayOrder: 0,
  stylists: [
    { stylistId: ANNA, durationMinutes: null, priceAmount: null },
    { stylistId: BEN, durationMinutes: null, priceAmount: null },
  ],
} satisfies ServiceResponse;

const appointmentsPath = `/api/admin/shops/${SHOP}/appointments`;
const slotTaken = (slots: { start: string; stylistIds: string[] }[]) => ({
  status: 409,
  body: {
    error: {
      code: 'SLOT_UNAVAILABLE',
      message: 'The time is not free',
      details: { days: [{ date: '2026-11-21', slots }] },
    },
  },
});

/** A walk-in at 08:00 in Anna's column on 21 November 2026 (Berlin, UTC+1). */
async function askForEight(...routes: Parameters<typeof stubServer>) {
  const requests = stubServer(
    on('GET', `/api/admin/shops/${SHOP}/services`, { body: { items: [wash], total: 1 } }),
    ...routes,
  );
  const onCreated = vi.fn();
  renderWithApp(
    <AppointmentForm
      shopId={SHOP}
      timeZone="Europe/Berlin"
      walkIn
      slot={{
        start: wallDateOf('2026-11-21', '08:00'),
        end: wallDateOf('2026-11-21', '08:15'),
        stylistId: ANNA,
        allDay: false,
      }}
      stylists={[
        { id: ANNA, name: 'Anna', color: { main: '#aa00aa', light: '#ffeeff' } },
        { id: BEN, name: 'Ben', color: { main: '#00aaaa', light: '#eeffff' } },
      ]}
      onCreated={onCreated}
      onCancel={() => {}}
    />,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('services-select'));
  // The list opens with a transition happy-dom does not run: the option is there but not yet shown.
  await user.click(await screen.findByRole('option', { name: /Wash & blow-dry/, hidden: true }));
  await user.click(screen.getByTestId('create-submit'));
  return { requests, onCreated, user };
}

/** The start instants of the bookings sent, as milliseconds. */
const posts = (requests: ReturnType<typeof stubServer>) => requests.filter((r) => r.method === 'POST');
const startOf = (request: { body: unknown } | undefined) =>
  Date.parse((request?.body as { start?: string })?.start ?? '');

describe("the appointment form's free-time suggestions", () => {
  it("offers the stylist's free times of the day when the time is taken, and books the one picked", async () => {
    let attempt = 0;
    const { requests, onCreated, user } = await askForEight(
      on('POST', appointmentsPath, (_url, body) =>
        attempt++ === 0
          ? slotTaken([
              { start: '2026-11-21T11:15:00+01:00', stylistIds: [ANNA] },
              { start: '2026-11-21T09:30:00+01:00', stylistIds: [BEN] },
              { start: '2026-11-21T10:00:00+01:00', stylistIds: [ANNA, BEN] },
            ])
          : { status: 201, body: { id: 'new', ...(body as object) } },
      ),
    );

    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain(text.slotTaken);
    expect(alert.textContent).toContain(text.freeTimes);
    // Anna's free times only, in the order of the day; Ben's 09:30 is not hers.
    const offered = within(alert)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(offered).toHaveLength(2);
    expect(offered[0]).toMatch(/10:00/);
    expect(offered[1]).toMatch(/11:15/);

    await user.click(within(alert).getByRole('button', { name: /10:00/ }));
    expect(screen.getByTestId('start-time')).toHaveProperty('value', '10:00');
    expect(screen.queryByTestId('form-error')).toBeNull();

    await user.click(screen.getByTestId('create-submit'));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const [first, second] = posts(requests);
    expect(startOf(first)).toBe(Date.parse('2026-11-21T08:00:00+01:00'));
    expect(second?.body).toMatchObject({
      services: [WASH],
      stylist: ANNA,
      source: 'walk_in',
      label: 'WalkIn',
    });
    expect(startOf(second)).toBe(Date.parse('2026-11-21T10:00:00+01:00'));
  });

  it('says so when the day has no free time left for these services', async () => {
    await askForEight(
      on('POST', appointmentsPath, slotTaken([{ start: '2026-11-21T09:30:00+01:00', stylistIds: [BEN] }])),
    );
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain(text.noFreeTimes);
    expect(within(alert).queryAllByRole('button')).toHaveLength(0);
  });

  it('offers no times when booking outside working hours was allowed and the time is still taken', async () => {
    let taken = false;
    const { user } = await askForEight(
      on('POST', appointmentsPath, () => {
        taken = true;
        return slotTaken([{ start: '2026-11-21T10:00:00+01:00', stylistIds: [ANNA] }]);
      }),
    );
    await screen.findByTestId('form-error');
    await user.click(screen.getByTestId('override'));
    await user.click(screen.getByTestId('create-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toContain(text.slotTakenOverride),
    );
    expect(taken).toBe(true);
    expect(within(screen.getByTestId('form-error')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByTestId('form-error').textContent).not.toContain(text.noFreeTimes);
  });
});
