import { z } from 'zod';
import { depositKinds, paymentModes } from '../payments.ts';
import { NAME_MAX } from '../text-limits.ts';
import { minutes } from './field-builders.ts';
import { paymentPolicy } from './payments.ts';
import { money } from './scalars.ts';
import { line, lines } from './text.ts';

// ── Categories ──────────────────────────────────────────────────────────────
// Each resource has its fields once, without defaults, so a PATCH changes only what it names
// (zod fills `.default()` values even inside `.partial()`); creation adds the defaults.
const categoryFields = z.object({
  name: line().trim().min(1).max(NAME_MAX),
  description: lines().trim().max(2000).nullish(),
  displayOrder: z.number().int().min(0).max(10_000),
});
export const categoryRequest = categoryFields.extend({
  displayOrder: categoryFields.shape.displayOrder.default(0),
});
export const categoryUpdateRequest = categoryFields.partial();
export const categoryResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  displayOrder: z.number().int(),
});

// ── Services ────────────────────────────────────────────────────────────────
export const serviceStylistInput = z.object({
  stylistId: z.uuid(),
  durationMinutes: z.number().int().min(5).max(720).nullish(),
  priceAmount: z.number().int().min(0).max(100_000_000).nullish(),
});
const serviceFields = z.object({
  name: line().trim().min(1).max(NAME_MAX),
  description: lines().trim().max(2000).nullish(),
  categoryId: z.uuid().nullish(),
  durationMinutes: z.number().int().min(5).max(720),
  bufferBeforeMinutes: minutes(240),
  bufferAfterMinutes: minutes(240),
  price: money,
  /**
   * How this service is paid when booked; null follows the salon's policy. A fixed deposit above
   * the price is accepted: a stylist may charge more than the service's own price, and what is
   * due never exceeds the price booked (`dueForService`), so the form only warns about it.
   */
  paymentPolicy: paymentPolicy.nullable(),
  bookableOnline: z.boolean(),
  active: z.boolean(),
  displayOrder: z.number().int().min(0).max(10_000),
  stylists: z.array(serviceStylistInput).max(200),
});
export const serviceRequest = serviceFields.extend({
  bufferBeforeMinutes: serviceFields.shape.bufferBeforeMinutes.default(0),
  bufferAfterMinutes: serviceFields.shape.bufferAfterMinutes.default(0),
  paymentPolicy: serviceFields.shape.paymentPolicy.default(null),
  bookableOnline: serviceFields.shape.bookableOnline.default(true),
  active: serviceFields.shape.active.default(true),
  displayOrder: serviceFields.shape.displayOrder.default(0),
  stylists: serviceFields.shape.stylists.default([]),
});
export const serviceUpdateRequest = serviceFields.partial();
export const serviceResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  durationMinutes: z.number().int(),
  bufferBeforeMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  price: money,
  /** The service's own payment policy; null when it follows the salon's. */
  paymentPolicy: z
    .object({
      mode: z.enum(paymentModes),
      depositKind: z.enum(depositKinds).nullable(),
      depositValue: z.number().int().nullable(),
    })
    .nullable(),
  bookableOnline: z.boolean(),
  active: z.boolean(),
  displayOrder: z.number().int(),
  stylists: z.array(
    z.object({
      stylistId: z.uuid(),
      durationMinutes: z.number().int().nullable(),
      priceAmount: z.number().int().nullable(),
    }),
  ),
});

export type ServiceRequest = z.output<typeof serviceRequest>;
export type ServiceResponse = z.output<typeof serviceResponse>;
