import type { AppointmentResponse, BookingRules } from '@salon/domain';

export const TEST_APPOINTMENT_ID = '00000000-0000-4000-8000-0000000000a1';
export const TEST_STYLIST_ID = '00000000-0000-4000-8000-0000000000b1';

/** A 30-minute cut (€30.00) booked in the admin, Thursday 26 November 2026 at 09:00 in Berlin. */
export const testAppointment = (overrides: Partial<AppointmentResponse> = {}): AppointmentResponse => ({
  id: TEST_APPOINTMENT_ID,
  status: 'confirmed',
  label: 'NoLabel',
  customLabel: null,
  source: 'admin',
  link: null,
  anyStylist: false,
  start: '2026-11-26T08:00:00.000Z',
  end: '2026-11-26T08:30:00.000Z',
  price: { amount: 3000, currency: 'EUR' },
  depositAmount: null,
  note: null,
  customer: null,
  guest: null,
  items: [
    {
      serviceId: '00000000-0000-4000-8000-0000000000c1',
      serviceName: 'Cut',
      stylistId: TEST_STYLIST_ID,
      start: '2026-11-26T08:00:00.000Z',
      end: '2026-11-26T08:30:00.000Z',
      price: { amount: 3000, currency: 'EUR' },
    },
  ],
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

/** A Berlin salon's booking rules as a new shop gets them: 2 hours' notice, 90 days ahead. */
export const testRules: BookingRules = {
  timeZone: 'Europe/Berlin',
  slotStepMinutes: 15,
  minNoticeMinutes: 120,
  maxAdvanceDays: 90,
  changeWindowMinutes: 24 * 60,
  requiresApproval: false,
  allowGuests: true,
  currency: 'EUR',
};
