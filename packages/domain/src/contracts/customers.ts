import { z } from 'zod';
import { appointmentResponse } from './appointments.ts';
import { customerInput, staffCustomerInput } from './customer-contact.ts';
import { instant, isoDate } from './scalars.ts';

export const customerResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userId: z.uuid().nullable(),
});
export const customerSorts = [
  'name',
  '-name',
  'lastVisit',
  '-lastVisit',
  'visits',
  '-visits',
  'spend',
  '-spend',
] as const;
export const customerListQuery = z.object({
  q: z.string().trim().max(120).optional(),
  sort: z.enum(customerSorts).default('name'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** A customer as the shop's list shows them: contact and what they have been worth to the shop. */
export const customerSummary = customerResponse.extend({
  birthday: isoDate.nullable(),
  note: z.string().nullable(),
  visits: z.number().int(),
  noShows: z.number().int(),
  spend: z.number().int(),
  lastVisit: instant.nullable(),
});
export const customerListResponse = z.object({ items: z.array(customerSummary), total: z.number().int() });
export const customerProfileResponse = customerSummary.extend({ history: z.array(appointmentResponse) });
export const customerUpdateRequest = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: customerInput.shape.email.nullable(),
    phone: staffCustomerInput.shape.phone,
    birthday: isoDate.nullable(),
    note: z.string().trim().max(5000).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Give at least one field to change' });
export const customerImportResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** One row of a customer import: the same rules as the forms, with empty cells as nothing. */
export const customerImportRow = z.object({
  name: z.string().trim().min(1, { message: 'A name is needed' }).max(120),
  email: z.preprocess(emptyToNull, customerInput.shape.email.nullable()).optional(),
  phone: z.preprocess(emptyToNull, staffCustomerInput.shape.phone).optional(),
  birthday: z.preprocess(emptyToNull, isoDate.nullable()).optional(),
  note: z.preprocess(emptyToNull, z.string().max(5000).nullable()).optional(),
});
