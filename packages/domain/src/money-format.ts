/**
 * Money as people and files read it. Amounts are kept as integer minor units with an ISO currency
 * code; how many minor digits a currency has is its own (2 for EUR, 0 for JPY, 3 for BHD) and
 * comes from Intl, never from an assumed 100. Every face writes amounts through these two
 * functions: the admin app, the booking widget, the customer site, mails, PDFs and CSV exports.
 *
 * No zod and no I/O here: the widget and the customer site import this module directly.
 */

const digitsOf = new Map<string, number>();

/** The minor digits of a currency (2 for EUR, 0 for JPY, 3 for BHD); 2 when Intl does not know it. */
export function currencyDigits(currency: string): number {
  const known = digitsOf.get(currency);
  if (known !== undefined) return known;
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    // Not a currency code Intl accepts: two decimals, as most currencies have.
  }
  digitsOf.set(currency, digits);
  return digits;
}

export interface MoneyDisplayOptions {
  /** Short, for a chart's axis: "€1.2K", "1,2 Tsd. €". */
  compact?: boolean;
}

// Building an Intl formatter costs far more than using one, and lists format hundreds of amounts.
const formats = new Map<string, Intl.NumberFormat | null>();

function displayFormat(locale: string, currency: string, compact: boolean): Intl.NumberFormat | null {
  const key = `${locale}|${currency}|${compact ? 'c' : ''}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        ...(compact && { notation: 'compact', maximumFractionDigits: 1 }),
      });
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * Minor units as the currency is written in the language: 4550 EUR → "€45.50" in English and
 * "45,50 €" in German; 4500 JPY → "¥4,500"; 12345 BHD → "BHD 12.345".
 */
export function formatMoney(
  minor: number,
  currency: string,
  locale: string,
  options: MoneyDisplayOptions = {},
): string {
  const format = displayFormat(locale, currency, options.compact === true);
  // A locale or code Intl refuses still shows the amount, never a broken page.
  if (!format) return `${moneyDecimal(minor, currency)} ${currency}`;
  return format.format(minor / 10 ** currencyDigits(currency));
}

/**
 * Minor units as a plain decimal number for a file: the currency's own digits, no grouping, no
 * symbol, a leading "-" when negative, and the decimal mark asked for (a dot by default, a comma
 * for a spreadsheet that reads decimal commas). 4550 EUR → "45.50", 4500 JPY → "4500",
 * 12345 BHD → "12.345", -150 EUR → "-1.50". Exact: no floating point is involved.
 */
export function moneyDecimal(minor: number, currency: string, decimalMark = '.'): string {
  const digits = currencyDigits(currency);
  const whole = Math.round(minor);
  const sign = whole < 0 ? '-' : '';
  const figures = String(Math.abs(whole)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${figures}`;
  return `${sign}${figures.slice(0, -digits)}${decimalMark}${figures.slice(-digits)}`;
}
