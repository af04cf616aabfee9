import type { CalendarEvent } from './calendar-events.ts';

/** Up to this long a card has room for one line of text (at the calendar's 15-minute rows). */
const SHORT_MS = 30 * 60_000;

export const isShortCard = (event: Pick<CalendarEvent, 'start' | 'end'>) =>
  event.end.getTime() - event.start.getTime() <= SHORT_MS;
