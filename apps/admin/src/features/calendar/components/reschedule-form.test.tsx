import admin from '@salon/i18n/locales/en/admin.json' with { type: 'json' };
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_APPOINTMENT_ID, TEST_STYLIST_ID, testAppointment } from '../../../test/fixtures.ts';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { RescheduleForm } from './reschedule-form.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const VISIT = TEST_APPOINTMENT_ID;
const RITA = TEST_STYLIST_ID;
const path = `/api/admin/shops/${SHOP}/appointments/${VISIT}`;

const visit = testAppointment();

/** The server's refusal of a taken time: the day's free times, as a new booking's refusal carries them. */
const taken = {
  status: 409,
  body: {
    error: {
      code: 'SLOT_UNAVAILABLE',
      message: 'Another appointment holds that time',
      details: {
        days: [
          {
            date: '2026-11-26',
            slots: [
              { start: '2026-11-26T09:30:00.000Z', stylistIds: [RITA] },
              { start: '2026-11-26T12:00:00.000Z', stylistIds: [RITA] },
            ],
          },
        ],
      },
    },
  },
};

describe('rescheduling from the appointment drawer', () => {
  it('offers the free times of the day when the time is taken, and moves to the one picked', async () => {
    let answers = 0;
    const requests = stubServer(
      on('PATCH', path, () =>
        answers++ === 0 ? taken : { body: { ...visit, start: '2026-11-26T12:00:00.000Z' } },
      ),
    );
    const user = userEvent.setup();
    renderWithApp(
      <RescheduleForm
        shopId={SHOP}
        timeZone="Europe/Berlin"
        appointment={visit}
        stylists={[{ id: RITA, name: 'Rita', color: { main: '#aa00aa', light: '#ffeeff' } }]}
        onMoved={() => {}}
      />,
    );
    fireEvent.change(screen.getByTestId('reschedule-time'), { target: { value: '11:00' } });
    await user.click(screen.getByTestId('reschedule-submit'));

    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain(admin.calendar.edit.conflict.replace('{{stylist}}', 'Rita'));
    expect(alert.textContent).toContain(admin.calendar.create.freeTimes);
    const offered = within(alert)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(offered).toEqual(['10:30 AM', '1:00 PM']);

    await user.click(within(alert).getByRole('button', { name: '1:00 PM' }));
    expect(screen.getByTestId('reschedule-time')).toHaveProperty('value', '13:00');
    expect(screen.queryByTestId('form-error')).toBeNull();
    await user.click(screen.getByTestId('reschedule-submit'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    const moved = requests.filter((r) => r.method === 'PATCH')[1]?.body as { start: string };
    expect(Date.parse(moved.start)).toBe(Date.parse('2026-11-26T12:00:00.000Z'));
  });
});
