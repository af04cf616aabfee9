import { type GetInputPropsReturnType, schemaResolver } from '@mantine/form';
import { CONTROL_CHARACTER_IN_LINES_MESSAGE, CONTROL_CHARACTER_MESSAGE } from '@salon/domain';
import { type FieldError, fieldErrors } from '@salon/web/api-error';
import type { TFunction } from 'i18next';

/*
 * Every admin form holds its state in @mantine/form. Its errors are i18n keys, translated where
 * they are shown, so a message follows a change of language. A form turns its values into the
 * request, and the domain's schema for that request judges it: the same schema the server checks
 * it with, so the two never disagree. Both name what they refuse by the request's paths
 * (`price.amount`, `stylists.0.durationMinutes`); the form says under which of its fields each
 * one shows, and with which message: zod's and the server's messages are English.
 */

/** A form's errors: field path → i18n key of its message. */
export type FormMessages = Record<string, string>;

/** Where a request path shows in a form: the form's field and the i18n key of its message. */
export type Placement = readonly [field: string, message: string];

/**
 * The placement of a request path (without `body.`), or null when no field of the form has it.
 * `message` is zod's or the server's (English), for the rare path whose message tells two cases apart.
 */
export type PlaceField = (path: string, message?: string) => Placement | null | undefined;

/** A placement from a table of request paths: the longest start of the path the table names. */
export function byPath(table: Readonly<Record<string, Placement>>): PlaceField {
  return (path) => {
    const parts = path.split('.');
    for (let n = parts.length; n > 0; n--) {
      const key = parts.slice(0, n).join('.');
      // hasOwn: a path such as `constructor` must not find Object's own.
      if (Object.hasOwn(table, key)) return table[key];
    }
    return null;
  };
}

const controlCharacterMessages = new Set([CONTROL_CHARACTER_MESSAGE, CONTROL_CHARACTER_IN_LINES_MESSAGE]);

/** Field errors on the form's fields (the first per field), and those no field takes. */
export function placeErrors(
  details: readonly FieldError[],
  place: PlaceField,
): { errors: FormMessages; other: FieldError[] } {
  const errors: FormMessages = {};
  const other: FieldError[] = [];
  for (const detail of details) {
    const placement = place(detail.path, detail.message);
    if (!placement) other.push(detail);
    else if (!Object.hasOwn(errors, placement[0])) {
      // Whatever the field, a pasted control character is named as such, not as the field's usual fault.
      errors[placement[0]] = controlCharacterMessages.has(detail.message)
        ? 'admin:validation.controlCharacters'
        : placement[1];
    }
  }
  return { errors, other };
}

type Schema = Parameters<typeof schemaResolver>[0];

/** What the domain's schema refuses in a request, on the form's fields. */
export function schemaErrors(schema: Schema, request: unknown, place: PlaceField): FormMessages {
  const found = schemaResolver(schema, { sync: true })(request);
  const details = Object.entries(found).map(([path, message]) => ({ path, message: String(message) }));
  return placeErrors(details, place).errors;
}

/**
 * A failed save's field errors (`body.price.amount`) as the form's, without the `body.` prefix;
 * those no field takes are left for the form's alert.
 */
export function serverErrors(
  error: unknown,
  place: PlaceField,
): { errors: FormMessages; other: FieldError[] } {
  const details = fieldErrors(error).map((d) => ({ ...d, path: d.path.replace(/^body\.?/, '') }));
  return placeErrors(details, place);
}

/** Puts a failed save's field errors on the form; returns the ones it has no field for. */
export function showServerErrors(
  form: { setErrors: (errors: FormMessages) => void },
  error: unknown,
  place: PlaceField,
): { placed: boolean; other: FieldError[] } {
  const { errors, other } = serverErrors(error, place);
  form.setErrors(errors);
  return { placed: Object.keys(errors).length > 0, other };
}

/** True when the form has no problem left to show. */
export const isClean = (messages: Readonly<Record<string, unknown>>): boolean =>
  Object.values(messages).every((message) => !message);

/**
 * For useForm's `enhanceGetInputProps`: an input shows its error translated. `values` fills the
 * messages' placeholders.
 */
export const translateErrors =
  (t: TFunction<string, undefined> | TFunction, values?: Record<string, unknown>) =>
  ({ inputProps }: { inputProps: GetInputPropsReturnType }) =>
    typeof inputProps.error === 'string' ? { error: (t as TFunction)(inputProps.error, values ?? {}) } : {};
