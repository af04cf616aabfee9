import { z } from 'zod';
import { errorCodes } from '../errors.ts';
import { locales } from '../locales.ts';

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
