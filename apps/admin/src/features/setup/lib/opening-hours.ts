/** Weekly hours as the API takes them: a weekday left out is a day off. */
export interface WeeklyHours {
  days: { weekday: number; intervals: { start: string; end: string }[] }[];
}

/** One weekday of the salon's opening hours as the wizard edits it. Times are "HH:MM". */
export interface DayHours {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  open: boolean;
  from: string;
  to: string;
  lunch: boolean;
  lunchFrom: string;
  lunchTo: string;
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Monday to Friday 9–18, Saturday 9–14, Sunday closed: what most salons start from. */
export function defaultOpeningHours(): DayHours[] {
  return WEEKDAYS.map((weekday) => ({
    weekday,
    open: weekday <= 6,
    from: '09:00',
    to: weekday === 6 ? '14:00' : '18:00',
    lunch: false,
    lunchFrom: '13:00',
    lunchTo: '14:00',
  }));
}

export function toWeeklyHours(days: readonly DayHours[]): WeeklyHours {
  return {
    days: days
      .filter((day) => day.open)
      .map((day) => ({
        weekday: day.weekday,
        intervals: day.lunch
          ? [
              { start: day.from, end: day.lunchFrom },
              { start: day.lunchTo, end: day.to },
            ]
          : [{ start: day.from, end: day.to }],
      })),
  };
}

/**
 * The editable form of stored hours: the first and last times of a day become its opening and
 * closing, the first gap its lunch break. Closed days keep the default times to start from.
 */
export function fromWeeklyHours(hours: WeeklyHours): DayHours[] {
  const defaults = defaultOpeningHours();
  return defaults.map((fallback) => {
    const intervals = [...(hours.days.find((d) => d.weekday === fallback.weekday)?.intervals ?? [])].sort(
      (a, b) => a.start.localeCompare(b.start),
    );
    const first = intervals[0];
    const last = intervals.at(-1);
    if (!first || !last) return { ...fallback, open: false };
    const second = intervals[1];
    return {
      ...fallback,
      open: true,
      from: first.start,
      to: last.end,
      lunch: !!second,
      lunchFrom: second ? first.end : fallback.lunchFrom,
      lunchTo: second ? second.start : fallback.lunchTo,
    };
  });
}

export type DayField = 'from' | 'to' | 'lunchFrom' | 'lunchTo';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** i18n keys (namespace `setup`) of what is wrong with a day's times, by field. */
export function dayProblems(day: DayHours): Partial<Record<DayField, string>> {
  if (!day.open) return {};
  const problems: Partial<Record<DayField, string>> = {};
  if (!TIME.test(day.from)) problems.from = 'validation.timeRequired';
  if (!TIME.test(day.to)) problems.to = 'validation.timeRequired';
  if (!problems.from && !problems.to && day.to <= day.from) problems.to = 'validation.closesBeforeOpens';
  if (day.lunch) {
    if (!TIME.test(day.lunchFrom)) problems.lunchFrom = 'validation.timeRequired';
    if (!TIME.test(day.lunchTo)) problems.lunchTo = 'validation.timeRequired';
    if (!problems.lunchFrom && !problems.lunchTo && !problems.from && !problems.to) {
      if (day.lunchTo <= day.lunchFrom) problems.lunchTo = 'validation.breakEndsBeforeStart';
      else if (day.lunchFrom <= day.from || day.lunchTo >= day.to)
        problems.lunchFrom = 'validation.breakOutside';
    }
  }
  return problems;
}

/** "Monday" … "Sunday" in the language (1 January 2024 was a Monday). */
export function weekdayName(weekday: number, locale: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, weekday),
  );
}
