import { formatMoney } from '@salon/domain/money-format';
import { dateFormat, formatTimeOfDay } from '@salon/domain/time-format';

export { dateFormat, numberFormat } from '@salon/domain/time-format';

/**
 * Display formats through Intl that the customer-facing apps share: the locale's own words,
 * order and 12/24-hour habit. The formatters are the domain's cached ones: building one is slow
 * and lists use many.
 */

/** An instant's time in a zone: "10:00 AM", "10:00" (the domain's one time formatter). */
export const formatTime = (instant: string, locale: string, timeZone: string): string =>
  formatTimeOfDay(instant, locale, timeZone);

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

/** Money in minor units, e.g. 4500 EUR → "€45.00" / "45,00 €", 4500 JPY → "¥4,500". */
export const formatPrice = (amount: number, currency: string, locale: string): string =>
  formatMoney(amount, currency, locale);
