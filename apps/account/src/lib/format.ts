/** Display formats through Intl: the locale's own words, order and 12/24-hour habit, in the salon's zone. */

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** An instant's date in a zone: "Sat, Nov 21, 2026", "Sa., 21. Nov. 2026". */
export const formatDate = (instant: string, locale: string, timeZone: string): string =>
  dateFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
    Date.parse(instant),
  );

/**
 * The hour as the locale writes it in a short time: "9:00 AM" in the US, "09:00" in Germany.
 * (`hour: 'numeric'` alone would give "9:00" on a 24-hour clock.)
 */
function hourOf(locale: string): 'numeric' | '2-digit' {
  const cycle = dateFormat(locale, { timeStyle: 'short' }).resolvedOptions().hourCycle;
  return cycle === 'h23' || cycle === 'h24' ? '2-digit' : 'numeric';
}

export const formatTime = (instant: string, locale: string, timeZone: string): string =>
  dateFormat(locale, { hour: hourOf(locale), minute: '2-digit', timeZone }).format(Date.parse(instant));

/**
 * "Sat, Nov 21, 2026, 10:00 AM": date and time formatted apart and joined, because Intl drops the
 * two-digit hour of a 24-hour locale when the hour is combined with date fields.
 */
export const formatDateTime = (instant: string, locale: string, timeZone: string): string =>
  `${formatDate(instant, locale, timeZone)}, ${formatTime(instant, locale, timeZone)}`;

/** "Sat, Nov 21, 2026, 10:00 AM – 10:45 AM" (a visit ends on the day it starts). */
export const formatVisit = (start: string, end: string, locale: string, timeZone: string): string =>
  `${formatDateTime(start, locale, timeZone)} – ${formatTime(end, locale, timeZone)}`;

/** A zone's name in the locale, e.g. "Central European Time", falling back to its id. */
export function formatZone(timeZone: string, locale: string, instant: number = Date.now()): string {
  try {
    const part = dateFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

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

/** Money in minor units, e.g. 4500 EUR → "€45.00" / "45,00 €". */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** A signed count of points: "+120", "−40". */
export const formatPoints = (points: number, locale: string): string =>
  numberFormat(locale, { signDisplay: 'exceptZero' }).format(points);
