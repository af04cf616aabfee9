import { byPath } from '../../../lib/form-errors.ts';

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

/**
 * Where a ValidationError's fields (`body.email`) show, with our own translated message: the
 * server's own message is English.
 */
export const placeSignIn = byPath({
  email: ['email', 'validation.emailInvalid'],
  password: ['password', 'validation.passwordInvalid'],
  code: ['code', 'validation.codeInvalid'],
});
