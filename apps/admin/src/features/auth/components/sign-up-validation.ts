import { type SignUpRequest, signUpRequest } from '@salon/domain';
import { byPath, type FormMessages, type PlaceField, schemaErrors } from '../../../lib/form-errors.ts';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

/** The domain's rule for a new password, which the form ticks off as the person types. */
const passwordRule = signUpRequest.shape.password;
export const PASSWORD_MIN = passwordRule.minLength ?? 0;
export const passwordRuleMet = (password: string): boolean => passwordRule.safeParse(password).success;

/** The request the form makes. */
export const signUpBody = (values: SignUpValues, locale?: SignUpRequest['locale']) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  password: values.password,
  locale,
});

/** Where the request's fields show, with our own translated messages; what was typed picks which. */
export const placeSignUp = ({ name, email, password }: SignUpValues): PlaceField =>
  byPath({
    name: ['name', name.trim() ? 'signUp.validation.nameTooLong' : 'signUp.validation.nameRequired'],
    email: ['email', email.trim() ? 'validation.emailInvalid' : 'validation.emailRequired'],
    password: [
      'password',
      password.length < PASSWORD_MIN
        ? 'signUp.validation.passwordTooShort'
        : 'signUp.validation.passwordTooLong',
    ],
  });

/** What the domain's schema refuses in the new account, under its fields. */
export const signUpProblems = (values: SignUpValues): FormMessages =>
  schemaErrors(signUpRequest, signUpBody(values), placeSignUp(values));
