import { describe, expect, it } from 'vitest';
import {
  birthdayGreetingAt,
  customerNotificationTypes,
  customerWants,
  inQuietHours,
  notificationTypesForChange,
  reminderDueAt,
  reminderSchedule,
} from './notifications.ts';

const berlin = { timeZone: 'Europe/Berlin', hoursBefore: [24], quietStart: '21:00', quietEnd: '08:00' };
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('what a customer wants to hear of', () => {
  it('bookings always; reminders while on; reviews unless refused; birthdays only when agreed', () => {
    const heard = (choices: { remindersEnabled: boolean; marketingConsent: boolean | null }) =>
      customerNotificationTypes.filter((type) => customerWants(type, choices));
    expect(heard({ remindersEnabled: true, marketingConsent: true })).toEqual(customerNotificationTypes);
    expect(heard({ remindersEnabled: true, marketingConsent: null })).toEqual([
      'CustomerNewAppointment',
      'CustomerRescheduleAppointment',
      'CustomerCancelAppointment',
      'CustomerReminderAppointment',
      'CustomerReviewAppointment',
    ]);
    expect(heard({ remindersEnabled: false, marketingConsent: false })).toEqual([
      'CustomerNewAppointment',
      'CustomerRescheduleAppointment',
      'CustomerCancelAppointment',
    ]);
  });
});

describe('which change tells whom', () => {
  it('a request tells the salon only; a confirmed booking tells both', () => {
    expect(notificationTypesForChange({ event: 'created', actions: ['created'], status: 'pending' })).toEqual(
      ['ShopReceiveNewRequestAppointment'],
    );
    expect(
      notificationTypesForChange({ event: 'created', actions: ['created'], status: 'confirmed' }),
    ).toEqual(['ShopReceiveNewAppointment', 'CustomerNewAppointment']);
  });
  it('a walk-in, entered while the customer sits in the chair, is confirmed to no customer', () => {
    expect(
      notificationTypesForChange({
        event: 'created',
        actions: ['created'],
        status: 'confirmed',
        source: 'walk_in',
      }),
    ).toEqual(['ShopReceiveNewAppointment']);
    expect(
      notificationTypesForChange({
        event: 'created',
        actions: ['created'],
        status: 'confirmed',
        source: 'admin',
      }),
    ).toEqual(['ShopReceiveNewAppointment', 'CustomerNewAppointment']);
  });
  it('a booking held for its payment tells nobody until the payment is confirmed, then as a new booking', () => {
    expect(
      notificationTypesForChange({ event: 'created', actions: ['created'], status: 'awaiting_payment' }),
    ).toEqual([]);
    expect(notificationTypesForChange({ event: 'paid', actions: ['paid'], status: 'confirmed' })).toEqual([
      'ShopReceiveNewAppointment',
      'CustomerNewAppointment',
    ]);
    expect(notificationTypesForChange({ event: 'paid', actions: ['paid'], status: 'pending' })).toEqual([
      'ShopReceiveNewRequestAppointment',
    ]);
    expect(
      notificationTypesForChange({ event: 'hold_expired', actions: ['hold_expired'], status: 'cancelled' }),
    ).toEqual([]);
  });
  it('accept and decline reach the customer as new and cancelled; a label change tells nobody', () => {
    expect(notificationTypesForChange({ event: 'accept', actions: ['accept'], status: 'confirmed' })).toEqual(
      ['CustomerNewAppointment'],
    );
    expect(
      notificationTypesForChange({ event: 'decline', actions: ['decline'], status: 'declined' }),
    ).toEqual(['CustomerCancelAppointment']);
    expect(
      notificationTypesForChange({ event: 'updated', actions: ['updated'], status: 'confirmed' }),
    ).toEqual([]);
    expect(notificationTypesForChange({ event: 'updated', actions: ['moved'], status: 'confirmed' })).toEqual(
      ['ShopReceiveRescheduleAppointment', 'CustomerRescheduleAppointment'],
    );
    expect(
      notificationTypesForChange({ event: 'complete', actions: ['complete'], status: 'completed' }),
    ).toEqual([]);
  });
});

describe('reminder timing', () => {
  it('goes out the given real hours before the start', () => {
    expect(iso(reminderDueAt(berlin, at('2026-11-26T09:00:00Z'), 24, at('2026-11-20T00:00:00Z')))).toBe(
      '2026-11-25T09:00:00.000Z',
    );
  });
  it('is moved before the quiet hours, to the evening before, never into them', () => {
    // 07:00 Berlin start: 24 h before is 07:00, inside 21:00–08:00, so 20:59 two evenings before.
    const due = reminderDueAt(berlin, at('2026-11-26T06:00:00Z'), 24, at('2026-11-20T00:00:00Z'));
    expect(iso(due)).toBe('2026-11-24T19:59:00.000Z');
    expect(inQuietHours(berlin, due as number)).toBe(false);
    // 22:30 falls after the quiet start on the same evening: moved to 20:59 that evening.
    expect(iso(reminderDueAt(berlin, at('2026-11-26T21:30:00Z'), 24, 0))).toBe('2026-11-25T19:59:00.000Z');
  });
  it('is not sent for a booking made inside the lead', () => {
    expect(reminderDueAt(berlin, at('2026-11-26T09:00:00Z'), 24, at('2026-11-25T12:00:00Z'))).toBeNull();
  });
  it('keeps a second, shorter reminder, and drops one that would fall on the same minute', () => {
    const two = { ...berlin, hoursBefore: [2, 24] };
    expect(reminderSchedule(two, at('2026-11-26T12:00:00Z'), 0).map(iso)).toEqual([
      '2026-11-25T12:00:00.000Z',
      '2026-11-26T10:00:00.000Z',
    ]);
    // 08:30 start: 24 h before is fine; 12 h before (20:30) too; both kept in order.
    const early = { ...berlin, hoursBefore: [24, 12] };
    expect(reminderSchedule(early, at('2026-11-26T07:30:00Z'), 0).map(iso)).toEqual([
      '2026-11-25T07:30:00.000Z',
      '2026-11-25T19:30:00.000Z',
    ]);
  });
  it('counts real hours across the change to summer time', () => {
    // Monday 29 March 2027 10:00 CEST; 48 h before is Saturday 09:00 CET (08:00 UTC).
    expect(iso(reminderDueAt({ ...berlin, hoursBefore: [48] }, at('2027-03-29T08:00:00Z'), 48, 0))).toBe(
      '2027-03-27T08:00:00.000Z',
    );
  });
  it('quiet hours that do not cross midnight work too, and equal bounds mean none', () => {
    const midday = { timeZone: 'UTC', quietStart: '12:00', quietEnd: '14:00' };
    expect(inQuietHours(midday, at('2026-11-26T13:00:00Z'))).toBe(true);
    expect(inQuietHours(midday, at('2026-11-26T14:00:00Z'))).toBe(false);
    expect(
      inQuietHours({ timeZone: 'UTC', quietStart: '00:00', quietEnd: '00:00' }, at('2026-11-26T03:00:00Z')),
    ).toBe(false);
  });
});

describe('birthday greetings', () => {
  it('at 09:00 shop time on the day, and on 28 February for those born on the 29th in other years', () => {
    expect(iso(birthdayGreetingAt('Europe/Berlin', '1990-07-14', 2027))).toBe('2027-07-14T07:00:00.000Z');
    expect(iso(birthdayGreetingAt('Europe/Berlin', '1992-02-29', 2027))).toBe('2027-02-28T08:00:00.000Z');
    expect(iso(birthdayGreetingAt('Europe/Berlin', '1992-02-29', 2028))).toBe('2028-02-29T08:00:00.000Z');
  });
});
