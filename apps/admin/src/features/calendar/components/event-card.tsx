import { memo, useState } from 'react';
import type { EventProps } from 'react-big-calendar';
import type { CalendarEvent } from '../lib/calendar-events.ts';
import { formatWall } from '../lib/calendar-localizer.ts';
import classes from './calendar.module.css';
import { useEventCardText } from './event-card-text.ts';
import { ResizeHandle, useCardResize } from './resize-handles.tsx';

const resizable = (status: string) => status === 'pending' || status === 'confirmed';

/**
 * A card's text, a line each: time, customer, service, label and status; blocked time shows its
 * category and note. A busy day draws hundreds of these: as few elements as the styling needs
 * (the plain lines are text between the block ones), no hooks but one context, and memoized, so
 * that the calendar re-rendering (it does on every change of its own) leaves the cards alone.
 * A card that may be resized shows its resize handles while the pointer is over it (see
 * resize-handles.tsx): hovering re-renders that card only.
 */
export const EventCard = memo(function EventCard({ event }: EventProps<CalendarEvent>) {
  const text = useEventCardText();
  const canResize = useCardResize();
  const [hovered, setHovered] = useState(false);
  const time = `${formatWall(event.start, 'time', text.culture)} – ${formatWall(event.end, 'time', text.culture)}`;
  if (event.kind === 'timeOff') {
    return (
      <div className={classes.card} data-testid={`time-off-${event.timeOff.id}`}>
        {time}
        <strong className={classes.title}>{text.category(event.timeOff.category)}</strong>
        {event.timeOff.note}
      </div>
    );
  }
  const { appointment } = event;
  const handles = canResize && resizable(appointment.status);
  return (
    <div
      className={classes.card}
      data-testid={`appointment-${appointment.id}`}
      onPointerEnter={handles ? () => setHovered(true) : undefined}
      onPointerLeave={handles ? () => setHovered(false) : undefined}
    >
      {handles && hovered && <ResizeHandle event={event} direction="UP" />}
      {time}
      <strong className={classes.title}>{appointment.customer?.name ?? text.noCustomer}</strong>
      {event.item.serviceName}
      <span className={classes.meta}>{text.meta(appointment)}</span>
      {handles && hovered && <ResizeHandle event={event} direction="DOWN" />}
    </div>
  );
});
