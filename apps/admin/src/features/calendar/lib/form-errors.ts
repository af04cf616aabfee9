import { type FieldError, fieldErrors } from '@salon/web/api-error';

/** i18n keys of the messages under a form's fields. */
export type FieldMessages<F extends string> = Partial<Record<F, string>>;

/**
 * A server ValidationError's details (`body.customer.email`) under the fields they name. The
 * server's messages are English, so a field gets our own message for it (`messageFor`); details
 * that name no field of the form are returned as they are, for the form's alert.
 */
export function serverFieldMessages<F extends string>(
  error: unknown,
  fieldOf: (path: string) => F | null,
  messageFor: Record<F, string>,
): { fields: FieldMessages<F>; other: FieldError[] } {
  const fields: FieldMessages<F> = {};
  const other: FieldError[] = [];
  for (const detail of fieldErrors(error)) {
    const field = fieldOf(detail.path.replace(/^body\.?/, ''));
    if (field) fields[field] ??= messageFor[field];
    else other.push(detail);
  }
  return { fields, other };
}

/** True when the form has no problem left to show. */
export const isClean = (messages: Record<string, string | undefined>) =>
  Object.values(messages).every((message) => !message);

// Deliberately loose: the server has the final word; these only catch typing slips early.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value.trim());

/** The server's rule: + and 7 to 15 digits, spaces, dots, dashes and brackets ignored. */
export const isPhone = (value: string) => /^\+[1-9]\d{6,14}$/.test(value.trim().replace(/[\s().-]/g, ''));
