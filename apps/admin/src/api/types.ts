/*
 * `src/api/` holds one module per server resource of a shop: its query-key factory, its query
 * options, its fetchers and its writes, each write invalidating through the one function its
 * resource declares for that. Request and response types come from the domain's contracts.
 * Features import these modules and never each other. A feature's own `api/` folder keeps only
 * what no other feature could share: calls outside a shop's resources (signing in, answering an
 * invitation, the public subdomain check) and a feature's own derived views of a resource (the
 * dashboard's day and pending lists), built on the keys and fetchers here.
 */
import type { okResponse, rangeQuery } from '@salon/domain';
import type { z } from 'zod';

/** A list answer of the admin API: the items and how many there are in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** `YYYY-MM-DD` dates in the shop's time zone, both inclusive. */
export type DateRange = z.output<typeof rangeQuery>;

/** What a delete answers. */
export type Ok = z.output<typeof okResponse>;
