import { BOOKING_NOTE_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX } from '@salon/domain/text-limits';
import type { FieldError } from '@salon/web/api-error';
import type { BookingKey, Vars } from '../../lib/i18n.ts';

/** The customer step's fields, which the booking request carries under these paths. */
export type DetailsField = 'name' | 'email' | 'phone' | 'note';
export type RefusedField = { key: BookingKey; vars?: Vars };
/** What the server refused in the details, by the step's field: the message shown under it. */
export type RefusedFields = Partial<Record<DetailsField, RefusedField>>;

const fieldOfPath: Readonly<Record<string, DetailsField>> = {
  'body.customer.name': 'name',
  'body.customer.email': 'email',
  'body.customer.phone': 'phone',
  'body.note': 'note',
};

export const DETAILS_MAX: Readonly<Record<DetailsField, number>> = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  phone: PHONE_MAX,
  note: BOOKING_NOTE_MAX,
};

const usualFault: Readonly<Record<DetailsField, BookingKey>> = {
  name: 'fields.nameInvalid',
  email: 'fields.emailInvalid',
  phone: 'fields.phoneInvalid',
  note: 'fields.noteInvalid',
};

// A note may hold line breaks and tabs; no field holds another control character.
const controlIn = (field: DetailsField, value: string) =>
  (field === 'note' ? /(?![\t\n\r])\p{Cc}/u : /\p{Cc}/u).test(value);

/**
 * The server's field errors on the fields of the details step. The server's messages are English,
 * so each is told by what was sent: a pasted invisible character, a text too long, or else the
 * field's usual fault. Paths outside the details are left to the step that sent them.
 */
export function refusedFields(
  details: readonly FieldError[],
  sent: Readonly<Partial<Record<DetailsField, string>>>,
): RefusedFields {
  const refused: RefusedFields = {};
  for (const { path } of details) {
    const field = fieldOfPath[path];
    if (!field || refused[field]) continue;
    const value = sent[field] ?? '';
    refused[field] = controlIn(field, value)
      ? { key: 'fields.controlCharacters' }
      : value.length > DETAILS_MAX[field]
        ? { key: 'fields.tooLong', vars: { count: DETAILS_MAX[field] } }
        : { key: usualFault[field] };
  }
  return refused;
}
