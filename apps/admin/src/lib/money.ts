/*
 * Money as the forms take it: the API keeps integer minor units (4550), a price field holds the
 * decimal amount (45.5) with the currency's own number of decimals (2 for EUR, 0 for JPY), as
 * Intl knows it. Showing an amount is formatMoney's (format.ts).
 */

/** How many digits after the decimal point a currency has (EUR 2, JPY 0). */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** 45.5 EUR → 4550. */
export const toMinorUnits = (amount: number, currency: string): number =>
  Math.round(amount * 10 ** currencyDigits(currency));

/** 4550 EUR → 45.5. */
export const toMajorUnits = (minor: number, currency: string): number =>
  minor / 10 ** currencyDigits(currency);

/** The currency's sign as the language writes it: "€", "CHF", "R$". */
export function currencySymbol(currency: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** "," in German, French and Portuguese, "." in English. */
export function decimalSeparator(locale: string): string {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  );
}
