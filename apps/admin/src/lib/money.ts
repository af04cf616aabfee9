import { formatMoneyInput, type MoneyParseFailure, parseMoney } from '@salon/domain';

/*
 * Money as the forms take it: the API keeps integer minor units (4550); a price field keeps the
 * text as typed ("45,50") and every form reads it with the domain's one parser, so that no
 * form guesses what "1.500" means. Showing an amount is formatMoney's (format.ts).
 */

/** The most any price or deposit may be, in minor units (1,000,000.00). */
const MAX_MINOR = 100_000_000;

/** The message (namespace `admin`) for each reason a typed amount is refused. */
const failureKeys: Record<MoneyParseFailure, string> = {
  empty: 'admin:money.empty',
  invalid: 'admin:money.invalid',
  negative: 'admin:money.negative',
  ambiguous: 'admin:money.ambiguous',
  tooManyDecimals: 'admin:money.tooManyDecimals',
  tooLarge: 'admin:money.tooLarge',
};

/** A field's text read as an amount: its minor units, or the i18n key of why it cannot be. */
export type MoneyField = { minor: number; error: null } | { minor: null; error: string };

export function readMoney(text: string, currency: string, locale: string): MoneyField {
  const result = parseMoney(text, { locale, currency, max: MAX_MINOR });
  return result.ok
    ? { minor: result.minor, error: null }
    : { minor: null, error: failureKeys[result.reason] };
}

/** Minor units as a price field shows them to be edited: 4550 EUR → "45.50" in English, "45,50" in German. */
export const moneyInput = (minor: number, currency: string, locale: string): string =>
  formatMoneyInput(minor, { locale, currency });

/** The currency's sign as the language writes it: "€", "CHF", "R$". */
export function currencySymbol(currency: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
