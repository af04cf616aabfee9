import { customerUpdateRequest } from '@salon/domain';
import { DEFAULT_PHONE_COUNTRY } from '@salon/domain/phone';
import { byPath, type FormMessages, type PlaceField, schemaErrors } from '../../../lib/form-errors.ts';
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

/** The contract's rules for a customer's record; the inputs stop at its lengths. */
const rules = customerUpdateRequest.shape;
export const NAME_MAX = rules.name.unwrap().maxLength ?? undefined;
export const NOTE_MAX = rules.note.unwrap().unwrap().maxLength ?? undefined;

export const todayKey = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * Where the request's fields show, with our own translated messages (namespace `customers`): zod's
 * and the server's are English. The server's one message that is not about the format is the
 * e-mail of another customer.
 */
export const customerPlacement = (values: CustomerFormValues): PlaceField => {
  const fields = byPath({
    name: ['name', values.name.trim() ? 'form.errors.nameTooLong' : 'form.errors.nameRequired'],
    email: ['email', 'form.errors.emailInvalid'],
    phone: ['phone', 'form.errors.phoneInvalid'],
    birthday: ['birthday', 'form.errors.birthdayInvalid'],
    note: ['note', 'form.errors.noteTooLong'],
  });
  return (path, message) =>
    path === 'email' && /another customer/i.test(message ?? '')
      ? ['email', 'form.errors.emailTaken']
      : fields(path);
};

/**
 * What is wrong with the form: the record it makes against the domain's schema, and what only the
 * form knows: whether the phone reads as a number of the shop's `country` (the server reads it so),
 * and that a birthday is not still to come.
 */
export function validateCustomerForm(
  values: CustomerFormValues,
  country = DEFAULT_PHONE_COUNTRY,
): FormMessages {
  const found: FormMessages = {};
  if (!phoneReadable(values.phone, country)) found.phone = 'form.errors.phoneInvalid';
  if (values.birthday !== '' && values.birthday > todayKey()) found.birthday = 'form.errors.birthdayFuture';
  const record = normalizedForm(values, country);
  return { ...schemaErrors(customerUpdateRequest, record, customerPlacement(values)), ...found };
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
