import type { AppointmentResponse } from '@salon/domain';
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { AppointmentEvent } from '../lib/calendar-events.ts';
import { formatWall } from '../lib/calendar-localizer.ts';
import { labelText } from './labels.ts';

/**
 * What the cards print besides their data, translated once for the whole board: a busy day has
 * hundreds of cards, and a translation hook in each of them costs more than the card itself.
 */
export interface EventCardText {
  culture: string | undefined;
  noCustomer: string;
  /** The label and status line of an appointment, e.g. "Walk-in · Confirmed". */
  meta: (appointment: Pick<AppointmentResponse, 'label' | 'customLabel' | 'status'>) => string;
  category: (category: string) => string;
  /** Everything a card says, on one line: the tooltip of a card too short to show it. */
  tooltip: (event: AppointmentEvent) => string;
}

export function eventCardText(t: TFunction, culture: string | undefined): EventCardText {
  // Few distinct keys on a board, read by every card: each is translated once.
  const translated = new Map<string, string>();
  const tr = (key: string) => {
    let text = translated.get(key);
    if (text === undefined) {
      text = t(key);
      translated.set(key, text);
    }
    return text;
  };
  const noCustomer = tr('calendar.details.noCustomer');
  const meta = (appointment: Pick<AppointmentResponse, 'label' | 'customLabel' | 'status'>) =>
    `${labelText(tr, appointment)} · ${tr(`calendar.status.${appointment.status}`)}`;
  return {
    culture,
    noCustomer,
    meta,
    category: (category) => tr(`calendar.category.${category}`),
    tooltip: ({ start, end, appointment, item }) =>
      [
        `${formatWall(start, 'time', culture)} – ${formatWall(end, 'time', culture)}`,
        appointment.customer?.name ?? noCustomer,
        item.serviceName,
        meta(appointment),
      ].join(' · '),
  };
}

export const EventCardTextContext = createContext<EventCardText | null>(null);

export function useEventCardText(): EventCardText {
  const text = useContext(EventCardTextContext);
  if (!text) throw new Error('EventCardTextContext is missing: render the cards inside CalendarBoard');
  return text;
}
