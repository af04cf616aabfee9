import { byPath, type PlaceField } from '../../../lib/form-errors.ts';

/**
 * Where the sign-in requests' fields (`signInRequest`, `emailCodeRequest`, `emailCodeVerifyRequest`)
 * show, for the domain's schema and the server alike, with our own translated message: theirs are
 * English. What was typed picks the message; whether it is wrong is the schema's to say.
 */
export const placeSignIn = ({
  email = '',
  password = '',
}: {
  email?: string;
  password?: string;
}): PlaceField =>
  byPath({
    email: ['email', email.trim() ? 'validation.emailInvalid' : 'validation.emailRequired'],
    password: ['password', password ? 'validation.passwordInvalid' : 'validation.passwordRequired'],
    code: ['code', 'validation.codeInvalid'],
  });
