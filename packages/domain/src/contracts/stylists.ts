import { z } from 'zod';
import { colorPalette } from '../scheduling/palette.ts';
import { NAME_MAX } from '../text-limits.ts';
import { line } from './text.ts';

export const colorPair = z.object({ index: z.number().int(), main: z.string(), light: z.string() });
const stylistFields = z.object({
  name: line().trim().min(1).max(NAME_MAX),
  colorIndex: z
    .number()
    .int()
    .min(0)
    .max(colorPalette.length - 1),
  bookableOnline: z.boolean(),
  active: z.boolean(),
  userId: z.uuid().nullish(),
  displayOrder: z.number().int().min(0).max(10_000),
});
export const stylistRequest = stylistFields.extend({
  colorIndex: stylistFields.shape.colorIndex.optional(),
  bookableOnline: stylistFields.shape.bookableOnline.default(true),
  active: stylistFields.shape.active.default(true),
  /** Without it the stylist goes after the last one, as a salon adds people to its team. */
  displayOrder: stylistFields.shape.displayOrder.optional(),
});
export const stylistUpdateRequest = stylistFields.partial();
export const stylistResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  color: colorPair,
  bookableOnline: z.boolean(),
  active: z.boolean(),
  userId: z.uuid().nullable(),
  displayOrder: z.number().int(),
});

export type StylistRequest = z.output<typeof stylistRequest>;
export type StylistResponse = z.output<typeof stylistResponse>;
