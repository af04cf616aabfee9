import { z } from 'zod';
import { importFields, importSkipReasons } from '../customer-import.ts';
import { NAME_MAX } from '../text-limits.ts';
import { appointmentResponse } from './appointments.ts';
import { customerInput, staffCustomerInput } from './customer-contact.ts';
import { instant, isoDate } from './scalars.ts';
import { line, lines } from './text.ts';

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
  q: line().trim().max(120).optional(),
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
    name: line().trim().min(1).max(NAME_MAX),
    email: customerInput.shape.email.nullable(),
    phone: staffCustomerInput.shape.phone,
    birthday: isoDate.nullable(),
    note: lines().trim().max(5000).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Give at least one field to change' });
const importChange = z.object({ field: z.enum(importFields), from: z.string().nullable(), to: z.string() });

/** One line of the file and what the import does (or did) with it; see `planImport`. */
export const customerImportLine = z.discriminatedUnion('action', [
  z.object({
    line: z.number().int(),
    action: z.literal('create'),
    name: z.string(),
    values: z.array(importChange),
  }),
  z.object({
    line: z.number().int(),
    action: z.literal('update'),
    name: z.string(),
    customerId: z.uuid(),
    changes: z.array(importChange),
  }),
  z.object({
    line: z.number().int(),
    action: z.literal('unchanged'),
    name: z.string(),
    customerId: z.uuid(),
  }),
  z.object({
    line: z.number().int(),
    action: z.literal('merge'),
    name: z.string(),
    otherLine: z.number().int(),
    changes: z.array(importChange),
  }),
  z.object({
    line: z.number().int(),
    action: z.literal('skip'),
    name: z.string(),
    reason: z.enum(importSkipReasons),
    customerId: z.uuid().nullable(),
    customerName: z.string().nullable(),
    otherLine: z.number().int().nullable(),
    field: z.enum(importFields).nullable(),
  }),
  z.object({ line: z.number().int(), action: z.literal('error'), message: z.string() }),
]);

/**
 * What an import will do (the preview) or did: counts per kind, the lines that could not be read
 * (`errors`, as before), and every line but the unchanged ones (the first `linesShown`; `moreLines`
 * are left out of a very long file). `digest` names the plan: an import sent with it is refused
 * if the customers changed since the preview (`ImportPreviewOutdated`).
 */
export const customerImportPlanResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  lines: z.array(customerImportLine),
  moreLines: z.number().int(),
  digest: z.string(),
});

export const customerImportResponse = customerImportPlanResponse.extend({
  /** The import's record, to undo it; null when it wrote nothing. */
  batchId: z.uuid().nullable(),
});

export const customerImportQuery = z.object({
  /** The preview's digest: the import is refused if it would now do something else. */
  plan: line().max(128).optional(),
  /** The file's name, shown in the list of imports. */
  fileName: line().trim().max(200).optional(),
});

export const customerImportBatchParams = z.object({ shopId: z.uuid(), batchId: z.uuid() });

export const customerImportBatch = z.object({
  id: z.uuid(),
  createdAt: instant,
  fileName: z.string().nullable(),
  importedBy: z.string().nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  undoneAt: instant.nullable(),
});
export const customerImportListResponse = z.object({ items: z.array(customerImportBatch) });

/**
 * What undoing an import did: customers whose changed fields were put back, customers it created
 * that were removed, and those kept (with the fields kept, for an updated customer): a field
 * changed again since, a created customer who has a booking, sale, message, account or other
 * record since or was edited, or a customer no longer there.
 */
export const customerImportUndoResponse = z.object({
  restored: z.number().int(),
  removed: z.number().int(),
  kept: z.array(
    z.object({
      customerId: z.uuid().nullable(),
      name: z.string(),
      reason: z.enum(['changedSince', 'inUse', 'gone']),
      fields: z.array(z.enum(importFields)),
    }),
  ),
});

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** One row of a customer import: the same rules as the forms, with empty cells as nothing. */
export const customerImportRow = z.object({
  name: line().trim().min(1, { message: 'A name is needed' }).max(NAME_MAX),
  email: z.preprocess(emptyToNull, customerInput.shape.email.nullable()).optional(),
  phone: z.preprocess(emptyToNull, staffCustomerInput.shape.phone).optional(),
  birthday: z.preprocess(emptyToNull, isoDate.nullable()).optional(),
  note: z.preprocess(emptyToNull, lines().max(5000).nullable()).optional(),
});
