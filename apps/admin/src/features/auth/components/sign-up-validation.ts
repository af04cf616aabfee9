import { fieldErrors } from '@salon/web/api-error';
import { emailProblem } from './sign-in-validation.ts';

export type SignUpField = 'name' | 'email' | 'password';
/** i18n keys (namespace `admin`) of the message under each field. */
export type SignUpMessages = Partial<Record<SignUpField, string>>;

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

export function signUpProblems({ name, email, password }: SignUpValues): SignUpMessages {
  const found: SignUpMessages = {};
  const trimmed = name.trim();
  if (!trimmed) found.name = 'signUp.validation.nameRequired';
  else if (trimmed.length > 120) found.name = 'signUp.validation.nameTooLong';
  const emailKey = emailProblem(email);
  if (emailKey) found.email = emailKey;
  if (password.length < PASSWORD_MIN) found.password = 'signUp.validation.passwordTooShort';
  else if (password.length > PASSWORD_MAX) found.password = 'signUp.validation.passwordTooLong';
  return found;
}

const messageFor: Record<SignUpField, string> = {
  name: 'signUp.validation.nameRequired',
  email: 'validation.emailInvalid',
  password: 'signUp.validation.passwordTooShort',
};

/** The fields a ValidationError from the server names, with our own translated messages. */
export function serverSignUpMessages(error: unknown): SignUpMessages {
  const messages: SignUpMessages = {};
  for (const { path } of fieldErrors(error)) {
    const field = path.replace(/^body\./, '').split('.')[0];
    if (field === 'name' || field === 'email' || field === 'password') messages[field] = messageFor[field];
  }
  return messages;
}
