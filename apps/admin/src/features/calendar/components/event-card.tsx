import { memo, useState } from 'react';
import type { EventProps } from 'react-big-calendar';
import type { CalendarEvent } from '../lib/calendar-events.ts';
import { formatWall } from '../lib/calendar-localizer.ts';
import { isShortCard } from '../lib/card-text.ts';
import classes from './calendar.module.css';
import { useEventCardText } from './event-card-text.ts';
import { ResizeHandle, useCardResize } from './resize-handles.tsx';

const shortCard = `${classes.card} ${classes.line}`;
const resizable = (status: string) => status === 'pending' || status === 'confirmed';

/**
 * A card's text: its first line is always the start and the customer, on one line cut off with
 * an ellipsis (never broken into fragments in a narrow column), then, where the card is long
 * enough, the service, and the label and status. The end and everything else is in the card's
 * tooltip (see calendar-board). Blocked time shows its times, category and note. A busy day
 * draws hundreds of these: as few elements as the styling needs, no hooks but one context, and
 * memoized, so that the calendar re-rendering (it does on every change of its own) leaves the
 * cards alone. A card that may be resized shows its resize handles while the pointer is over it
 * (see resize-handles.tsx): hovering re-renders that card only.
 */
export const EventCard = memo(function EventCard({ event }: EventProps<CalendarEvent>) {
  const text = useEventCardText();
  const canResize = useCardResize();
  const [hovered, setHovered] = useState(false);
  const start = formatWall(event.start, 'time', text.culture);
  if (event.kind === 'timeOff') {
    return (
      <div className={classes.card} data-testid={`time-off-${event.timeOff.id}`}>
        <span className={classes.line}>{`${start} – ${formatWall(event.end, 'time', text.culture)}`}</span>
        <strong className={classes.title}>{text.category(event.timeOff.category)}</strong>
        {event.timeOff.note}
      </div>
    );
  }
  const { appointment } = event;
  const handles = canResize && resizable(appointment.status);
  const name = appointment.customer?.name ?? text.noCustomer;
  const short = isShortCard(event);
  return (
    <div
      className={short ? shortCard : classes.card}
      data-testid={`appointment-${appointment.id}`}
      onPointerEnter={handles ? () => setHovered(true) : undefined}
      onPointerLeave={handles ? () => setHovered(false) : undefined}
    >
      {handles && hovered && <ResizeHandle event={event} direction="UP" />}
      {short ? (
        // One line, the card itself: a busy day has hundreds of these, an element fewer each.
        <>
          {`${start} `}
          <strong>{name}</strong>
        </>
      ) : (
        <>
          <span className={classes.line}>
            {`${start} `}
            <strong>{name}</strong>
          </span>
          <span className={classes.line}>{event.item.serviceName}</span>
          <span className={`${classes.line} ${classes.meta}`}>{text.meta(appointment)}</span>
        </>
      )}
      {handles && hovered && <ResizeHandle event={event} direction="DOWN" />}
    </div>
  );
});
