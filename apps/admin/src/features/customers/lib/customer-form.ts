import { DEFAULT_PHONE_COUNTRY } from '@salon/domain/phone';
import { fieldErrors } from '@salon/web/api-error';
import { phoneForForm, phoneReadable, phoneToSend } from '../../../lib/phone.ts';

export interface CustomerFormValues {
  name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD or empty. */
  birthday: string;
  note: string;
}

export type CustomerField = keyof CustomerFormValues;

/** i18n keys (customers namespace) of the message under each field. */
export type CustomerFormErrors = Partial<Record<CustomerField, string>>;

export const emptyCustomerForm: CustomerFormValues = {
  name: '',
  email: '',
  phone: '',
  birthday: '',
  note: '',
};

export const NAME_MAX = 120;
export const NOTE_MAX = 5000;

// Loose on purpose: the server has the final word, this only catches slips while typing.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const todayKey = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** `country`: the shop's, whose local numbers ("0176 1234567") the phone field reads. */
export function validateCustomerForm(
  values: CustomerFormValues,
  country = DEFAULT_PHONE_COUNTRY,
): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'form.errors.nameRequired';
  else if (name.length > NAME_MAX) errors.name = 'form.errors.nameTooLong';
  const email = values.email.trim();
  if (email !== '' && !EMAIL.test(email)) errors.email = 'form.errors.emailInvalid';
  if (!phoneReadable(values.phone, country)) errors.phone = 'form.errors.phoneInvalid';
  if (values.birthday !== '') {
    if (!DATE.test(values.birthday)) errors.birthday = 'form.errors.birthdayInvalid';
    else if (values.birthday > todayKey()) errors.birthday = 'form.errors.birthdayFuture';
  }
  if (values.note.trim().length > NOTE_MAX) errors.note = 'form.errors.noteTooLong';
  return errors;
}

const serverMessage: Record<CustomerField, string> = {
  name: 'form.errors.nameRequired',
  email: 'form.errors.emailInvalid',
  phone: 'form.errors.phoneInvalid',
  birthday: 'form.errors.birthdayInvalid',
  note: 'form.errors.noteTooLong',
};

const isField = (value: string | undefined): value is CustomerField =>
  value === 'name' || value === 'email' || value === 'phone' || value === 'birthday' || value === 'note';

/**
 * The fields a ValidationError names (`body.email`), each with our own translated message: the
 * server's messages are English. Its one message that is not about the format is the e-mail of
 * another customer.
 */
export function customerFieldErrors(error: unknown): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  for (const { path, message } of fieldErrors(error)) {
    const field = path.replace(/^body\.?/, '').split('.')[0];
    if (!isField(field) || errors[field]) continue;
    errors[field] =
      field === 'email' && /another customer/i.test(message)
        ? 'form.errors.emailTaken'
        : serverMessage[field];
  }
  return errors;
}

/** Empty text clears a field. */
const orNull = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

export const normalizedForm = (values: CustomerFormValues, country = DEFAULT_PHONE_COUNTRY) => ({
  name: values.name.trim(),
  email: orNull(values.email),
  phone: phoneToSend(values.phone, country),
  birthday: orNull(values.birthday),
  note: orNull(values.note),
});

export interface CustomerRecordFields {
  name: string;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  note: string | null;
}

export const formFromCustomer = (
  customer: CustomerRecordFields,
  country = DEFAULT_PHONE_COUNTRY,
): CustomerFormValues => ({
  name: customer.name,
  email: customer.email ?? '',
  phone: phoneForForm(customer.phone, country),
  birthday: customer.birthday ?? '',
  note: customer.note ?? '',
});

/** What the form changes of the record, so a save sends only that. */
export function changedFields(
  customer: CustomerRecordFields,
  values: CustomerFormValues,
  country = DEFAULT_PHONE_COUNTRY,
): Partial<CustomerRecordFields> {
  const next = normalizedForm(values, country);
  const changes: Partial<CustomerRecordFields> = {};
  if (next.name !== customer.name) changes.name = next.name;
  if (next.email !== customer.email) changes.email = next.email;
  if (next.phone !== customer.phone) changes.phone = next.phone;
  if (next.birthday !== customer.birthday) changes.birthday = next.birthday;
  if (next.note !== customer.note) changes.note = next.note;
  return changes;
}
