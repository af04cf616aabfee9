import type { HeaderProps } from 'react-big-calendar';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { formatWall } from '../lib/calendar-localizer.ts';
import classes from './calendar.module.css';

/**
 * A day column's header in week view on two lines, weekday above date ("dom." / "29 de nov."):
 * written on one line, Portuguese and French headers were cut off in a column's width.
 */
export function WeekDayHeader({ date }: HeaderProps) {
  const culture = useFormatLocale();
  return (
    <span className={classes.weekDayHeader} data-testid="week-day-header">
      <span>{formatWall(date, 'weekday', culture)}</span>
      <span>{formatWall(date, 'dayMonth', culture)}</span>
    </span>
  );
}
