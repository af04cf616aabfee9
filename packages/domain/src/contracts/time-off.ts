import { z } from 'zod';
import { calendarTypes } from '../scheduling/vocabulary.ts';
import { csvOf } from './field-builders.ts';
import { instant, isoDate } from './scalars.ts';
import { lines } from './text.ts';

export const timeOffRequest = z
  .object({
    stylistId: z.uuid(),
    start: instant,
    end: instant,
    category: z.enum(calendarTypes),
    note: lines().trim().max(1000).nullish(),
  })
  .refine((t) => Date.parse(t.start) < Date.parse(t.end), {
    message: 'The end must be after the start',
    path: ['end'],
  });
export const timeOffResponse = z.object({
  id: z.uuid(),
  stylistId: z.uuid(),
  start: instant,
  end: instant,
  category: z.enum(calendarTypes),
  note: z.string().nullable(),
});
export const timeOffQuery = z.object({
  from: isoDate,
  to: isoDate,
  stylistId: z.uuid().optional(),
  categories: csvOf(z.enum(calendarTypes)).optional(),
});
