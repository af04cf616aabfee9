import { z } from 'zod';
import { appointmentResponse } from './appointments.ts';
import { customerSummary } from './customers.ts';
import { line } from './text.ts';

export const searchQuery = z.object({
  q: line().trim().min(2, { message: 'Type at least two characters' }).max(100),
});

/** The navbar's global search: a few customers and appointments matching what was typed. */
export const searchResponse = z.object({
  customers: z.array(customerSummary),
  /** Matching by customer or service, the nearest to now first (upcoming before past). */
  appointments: z.array(appointmentResponse),
});

export type SearchResponse = z.infer<typeof searchResponse>;
