import { z } from 'zod';
import { appointmentLabels, appointmentSources, appointmentStatuses } from '../scheduling/vocabulary.ts';
import { staffCustomerInput } from './customer-contact.ts';
import { csvOf } from './field-builders.ts';
import { instant, isoDate, money } from './scalars.ts';
import { line, lines } from './text.ts';

export const appointmentItem = z.object({
  serviceId: z.uuid().nullable(),
  serviceName: z.string(),
  stylistId: z.uuid(),
  start: instant,
  end: instant,
  price: money,
});
export const appointmentResponse = z.object({
  id: z.uuid(),
  status: z.enum(appointmentStatuses),
  label: z.enum(appointmentLabels),
  customLabel: z.string().nullable(),
  source: z.enum(appointmentSources),
  /** The shop's booking link (`/b/:alias`) an online booking came through; null otherwise or once deleted. */
  link: z.object({ id: z.uuid(), alias: z.string(), kind: z.enum(['own', 'google']) }).nullable(),
  anyStylist: z.boolean(),
  start: instant,
  end: instant,
  price: money,
  depositAmount: z.number().int().nullable(),
  note: z.string().nullable(),
  customer: z
    .object({ id: z.uuid(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  /** What was typed when booking without an account; it may differ from the customer record. */
  guest: z
    .object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  items: z.array(appointmentItem),
  createdAt: instant,
});
export const appointmentDetailResponse = appointmentResponse.extend({
  history: z.array(
    z.object({
      at: instant,
      action: z.string(),
      actorKind: z.enum(['staff', 'customer', 'system']),
      actorName: z.string().nullable(),
      changes: z.unknown(),
    }),
  ),
});

export const servicesList = z.array(z.uuid()).min(1, { message: 'Choose at least one service' }).max(10);

export const createAppointmentRequest = z
  .object({
    services: servicesList,
    start: instant,
    stylist: z.union([z.uuid(), z.literal('any')]),
    customerId: z.uuid().nullish(),
    customer: staffCustomerInput.nullish(),
    source: z.enum(['admin', 'walk_in', 'online', 'google']).default('admin'),
    label: z.enum(appointmentLabels).optional(),
    customLabel: line().trim().max(60).nullish(),
    note: lines().trim().max(2000).nullish(),
    /** Staff may book outside working hours and over blocked time; overlapping appointments stay impossible. */
    override: z.boolean().default(false),
  })
  .refine((r) => !(r.customerId && r.customer), {
    message: 'Give customerId or customer, not both',
    path: ['customer'],
  })
  .refine((r) => r.label !== 'Custom' || !!r.customLabel, {
    message: 'A custom label needs its text',
    path: ['customLabel'],
  });

export const updateAppointmentRequest = z
  .object({
    start: instant,
    stylistId: z.uuid(),
    durationMinutes: z.number().int().min(5).max(720),
    label: z.enum(appointmentLabels),
    customLabel: line().trim().max(60).nullable(),
    note: lines().trim().max(2000).nullable(),
    override: z.boolean(),
  })
  .partial()
  .refine((r) => Object.keys(r).some((k) => k !== 'override'), {
    message: 'Give at least one field to change',
  });

export const appointmentActionParams = z.object({
  shopId: z.uuid(),
  id: z.uuid(),
  action: z.enum(['accept', 'decline', 'cancel', 'complete', 'no-show', 'reopen']),
});
export const appointmentActionRequest = z.object({ reason: lines().trim().max(500).nullish() }).default({});

export const appointmentListQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    stylistId: csvOf(z.uuid()).optional(),
    status: csvOf(z.enum(appointmentStatuses)).optional(),
    label: csvOf(z.enum(appointmentLabels)).optional(),
    source: csvOf(z.enum(appointmentSources)).optional(),
    /** Only bookings that came through these booking links (their ids). */
    link: csvOf(z.uuid()).optional(),
  })
  .refine((q) => q.from <= q.to, { message: '`to` must not be before `from`', path: ['to'] });
export const appointmentListResponse = z.object({
  items: z.array(appointmentResponse),
  total: z.number().int(),
});

export type AppointmentResponse = z.output<typeof appointmentResponse>;
export type CreateAppointmentRequest = z.output<typeof createAppointmentRequest>;
export type UpdateAppointmentRequest = z.output<typeof updateAppointmentRequest>;
