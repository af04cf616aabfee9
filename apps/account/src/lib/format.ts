// The page's display formats, on top of those the customer-facing apps share (@salon/web/intl-format).
import { dateFormat, formatPrice, formatTime, formatZone, numberFormat } from '@salon/web/intl-format';

export { formatPrice, formatTime, formatZone };

/** An instant's date in a zone: "Sat, Nov 21, 2026", "Sa., 21. Nov. 2026". */
export const formatDate = (instant: string, locale: string, timeZone: string): string =>
  dateFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
    Date.parse(instant),
  );

/**
 * "Sat, Nov 21, 2026, 10:00 AM": date and time formatted apart and joined, because Intl drops the
 * two-digit hour of a 24-hour locale when the hour is combined with date fields.
 */
export const formatDateTime = (instant: string, locale: string, timeZone: string): string =>
  `${formatDate(instant, locale, timeZone)}, ${formatTime(instant, locale, timeZone)}`;

/** "Sat, Nov 21, 2026, 10:00 AM – 10:45 AM" (a visit ends on the day it starts). */
export const formatVisit = (start: string, end: string, locale: string, timeZone: string): string =>
  `${formatDateTime(start, locale, timeZone)} – ${formatTime(end, locale, timeZone)}`;

/** Whether an instant reads differently on the browser's clock than on the salon's. */
export function differsFromBrowserZone(timeZone: string, instant: string): boolean {
  try {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!browser || browser === timeZone) return false;
    const options = { hour: 'numeric', minute: 'numeric', day: 'numeric' } as const;
    const at = Date.parse(instant);
    return (
      dateFormat('en-US', { ...options, timeZone }).format(at) !==
      dateFormat('en-US', { ...options, timeZone: browser }).format(at)
    );
  } catch {
    return false;
  }
}

/** A signed count of points: "+120", "−40". */
export const formatPoints = (points: number, locale: string): string =>
  numberFormat(locale, { signDisplay: 'exceptZero' }).format(points);
