/**
 * Display formats through Intl that the customer-facing apps share: the locale's own words,
 * order and 12/24-hour habit. Formatters are cached, as building one is slow and lists use many.
 */

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * The hour as the locale writes it in a short time: "9:00 AM" in the US, "09:00" in Germany.
 * (`hour: 'numeric'` alone would give "9:00" on a 24-hour clock.)
 */
function hourOf(locale: string): 'numeric' | '2-digit' {
  const cycle = dateFormat(locale, { timeStyle: 'short' }).resolvedOptions().hourCycle;
  return cycle === 'h23' || cycle === 'h24' ? '2-digit' : 'numeric';
}

/** An instant's time in a zone: "10:00 AM", "10:00". */
export const formatTime = (instant: string, locale: string, timeZone: string): string =>
  dateFormat(locale, { hour: hourOf(locale), minute: '2-digit', timeZone }).format(Date.parse(instant));

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

/** Money in minor units, e.g. 4500 EUR → "€45.00" / "45,00 €". */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
