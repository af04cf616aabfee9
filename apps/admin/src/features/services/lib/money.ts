/*
 * Prices are integer minor units in the API and decimal amounts in the form; the number of
 * decimals is the currency's own (2 for EUR, 0 for JPY), as Intl knows it.
 */

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
export const toMinor = (amount: number, currency: string): number =>
  Math.round(amount * 10 ** currencyDigits(currency));

/** 4550 EUR → 45.5. */
export const toMajor = (minor: number, currency: string): number => minor / 10 ** currencyDigits(currency);
