import {
  type CountryCode,
  getCountries as countriesWith,
  getExampleNumber as exampleWith,
  validatePhoneNumberLength as lengthWith,
  type MetadataJson,
  parsePhoneNumberFromString as parseWith,
  isSupportedCountry as supportedWith,
} from 'libphonenumber-js/core';
import minMetadata from 'libphonenumber-js/min/metadata';
import examples from 'libphonenumber-js/mobile/examples';

/**
 * Phone numbers as the salon's customers type them: in the local form of the shop's country
 * ("0176 1234567" in Germany) or internationally ("+49 176 1234567", "0049 176 1234567").
 * Stored in E.164 ("+491761234567"), shown in the national form when the number is of the shop's
 * country and internationally otherwise. Zod-free, so the booking widget can import it.
 */

/** Why a number was refused: too few digits, too many, or not a number of any plan. */
export type PhoneProblem = 'tooShort' | 'tooLong' | 'invalid';
export type PhoneResult = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

/**
 * The browsers check with the small `min` metadata (lengths and the general pattern of each
 * country); the server decides with `max` (`phone-strict.ts`), which also knows each country's
 * number ranges, so "0176 12" passes the first and not the second.
 */
let metadata: MetadataJson = minMetadata;

/** The server's switch to the full metadata; see `phone-strict.ts`. */
export const setPhoneMetadata = (full: MetadataJson) => {
  metadata = full;
};

const isSupportedCountry = (country: string): country is CountryCode =>
  supportedWith(country as CountryCode, metadata);
const parsePhoneNumberFromString = (text: string, country?: CountryCode) =>
  country ? parseWith(text, country, metadata) : parseWith(text, metadata);
const validatePhoneNumberLength = (text: string, country: CountryCode) => lengthWith(text, country, metadata);
const getExampleNumber = (country: CountryCode) => exampleWith(country, examples, metadata);

/** The country used when a shop has none and none can be derived from its time zone. */
export const DEFAULT_PHONE_COUNTRY = 'DE';

/** Every country whose numbers can be read, as ISO codes ("AC" … "ZW"). */
export const phoneCountries = (): string[] => countriesWith(metadata);

/** An ISO 3166-1 alpha-2 code that the phone metadata knows ("DE", "PT"). */
export const isPhoneCountry = (country: string): country is CountryCode => isSupportedCountry(country);

const countryOrDefault = (country: string | null | undefined): CountryCode =>
  country && isSupportedCountry(country) ? country : DEFAULT_PHONE_COUNTRY;

/** Reads a typed number for a shop in `country`; a valid one comes back in E.164. */
export function normalisePhone(input: string, country: string | null | undefined): PhoneResult {
  const text = input.trim();
  const region = countryOrDefault(country);
  // Letters are refused outright: the library would read "CALL-ME" as keypad digits.
  if (text === '' || /[a-z]/i.test(text)) return { ok: false, problem: 'invalid' };
  const parsed = parsePhoneNumberFromString(text, region);
  if (parsed?.isValid()) return { ok: true, e164: parsed.number };
  const length = validatePhoneNumberLength(text, region);
  if (length === 'TOO_SHORT') return { ok: false, problem: 'tooShort' };
  if (length === 'TOO_LONG') return { ok: false, problem: 'tooLong' };
  return { ok: false, problem: 'invalid' };
}

/**
 * The one way a stored number is shown, in every app, mail and receipt: national form when it is a
 * number of the shop's own country ("030 1234567" in a German salon), international otherwise
 * ("+33 1 23 45 67 89"), so a customer abroad still sees the code to dial. Without a country every
 * number is international. What cannot be read is shown as it is.
 */
export function formatPhone(stored: string, country?: string | null): string {
  const parsed = parsePhoneNumberFromString(stored.trim(), countryOrDefault(country));
  if (!parsed) return stored;
  return country && parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

/** A mobile number of the country in its national form, as a placeholder ("01512 3456789"). */
export function phoneExample(country: string | null | undefined): string {
  return getExampleNumber(countryOrDefault(country))?.formatNational() ?? '';
}
