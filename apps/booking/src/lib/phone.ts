import { formatPhone, normalisePhone, type PhoneProblem, phoneExample } from '@salon/domain/phone';
import { type ContactField, type ContactInput, isValidEmail } from './contact.ts';

/**
 * Phone numbers in the widget, read as numbers of the shop's country ("0176 1234567" in a German
 * salon). Only the lazily loaded steps import this module, so its metadata stays out of the
 * first load.
 */
export { formatPhone, phoneExample };

/** E.164 when the typed text is a number, else what was typed, for the server to refuse with its reason. */
export function normalizePhone(input: string, country: string): string {
  const result = normalisePhone(input, country);
  return result.ok ? result.e164 : input.trim();
}

/** What is wrong with a typed number, or null when it is one. */
export function phoneProblem(input: string, country: string): PhoneProblem | null {
  const result = normalisePhone(input, country);
  return result.ok ? null : result.problem;
}

export const isValidPhone = (input: string, country: string): boolean =>
  phoneProblem(input, country) === null;

/**
 * The fields that are wrong, in form order. A signed-in customer gives only name and phone: the
 * e-mail is the account's.
 */
export function contactProblems(
  input: ContactInput,
  country: string,
  { signedIn = false }: { signedIn?: boolean } = {},
): ContactField[] {
  const problems: ContactField[] = [];
  if (!input.name.trim()) problems.push('name');
  if (!signedIn && !isValidEmail(input.email)) problems.push('email');
  if (!isValidPhone(input.phone, country)) problems.push('phone');
  return problems;
}

/** The i18n key (booking namespace) saying why a number was refused. */
export const phoneErrorKey = (typed: string, country: string) => {
  if (typed.trim() === '') return 'fields.phoneMissing' as const;
  const problem = phoneProblem(typed, country);
  if (problem === 'tooShort') return 'fields.phoneTooShort' as const;
  if (problem === 'tooLong') return 'fields.phoneTooLong' as const;
  return 'fields.phoneInvalid' as const;
};
