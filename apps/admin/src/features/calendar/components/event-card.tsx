import type { EventProps } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../lib/calendar-events.ts';
import { formatWall } from '../lib/calendar-localizer.ts';
import classes from './calendar.module.css';
import { labelText } from './labels.ts';

/** A card's text: time, customer, service, label and status; blocked time shows its category. */
export function EventCard({ event }: EventProps<CalendarEvent>) {
  const { t, i18n } = useTranslation();
  const culture = i18n.resolvedLanguage;
  const time = `${formatWall(event.start, 'time', culture)} – ${formatWall(event.end, 'time', culture)}`;
  if (event.kind === 'timeOff') {
    return (
      <div className={classes.card} data-testid={`time-off-${event.timeOff.id}`}>
        <div className={classes.time}>{time}</div>
        <div className={classes.strong}>{t(`calendar.category.${event.timeOff.category}`)}</div>
        {event.timeOff.note && <div>{event.timeOff.note}</div>}
      </div>
    );
  }
  const { appointment } = event;
  return (
    <div className={classes.card} data-testid={`appointment-${appointment.id}`}>
      <div className={classes.time}>{time}</div>
      <div className={classes.strong}>{appointment.customer?.name ?? t('calendar.details.noCustomer')}</div>
      <div>{event.item.serviceName}</div>
      <div className={classes.meta}>
        {labelText(t, appointment)} · {t(`calendar.status.${appointment.status}`)}
      </div>
    </div>
  );
}
