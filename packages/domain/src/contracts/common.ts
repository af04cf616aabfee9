import { z } from 'zod';
import { errorCodes } from '../errors.ts';
import { locales } from '../locales.ts';
import { isPhoneCountry } from '../phone.ts';

export const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Must be a valid e-mail address' }))
  .transform((value) => value.toLowerCase());

export const password = z
  .string()
  .min(8, { message: 'Must be at least 8 characters' })
  .max(200, { message: 'Must be at most 200 characters' });

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
 * A customer's phone as typed, local ("0176 1234567") or international; the server reads it with
 * the shop's country (`normalisePhone` of `@salon/domain/phone`) and stores E.164.
 */
export const phoneText = z
  .string()
  .trim()
  .min(1, { message: 'Enter a phone number' })
  .max(40, { message: 'Must be at most 40 characters' });

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

/** A phone in international form; spaces, dots, dashes and brackets are dropped: "+49 30 123" → "+4930123". */
export const phone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, { message: 'Must be an international number such as +49 30 1234567' }),
  );
