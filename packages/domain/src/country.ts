import { getCountryForTimezone } from 'countries-and-timezones';
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
