import { getCountryForTimezone } from 'countries-and-timezones';
import type { Locale } from './locales.ts';
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry } from './phone.ts';

/**
 * The country of a shop, for reading its customers' local phone numbers: the one it set, else the
 * country of its time zone ("Europe/Lisbon" → "PT"), else Germany. Server-only: the time-zone
 * table is too large for the booking widget, which gets the result with the shop.
 */
export function countryForTimeZone(timeZone: string): string {
  const country = getCountryForTimezone(timeZone)?.id;
  return country && isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY;
}

export const shopCountry = (shop: { country?: string | null; timeZone: string }): string =>
  shop.country && isPhoneCountry(shop.country) ? shop.country : countryForTimeZone(shop.timeZone);

/**
 * The country a language suggests, for reading a local phone number when nothing better is known
 * (no salon booked yet). English goes to Great Britain: the salons this serves are European.
 */
const localeCountries: Record<Locale, string> = { en: 'GB', de: 'DE', fr: 'FR', pt: 'PT' };
export const countryForLocale = (locale: Locale): string => localeCountries[locale];
