import { type SQL, sql } from '@salon/db';
import { isoInZone } from '@salon/domain';

export const summaryColumns = sql`c.id, c.name, c.email, c.phone, c.user_id, c.birthday::text as birthday, c.note,
  count(a.id) filter (where a.status = 'completed') as visits,
  count(a.id) filter (where a.status = 'no_show') as no_shows,
  coalesce(sum(a.price_amount) filter (where a.status = 'completed'), 0) as spend,
  max(a.starts_at) filter (where a.status = 'completed') as last_visit`;

export interface SummaryRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  user_id: string | null;
  birthday: string | null;
  note: string | null;
  visits: unknown;
  no_shows: unknown;
  spend: unknown;
  last_visit: Date | string | null;
}

export const toSummary = (row: SummaryRow, timeZone: string) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  userId: row.user_id,
  birthday: row.birthday,
  note: row.note,
  visits: Number(row.visits ?? 0),
  noShows: Number(row.no_shows ?? 0),
  spend: Number(row.spend ?? 0),
  lastVisit: row.last_visit ? isoInZone(new Date(row.last_visit), timeZone) : null,
});

export const orderBy: Record<string, SQL> = {
  name: sql`lower(c.name) asc, c.id`,
  '-name': sql`lower(c.name) desc, c.id`,
  lastVisit: sql`last_visit asc nulls first, c.id`,
  '-lastVisit': sql`last_visit desc nulls last, c.id`,
  visits: sql`visits asc, c.id`,
  '-visits': sql`visits desc, c.id`,
  spend: sql`spend asc, c.id`,
  '-spend': sql`spend desc, c.id`,
};
