import { type Executor, type SQL, sql } from '@salon/db';
import { encodeNotificationCursor, type NotificationCursor } from '@salon/domain';
import { queryRows } from '../../../infra/sql.ts';
import { type NotificationRow, notificationColumns } from './notification-records.ts';

export interface NotificationPage {
  rows: NotificationRow[];
  /** How many notifications match, across every page. */
  total: number;
  nextCursor: string | null;
}

/**
 * One page of the notifications `matching` selects, newest first, starting after `cursor` (the
 * creation instant and id of the previous page's last row, so rows arriving meanwhile neither
 * repeat nor hide one), and how many match in all. Callers scope `matching` to one person.
 */
export async function notificationPage(
  db: Executor,
  { matching, cursor, limit }: { matching: SQL; cursor: NotificationCursor | undefined; limit: number },
): Promise<NotificationPage> {
  const page = cursor
    ? sql`${matching} and (created_at, id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : matching;
  const rows = await queryRows<NotificationRow>(
    db,
    sql`select ${notificationColumns} from notifications where ${page}
         order by created_at desc, id desc limit ${limit + 1}`,
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where ${matching}`,
  );
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    rows: items,
    total: total?.n ?? 0,
    nextCursor:
      rows.length > limit && last ? encodeNotificationCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}
