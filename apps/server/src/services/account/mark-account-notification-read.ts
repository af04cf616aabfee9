import { sql } from '@salon/db';
import { type AccountNotification, type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
import { type NotificationRow, notificationColumns } from '../notifications/in-app/notification-records.ts';
import { assertCan } from '../shared/assert-can.ts';
import { accountNoticesOf, accountNotificationViews } from './account-notification-records.ts';

/** Opening a notice reads it: RECEIVED → READ once (reading it again keeps the first time). */
export async function markAccountNotificationRead(
  ctx: ServiceContext,
  actor: Actor,
  { id }: { id: string },
): Promise<AccountNotification> {
  assertCan(actor, 'update', 'Profile');
  await queryRows(
    ctx.db,
    sql`update notifications set state = 'READ', read_at = ${ctx.now().toISOString()}::timestamptz
         where id = ${id} and ${accountNoticesOf(actor.id)} and state = 'RECEIVED'`,
  );
  const rows = await queryRows<NotificationRow>(
    ctx.db,
    sql`select ${notificationColumns} from notifications where id = ${id} and ${accountNoticesOf(actor.id)}`,
  );
  const [notice] = await accountNotificationViews(ctx.db, rows);
  // Someone else's notice, or a staff bell's row, is not there for this account.
  if (!notice) throw new AppError('NotFound', 'No such notification');
  return notice;
}
