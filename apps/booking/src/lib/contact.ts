/** The server's rules for a guest's contact details, checked before sending. */

/** Drops spaces, brackets, dots and dashes; a leading 00 becomes +. */
export function normalizePhone(input: string): string {
  const compact = input.trim().replace(/[\s().-]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** International format: +, country code, 7 to 15 digits in all (E.164). */
export const isValidPhone = (input: string): boolean => /^\+[1-9]\d{6,14}$/.test(normalizePhone(input));

export const isValidEmail = (input: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.trim());

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
}
export type ContactField = keyof ContactInput;

/** The fields that are wrong, in form order. */
export function contactProblems(input: ContactInput): ContactField[] {
  const problems: ContactField[] = [];
  if (!input.name.trim()) problems.push('name');
  if (!isValidEmail(input.email)) problems.push('email');
  if (!isValidPhone(input.phone)) problems.push('phone');
  return problems;
}
