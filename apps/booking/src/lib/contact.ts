/**
 * Contact details as the first screens need them: light, with no phone metadata. The full checks
 * (a phone read with the shop's country) are in `phone.ts`, loaded with the customer step.
 */

export const isValidEmail = (input: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.trim());

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
}
export type ContactField = keyof ContactInput;

/**
 * Whether the details look filled in, for moving between steps; the customer step checks the
 * phone in full before it lets anyone on, and the server again on booking.
 */
export const looksComplete = (input: ContactInput): boolean =>
  isValidEmail(input.email) && looksReachable(input);

/** A name and something like a phone number: what a signed-in customer's booking needs (the e-mail is the account's). */
export const looksReachable = (input: Pick<ContactInput, 'name' | 'phone'>): boolean =>
  input.name.trim() !== '' && (input.phone.match(/\d/g)?.length ?? 0) >= 5;
