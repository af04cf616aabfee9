import { byPath, type FormMessages } from '../../../lib/form-errors.ts';
import { emailProblem } from './sign-in-validation.ts';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

/** The server's rules for a new password (see the `password` contract). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export function passwordRuleMet(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
}

export function signUpProblems({ name, email, password }: SignUpValues): FormMessages {
  const found: FormMessages = {};
  const trimmed = name.trim();
  if (!trimmed) found.name = 'signUp.validation.nameRequired';
  else if (trimmed.length > 120) found.name = 'signUp.validation.nameTooLong';
  const emailKey = emailProblem(email);
  if (emailKey) found.email = emailKey;
  if (password.length < PASSWORD_MIN) found.password = 'signUp.validation.passwordTooShort';
  else if (password.length > PASSWORD_MAX) found.password = 'signUp.validation.passwordTooLong';
  return found;
}

/** Where a ValidationError from the server shows, with our own translated messages. */
export const placeSignUp = byPath({
  name: ['name', 'signUp.validation.nameRequired'],
  email: ['email', 'validation.emailInvalid'],
  password: ['password', 'signUp.validation.passwordTooShort'],
});
