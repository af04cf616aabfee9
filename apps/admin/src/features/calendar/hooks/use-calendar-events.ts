import type { AppointmentResponse } from '@salon/domain';
import { useMemo, useState } from 'react';
import { type AppointmentEvent, appointmentEvents } from '../lib/calendar-events.ts';
import type { HiddenValues } from './use-calendar-filters.ts';

type Built = { hidden: HiddenValues; timeZone: string; events: AppointmentEvent[] };

const none: AppointmentResponse[] = [];

/**
 * The cards of the appointments shown. Built once per list: stepping back to a day seen before
 * (its list still cached) hands the calendar the same cards, not hundreds of new ones.
 */
export function useCalendarEvents(
  items: readonly AppointmentResponse[] | undefined,
  hidden: HiddenValues,
  timeZone: string,
): AppointmentEvent[] {
  const [built] = useState(() => new WeakMap<readonly AppointmentResponse[], Built>());
  return useMemo(() => {
    const list = items ?? none;
    const cached = built.get(list);
    if (cached && cached.hidden === hidden && cached.timeZone === timeZone) return cached.events;
    const events = appointmentEvents(list, hidden, timeZone);
    built.set(list, { hidden, timeZone, events });
    return events;
  }, [built, items, hidden, timeZone]);
}
