import { addDays, daysBetween } from '@salon/domain/calendar-date';
import { Notice } from '@salon/web/react/notice';
import { messageOf } from '@salon/web/translated-errors';
import { useEffect, useId, useState } from 'react';
import { getAvailability } from '../api/get-availability.ts';
import type { Availability, Slot, Stylist } from '../api/types.ts';
import {
  browserTimeZone,
  type DayPart,
  dateIn,
  dayPartOf,
  hourIn,
  timeKeyIn,
  weekFrom,
} from '../lib/dates.ts';
import {
  formatDay,
  formatDayOfMonth,
  formatMonths,
  formatTime,
  formatWeekday,
  formatZone,
} from '../lib/format.ts';
import { useI18n } from '../lib/i18n-context.tsx';
import { Loading } from './loading.tsx';

export interface DateAndTimeProps {
  subdomain: string;
  /** Staff previewing a page that is not published yet. */
  preview?: boolean | undefined;
  timeZone: string;
  maxAdvanceDays: number;
  serviceIds: readonly string[];
  /** "With a stylist": `any` or a stylist id; the times are those of that stylist. */
  stylistFilter: string;
  /** Stylists who do every chosen service; none hides the filter. */
  stylistOptions: readonly Stylist[];
  onStylistFilter: (stylist: string) => void;
  weekStart: string | null;
  onWeek: (start: string) => void;
  date: string | null;
  onDate: (date: string) => void;
  slot: Slot | null;
  onSlot: (slot: Slot) => void;
  /** Changes when the times must be asked for again. */
  version?: number;
}

type Load =
  | { status: 'loading' }
  | { status: 'ok'; data: Availability }
  | { status: 'error'; error: unknown };

const dayParts: DayPart[] = ['morning', 'afternoon', 'evening'];

/** A week strip of days with free times and the free times of the chosen day, on the shop's clock. */
export function DateAndTime(props: DateAndTimeProps) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { subdomain, timeZone, serviceIds, stylistFilter, date, onDate, version = 0 } = props;
  const filterId = useId();
  const today = dateIn(timeZone);
  const lastDay = addDays(today, props.maxAdvanceDays);
  const start = props.weekStart && props.weekStart >= today ? props.weekStart : today;
  const end = daysBetween(start, lastDay) < 6 ? lastDay : addDays(start, 6);
  const services = serviceIds.join(',');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    // version and retry are here to ask again: the cache was emptied or the last ask failed.
    void version;
    void retry;
    getAvailability({
      subdomain,
      services: services.split(','),
      from: start,
      to: end,
      stylist: stylistFilter,
      preview: props.preview,
    }).then(
      (data) => current && setLoad({ status: 'ok', data }),
      (error: unknown) => current && setLoad({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [subdomain, services, start, end, stylistFilter, version, retry, props.preview]);

  const days = load.status === 'ok' ? load.data.days : [];
  const slotsOf = (day: string) => days.find((d) => d.date === day)?.slots ?? [];

  // A day of this week is always chosen: the first with free times, unless one is chosen already.
  useEffect(() => {
    if (load.status !== 'ok') return;
    if (date && date >= start && date <= end) return;
    const first = load.data.days.find((d) => d.slots.length > 0);
    if (first) onDate(first.date);
  }, [load, date, start, end, onDate]);

  const week = weekFrom(start).filter((d) => d <= end);
  const browserZone = browserTimeZone();
  const chosenSlots = date ? slotsOf(date) : [];
  const weekHasTimes = days.some((d) => d.slots.length > 0);

  return (
    <div className="date-and-time">
      {props.stylistOptions.length > 0 ? (
        <div className="field">
          <label htmlFor={filterId}>{t('time.withStylist')}</label>
          <select
            id={filterId}
            data-testid="stylist-filter"
            value={stylistFilter}
            onChange={(event) => props.onStylistFilter(event.target.value)}
          >
            <option value="any">{t('provider.anyone')}</option>
            {props.stylistOptions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <div className="week-nav">
        <button
          type="button"
          className="icon-button"
          data-testid="previous-week"
          aria-label={t('time.previousWeek')}
          disabled={start <= today}
          onClick={() => props.onWeek(addDays(start, -7) < today ? today : addDays(start, -7))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="week-label" data-testid="week-label">
          {formatMonths(start, end, locale)}
        </p>
        <button
          type="button"
          className="icon-button"
          data-testid="next-week"
          aria-label={t('time.nextWeek')}
          disabled={end >= lastDay}
          onClick={() => props.onWeek(addDays(start, 7))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>

      <fieldset className="week" aria-busy={load.status === 'loading'}>
        <legend className="visually-hidden">{t('time.days')}</legend>
        {week.map((day) => {
          const free = slotsOf(day).length;
          const known = load.status === 'ok';
          return (
            <button
              key={day}
              type="button"
              className="day"
              data-testid={`day-${day}`}
              data-available={known && free > 0 ? 'true' : 'false'}
              aria-pressed={day === date}
              aria-label={`${formatDay(day, locale)}, ${known ? (free > 0 ? t('time.dayFree') : t('time.dayFull')) : t('common.loading')}`}
              disabled={!known || free === 0}
              onClick={() => onDate(day)}
            >
              <span className="day-name">{formatWeekday(day, locale)}</span>
              <span className="day-number">{formatDayOfMonth(day, locale)}</span>
              <span className={free > 0 ? 'day-mark day-mark-free' : 'day-mark'} aria-hidden="true" />
            </button>
          );
        })}
      </fieldset>

      {browserZone && browserZone !== timeZone ? (
        <p className="hint" data-testid="zone-note">
          {t('time.zoneNote', { zone: formatZone(timeZone, locale) })}
        </p>
      ) : null}

      {load.status === 'loading' ? <Loading label={t('time.loading')} /> : null}
      {load.status === 'error' ? (
        <Notice>
          <p>{messageOf(i18n, load.error)}</p>
          <button type="button" className="button" onClick={() => setRetry((n) => n + 1)}>
            {t('common.tryAgain')}
          </button>
        </Notice>
      ) : null}
      {load.status === 'ok' && !weekHasTimes ? (
        <p className="empty" data-testid="no-times-week">
          {end >= lastDay ? t('time.noTimesAtAll') : t('time.noTimesWeek')}
        </p>
      ) : null}

      {load.status === 'ok' && date && weekHasTimes ? (
        <section aria-labelledby={`${filterId}-times`} className="times">
          <h3 id={`${filterId}-times`} className="times-heading">
            {t('time.timesOn', { date: formatDay(date, locale) })}
          </h3>
          {chosenSlots.length === 0 ? <p className="empty">{t('time.noTimesDay')}</p> : null}
          {dayParts.map((part) => {
            const slots = chosenSlots.filter((s) => dayPartOf(hourIn(timeZone, s.start)) === part);
            if (slots.length === 0) return null;
            return (
              <div key={part} className="day-part">
                <h4 className="day-part-heading">{t(`time.${part}`)}</h4>
                <ul className="time-grid">
                  {slots.map((s) => (
                    <li key={s.start}>
                      <button
                        type="button"
                        className="time"
                        data-testid={`time-${timeKeyIn(timeZone, s.start)}`}
                        data-start={s.start}
                        aria-pressed={props.slot?.start === s.start}
                        onClick={() =>
                          props.onSlot(load.status === 'ok' ? { ...s, offers: load.data.offers } : s)
                        }
                      >
                        {formatTime(s.start, locale, timeZone)}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ) : null}
    </div>
  );
}
