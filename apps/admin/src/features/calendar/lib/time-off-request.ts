import type { CalendarType } from '@salon/domain';
import { addDays as addCalendarDays } from '@salon/domain/calendar-date';
import type { Placement } from '../../../lib/form-errors.ts';
import { instantFromFields, minutesOf } from './shop-time.ts';

export interface TimeOffValues {
  stylistId: string | null;
  allDay: boolean;
  date: string | null;
  /** The last whole day off. */
  endDate: string | null;
  startTime: string;
  endTime: string;
  category: CalendarType;
  note: string;
}

/** Where the request's paths show: whole days name their start and end by the dates. */
export const placementFor =
  (allDay: boolean) =>
  (path: string): Placement | null => {
    if (path === 'stylistId') return ['stylistId', 'calendar.validation.stylistInvalid'];
    if (path === 'start')
      return allDay
        ? ['date', 'calendar.validation.dateRequired']
        : ['startTime', 'calendar.validation.timeInvalid'];
    if (path === 'end') return [allDay ? 'endDate' : 'endTime', 'calendar.validation.endAfterStart'];
    if (path === 'category') return ['category', 'calendar.validation.categoryRequired'];
    if (path === 'note') return ['note', 'calendar.validation.noteInvalid'];
    return null;
  };

const dayAfter = (date: string) => addCalendarDays(date, 1);

/** The block's instants, or null while a field is incomplete. The end time 00:00 is the midnight after the day. */
export function timeOffInstants(
  values: TimeOffValues,
  timeZone: string,
): { start: string; end: string } | null {
  const { date, endDate, startTime, endTime } = values;
  if (!date) return null;
  if (values.allDay) {
    if (!endDate) return null;
    const start = instantFromFields(date, '00:00', timeZone);
    const after = instantFromFields(dayAfter(endDate), '00:00', timeZone);
    return start && after ? { start, end: after } : null;
  }
  const start = instantFromFields(date, startTime, timeZone);
  const endMinutes = minutesOf(endTime);
  if (!start || endMinutes === null) return null;
  const endAt = instantFromFields(endMinutes === 0 ? dayAfter(date) : date, endTime, timeZone);
  return endAt ? { start, end: endAt } : null;
}

/** The request the form makes, once its instants are there. */
export function timeOffBody(values: TimeOffValues, timeZone: string) {
  const range = timeOffInstants(values, timeZone);
  if (!range) return null;
  return {
    stylistId: values.stylistId ?? '',
    ...range,
    category: values.category,
    note: values.note.trim() || null,
  };
}

/** What was left out or cannot be read; the domain's schema judges the block itself. */
export function missingTimeOffFields(values: TimeOffValues): Record<string, string> {
  const found: Record<string, string> = {};
  if (!values.stylistId) found.stylistId = 'calendar.validation.stylistRequired';
  if (!values.date) found.date = 'calendar.validation.dateRequired';
  if (values.allDay) {
    if (!values.endDate) found.endDate = 'calendar.validation.dateRequired';
  } else {
    if (minutesOf(values.startTime) === null) found.startTime = 'calendar.validation.timeInvalid';
    if (minutesOf(values.endTime) === null) found.endTime = 'calendar.validation.timeInvalid';
  }
  return found;
}
