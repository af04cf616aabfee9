import type { AppointmentResponse, AppointmentStatus } from '@salon/domain';
import type { TimeOff } from '../../../api/time-off.ts';
import type { HiddenValues } from '../hooks/use-calendar-filters.ts';
import { toWallDate } from './shop-time.ts';

export type AppointmentItem = AppointmentResponse['items'][number];

/** One card: one service of an appointment, in its stylist's column. */
export interface AppointmentEvent {
  kind: 'appointment';
  key: string;
  start: Date;
  end: Date;
  resourceId: string;
  appointment: AppointmentResponse;
  item: AppointmentItem;
  itemIndex: number;
}

export interface TimeOffEvent {
  kind: 'timeOff';
  key: string;
  start: Date;
  end: Date;
  resourceId: string;
  timeOff: TimeOff;
}

export type CalendarEvent = AppointmentEvent | TimeOffEvent;

/** Statuses that free the stylist's time are never drawn. */
const notShown: readonly AppointmentStatus[] = ['cancelled', 'declined'];
/** The statuses a card can have, in the filter's order. */
export const shownStatuses = ['awaiting_payment', 'pending', 'confirmed', 'completed', 'no_show'] as const;

export function appointmentEvents(
  appointments: readonly AppointmentResponse[],
  hidden: HiddenValues,
  timeZone: string,
): AppointmentEvent[] {
  const events: AppointmentEvent[] = [];
  for (const appointment of appointments) {
    if (notShown.includes(appointment.status)) continue;
    if (
      hidden.status.has(appointment.status) ||
      hidden.label.has(appointment.label) ||
      hidden.source.has(appointment.source)
    ) {
      continue;
    }
    appointment.items.forEach((item, itemIndex) => {
      if (hidden.stylist.has(item.stylistId)) return;
      events.push({
        kind: 'appointment',
        key: `${appointment.id}:${itemIndex}`,
        start: toWallDate(item.start, timeZone),
        end: toWallDate(item.end, timeZone),
        resourceId: item.stylistId,
        appointment,
        item,
        itemIndex,
      });
    });
  }
  return events;
}

export function timeOffEvents(
  timeOff: readonly TimeOff[],
  hidden: HiddenValues,
  timeZone: string,
): TimeOffEvent[] {
  return timeOff
    .filter((block) => !hidden.category.has(block.category) && !hidden.stylist.has(block.stylistId))
    .map((block) => ({
      kind: 'timeOff',
      key: `time-off:${block.id}`,
      start: toWallDate(block.start, timeZone),
      end: toWallDate(block.end, timeZone),
      resourceId: block.stylistId,
      timeOff: block,
    }));
}
