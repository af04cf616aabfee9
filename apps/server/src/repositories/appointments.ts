import { appointmentItems, type Executor, eq, sql } from '@salon/db';
import { containsPattern, queryRows } from '../infra/sql.ts';

/** The stylists of a visit's items, each once. */
export async function stylistIdsOfVisit(db: Executor, appointmentId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: appointmentItems.stylistId })
    .from(appointmentItems)
    .where(eq(appointmentItems.appointmentId, appointmentId));
  return rows.map((row) => row.id);
}

/**
 * The shop's visits whose customer (name, e-mail, phone) or a service name contains the text:
 * coming ones first, nearest to `now` first.
 */
export async function visitIdsMatching(
  db: Executor,
  { shopId, text, now, limit }: { shopId: string; text: string; now: Date; limit: number },
): Promise<string[]> {
  const at = now.toISOString();
  const pattern = containsPattern(text);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select a.id from appointments a left join customers c on c.id = a.customer_id
         where a.shop_id = ${shopId}
           and (c.name ilike ${pattern} or c.email ilike ${pattern} or c.phone ilike ${pattern}
                or exists (select 1 from appointment_items i
                            where i.appointment_id = a.id and i.service_name ilike ${pattern}))
         order by (a.starts_at < ${at}::timestamptz), abs(extract(epoch from (a.starts_at - ${at}::timestamptz)))
         limit ${limit}`,
  );
  return rows.map((row) => row.id);
}
