import { memo } from 'react';
import type { DateHeaderProps } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '../../../lib/format-locale.ts';
import { formatWall } from '../lib/calendar-localizer.ts';
import { wallDateKey } from '../lib/shop-time.ts';
import { useMonthDays } from './board-context.ts';
import classes from './calendar.module.css';

/**
 * A day of the month view: its number, how many appointments it has and a dot in the colour of
 * each stylist who works on them, instead of cards that cover the day. The number and the count
 * open the day in the day view.
 */
export const MonthDateHeader = memo(function MonthDateHeader({ date, label, onDrillDown }: DateHeaderProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const month = useMonthDays();
  const key = wallDateKey(date);
  const day = month?.days.get(key);
  const openDay = day
    ? t('calendar.month.openDay', { count: day.count, date: formatWall(date, 'day', locale) })
    : '';
  return (
    <div className={classes.monthDay} data-date={key}>
      <button type="button" className={`rbc-button-link ${classes.monthDate}`} onClick={onDrillDown}>
        {label}
      </button>
      {day && (
        <button
          type="button"
          className={classes.monthCount}
          onClick={onDrillDown}
          aria-label={openDay}
          title={openDay}
          data-testid={`month-count-${key}`}
        >
          <span className={classes.monthCountText}>{day.count}</span>
          <span className={classes.monthDots} aria-hidden>
            {day.stylists.map(({ id, count }) => {
              const stylist = month?.stylists.get(id);
              return (
                <span
                  key={id}
                  className={classes.monthDot}
                  style={{ backgroundColor: stylist?.color.main ?? '#868e96' }}
                  title={t('calendar.month.stylistCount', { name: stylist?.name ?? '—', count })}
                  data-stylist={id}
                />
              );
            })}
          </span>
        </button>
      )}
    </div>
  );
});
