import { z } from 'zod';
import { errorCodes } from '../errors.ts';
import { locales } from '../locales.ts';
import { isPhoneCountry } from '../phone.ts';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_MAX } from '../text-limits.ts';
import { line } from './text.ts';

export const email = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .pipe(z.email({ message: 'Must be a valid e-mail address' }))
  .transform((value) => value.toLowerCase());

export const password = line()
  .min(PASSWORD_MIN, { message: `Must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { message: `Must be at most ${PASSWORD_MAX} characters` });

export const localeSchema = z.enum(locales);
export const uuid = z.uuid();

export const errorResponse = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });

export const okResponse = z.object({ ok: z.literal(true) });

/**
 * A phone as typed, local ("0176 1234567", "030 1234567") or international; the server reads it
 * with the shop's country (`normalisePhone` of `@salon/domain/phone`) and stores E.164. Used for
 * customers' numbers and for the salon's own alike.
 */
export const phoneText = line()
  .trim()
  .min(1, { message: 'Enter a phone number' })
  .max(PHONE_MAX, { message: `Must be at most ${PHONE_MAX} characters` });

/** An ISO 3166-1 alpha-2 country code ("DE"), upper case. */
export const countryCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^[A-Z]{2}$/, { message: 'Must be a two-letter country code such as DE' })
      // Only a country whose phone numbers can be read: the country is there to read them.
      .refine((code): boolean => isPhoneCountry(code), { message: 'Must be a country code such as DE' }),
  );

export const csvSeparators = ['comma', 'semicolon'] as const;
export type CsvSeparator = (typeof csvSeparators)[number];

/**
 * How a CSV export is written. By default as a spreadsheet in the salon's language reads it: a
 * semicolon and a decimal comma where the language writes a decimal comma (de, fr, pt), a comma and
 * a decimal dot where it writes a dot (en). `separator` asks for one of the two.
 */
export const csvExportQuery = z.object({
  separator: z
    .enum(csvSeparators)
    .optional()
    .describe('comma: "," between cells and a decimal dot; semicolon: ";" and a decimal comma'),
});
