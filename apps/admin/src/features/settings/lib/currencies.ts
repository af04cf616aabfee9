import type { Option } from './time-zones.ts';

/** Currencies salons on the product's markets use most; the shop's own is added if it is another. */
export const commonCurrencies = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'BRL',
  'CAD',
  'AUD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'TRY',
  'MXN',
  'ARS',
  'ZAR',
  'AED',
  'JPY',
  'AOA',
  'MZN',
  'XOF',
  'MAD',
] as const;

/** "EUR · Euro" in the language shown. */
export function currencyOptions(current: string, language: string): Option[] {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'currency' });
  const codes: string[] = [...commonCurrencies];
  if (current && !codes.includes(current)) codes.unshift(current);
  return codes.map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }));
}
