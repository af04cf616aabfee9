import type { Actor, ShopNotificationSettings, ShopNotificationSettingsUpdate } from '@salon/domain';
import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow, updateShopRow } from '../shops/shop-records.ts';
import { notificationSettingsOf } from './notification-settings-of.ts';
import { rescheduleShopReminders } from './reschedule-shop-reminders.ts';

const secondTooLate = 'The second reminder must come closer to the visit than the first';

/**
 * Changes when and which messages the shop sends its customers. When the reminders' timing
 * changes, the coming visits' reminders are planned again.
 */
export async function updateNotificationSettings(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: ShopNotificationSettingsUpdate },
): Promise<ShopNotificationSettings> {
  assertCan(actor, 'manage', 'Settings', shopId);
  const before = notificationSettingsOf(await findShopRow(ctx.db, shopId));
  const merged = { ...before, ...input };
  // The contract checks both reminders when they come together; one alone is checked against the stored other.
  if (merged.secondReminderHours !== null && merged.secondReminderHours >= merged.reminderHours) {
    const path = input.secondReminderHours !== undefined ? 'body.secondReminderHours' : 'body.reminderHours';
    throw new AppError('ValidationError', secondTooLate, { details: [{ path, message: secondTooLate }] });
  }
  const row = await updateShopRow(ctx, shopId, {
    reminderHours: input.reminderHours,
    secondReminderHours: input.secondReminderHours,
    quietHoursStart: input.quietHoursStart,
    quietHoursEnd: input.quietHoursEnd,
    birthdayGreetingsEnabled: input.birthdayGreetings,
    // Visits completed from now on are asked; those completed before are not asked afterwards.
    reviewRequestsEnabled: input.reviewRequests,
    reviewRequestHours: input.reviewRequestHours,
  });
  const after = notificationSettingsOf(row);
  const timingChanged =
    after.reminderHours !== before.reminderHours ||
    after.secondReminderHours !== before.secondReminderHours ||
    after.quietHoursStart !== before.quietHoursStart ||
    after.quietHoursEnd !== before.quietHoursEnd;
  if (timingChanged) await rescheduleShopReminders(ctx.db, { shopId, now: ctx.now() });
  return after;
}
