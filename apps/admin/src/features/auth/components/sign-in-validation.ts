import { fieldErrors } from '@salon/web/api-error';

export type Field = 'email' | 'password' | 'code';
/** i18n keys of the message under each field. */
export type FieldMessages = Partial<Record<Field, string>>;

// Deliberately loose: the server has the final word; this only catches typing slips early.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  const value = email.trim();
  if (value === '') return 'validation.emailRequired';
  if (!EMAIL.test(value)) return 'validation.emailInvalid';
  return undefined;
}

export const passwordProblem = (password: string): string | undefined =>
  password === '' ? 'validation.passwordRequired' : undefined;

export const codeProblem = (code: string): string | undefined =>
  /^\d{6}$/.test(code.trim()) ? undefined : 'validation.codeInvalid';

const messageFor: Record<Field, string> = {
  email: 'validation.emailInvalid',
  password: 'validation.passwordInvalid',
  code: 'validation.codeInvalid',
};

/**
 * The fields a ValidationError from the server names (`body.email`), with our own translated
 * message: the server's own message is English.
 */
export function serverFieldMessages(error: unknown): FieldMessages {
  const messages: FieldMessages = {};
  for (const { path } of fieldErrors(error)) {
    const field = path.replace(/^body\./, '').split('.')[0];
    if (field === 'email' || field === 'password' || field === 'code') messages[field] = messageFor[field];
  }
  return messages;
}
