import { describe, expect, it } from 'vitest';
import { missingTimeOffFields, placementFor, type TimeOffValues, timeOffBody } from './time-off-request.ts';

const values = (patch: Partial<TimeOffValues> = {}): TimeOffValues => ({
  stylistId: 's1',
  allDay: false,
  date: '2026-11-21',
  endDate: '2026-11-21',
  startTime: '10:00',
  endTime: '12:30',
  category: 'Personal',
  note: '',
  ...patch,
});

describe('a time-off request from the calendar form', () => {
  it('takes part of a day at the shop’s wall times', () => {
    expect(timeOffBody(values({ note: '  dentist ' }), 'Europe/Berlin')).toEqual({
      stylistId: 's1',
      start: '2026-11-21T09:00:00.000Z',
      end: '2026-11-21T11:30:00.000Z',
      category: 'Personal',
      note: 'dentist',
    });
  });

  it('reads an end at 00:00 as the midnight after the day', () => {
    expect(timeOffBody(values({ endTime: '00:00' }), 'Europe/Berlin')?.end).toBe('2026-11-21T23:00:00.000Z');
  });

  it('runs whole days from the first midnight to the one after the last day, across a DST change', () => {
    const body = timeOffBody(
      values({ allDay: true, date: '2026-03-28', endDate: '2026-03-29', note: ' ' }),
      'Europe/Berlin',
    );
    expect(body).toMatchObject({
      start: '2026-03-27T23:00:00.000Z',
      end: '2026-03-29T22:00:00.000Z',
      note: null,
    });
  });

  it('waits for complete fields and names the missing ones', () => {
    expect(timeOffBody(values({ date: null }), 'Europe/Berlin')).toBeNull();
    expect(timeOffBody(values({ allDay: true, endDate: null }), 'Europe/Berlin')).toBeNull();
    expect(timeOffBody(values({ endTime: '25:00' }), 'Europe/Berlin')).toBeNull();
    expect(missingTimeOffFields(values({ stylistId: null, date: null, startTime: 'x' }))).toEqual({
      stylistId: 'calendar.validation.stylistRequired',
      date: 'calendar.validation.dateRequired',
      startTime: 'calendar.validation.timeInvalid',
    });
    expect(missingTimeOffFields(values({ allDay: true, endDate: null, startTime: 'x' }))).toEqual({
      endDate: 'calendar.validation.dateRequired',
    });
  });

  it('shows the end of whole days under the last day, of part of a day under its time', () => {
    expect(placementFor(true)('end')).toEqual(['endDate', 'calendar.validation.endAfterStart']);
    expect(placementFor(false)('end')).toEqual(['endTime', 'calendar.validation.endAfterStart']);
    expect(placementFor(true)('start')).toEqual(['date', 'calendar.validation.dateRequired']);
    expect(placementFor(false)('other')).toBeNull();
  });
});
