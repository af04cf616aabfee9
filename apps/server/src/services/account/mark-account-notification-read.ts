import { type AccountNotification, type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { findNotification, markNotificationsRead } from '../../repositories/notifications.ts';
import { assertCan } from '../shared/assert-can.ts';
import { accountNoticesOf, accountNotificationViews } from './account-notification-records.ts';

/** Opening a notice reads it: RECEIVED → READ once (reading it again keeps the first time). */
export async function markAccountNotificationRead(
  ctx: ServiceContext,
  actor: Actor,
  { id }: { id: string },
): Promise<AccountNotification> {
  assertCan(actor, 'update', 'Profile');
  const notices = accountNoticesOf(actor.id);
  await markNotificationsRead(ctx.db, notices, { at: ctx.now(), id });
  const row = await findNotification(ctx.db, notices, id);
  const [notice] = await accountNotificationViews(ctx.db, row ? [row] : []);
  // Someone else's notice, or a staff bell's row, is not there for this account.
  if (!notice) throw new AppError('NotFound', 'No such notification');
  return notice;
}
