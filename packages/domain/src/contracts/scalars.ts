import { z } from 'zod';

const isRealDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A calendar date in the shop's time zone. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Must be a date as YYYY-MM-DD' })
  .refine(isRealDate, { message: 'Must be a real calendar date' });

/** An instant with its offset, e.g. 2026-11-21T10:00:00+01:00. */
export const instant = z.iso.datetime({ offset: true, message: 'Must be an ISO 8601 date-time with offset' });

/** A wall-clock time "HH:MM" (24:00 allowed as an end). */
export const wallTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { message: 'Must be a time as HH:MM' });

export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: 'Must be an ISO 4217 code such as EUR' });
export const money = z.object({ amount: z.number().int().min(0).max(100_000_000), currency: currencyCode });

export const idParams = z.object({ shopId: z.uuid(), id: z.uuid() });
export const rangeQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: '`to` must not be before `from`', path: ['to'] });
