import { isoInZone } from '@salon/domain';
import type { CustomerSummaryRow } from '../../repositories/customers.ts';

export const toSummary = (row: CustomerSummaryRow, timeZone: string) => ({
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
