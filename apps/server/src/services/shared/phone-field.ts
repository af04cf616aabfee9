// The server decides with the full phone metadata (number ranges of each country).
import '@salon/domain/phone-strict';
import { AppError } from '@salon/domain';
import { shopCountry } from '@salon/domain/country';
import { formatPhone, normalisePhone, type PhoneProblem, phoneExample } from '@salon/domain/phone';

const reasons: Record<PhoneProblem, string> = {
  tooShort: 'The phone number is too short',
  tooLong: 'The phone number is too long',
  invalid: 'Not a valid phone number',
};

/** Why a typed number was refused, with an example of the shop's country in both forms. */
export function phoneMessage(problem: PhoneProblem, country: string): string {
  return `${reasons[problem]} (for example ${phoneExample(country)}, or with the country code from abroad)`;
}

/**
 * A phone as someone typed it, read with `country` and given back in E.164. Empty stays empty
 * (null or undefined as given); a number that cannot be read is a validation error on `path`
 * (e.g. `body.customer.phone`), so the form shows it on the field.
 */
export function phoneForCountry<T extends string | null | undefined>(
  country: string,
  raw: T,
  path: string,
): string | Exclude<T, string> {
  if (raw === null || raw === undefined) return raw as Exclude<T, string>;
  const result = normalisePhone(raw, country);
  if (result.ok) return result.e164;
  const message = phoneMessage(result.problem, country);
  throw new AppError('ValidationError', message, { details: [{ path, message, problem: result.problem }] });
}

/** A phone as staff or customers typed it on a shop's pages, read with the shop's country. */
export function phoneForShop<T extends string | null | undefined>(
  shop: { country?: string | null; timeZone: string },
  raw: T,
  path: string,
): string | Exclude<T, string> {
  return phoneForCountry(shopCountry(shop), raw, path);
}

/**
 * The salon's phone as its customers read it in mails, calendar files and receipts: national in
 * its own country, else international (`formatPhone`, the rule of every page). Null for none.
 */
export const shopPhoneText = (shop: { phone: string | null; country?: string | null; timeZone: string }) =>
  shop.phone ? formatPhone(shop.phone, shopCountry(shop)) : null;
