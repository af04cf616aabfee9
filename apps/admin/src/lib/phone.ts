import { DEFAULT_PHONE_COUNTRY, formatPhone, normalisePhone, phoneExample } from '@salon/domain/phone';
import { useCurrentShop } from './current-shop.tsx';

/**
 * Phone numbers in the admin app: typed in the local form of the shop's country ("0176 1234567"
 * in a German salon) or internationally, sent in E.164, shown nationally for the shop's own
 * country. The server reads them with the same rules (`@salon/domain/phone`).
 */
export { formatPhone, phoneExample };

/** The current shop's country, for reading and showing its customers' numbers. */
export function useShopCountry(): string {
  return useCurrentShop().shop?.country ?? DEFAULT_PHONE_COUNTRY;
}

/** E.164 for a number, else the trimmed text (the server then names the field). Empty is null. */
export function phoneToSend(typed: string, country: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const result = normalisePhone(text, country);
  return result.ok ? result.e164 : text;
}

/** Whether a non-empty typed number can be read (empty is fine where the phone is optional). */
export const phoneReadable = (typed: string, country: string): boolean =>
  typed.trim() === '' || normalisePhone(typed, country).ok;

/** A stored number as the form shows it: national for the shop's country. */
export const phoneForForm = (stored: string | null | undefined, country: string): string =>
  stored ? formatPhone(stored, country) : '';
