import {
  type Actor,
  type AppointmentAction,
  type AppointmentResponse,
  defineAbilityFor,
  mayCompleteEarly,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { appointmentView } from '../booking/appointment-views.ts';
import { cancelHoldIntents } from '../online-payments/release-hold.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { writeStatusChange } from './write-status-change.ts';

export async function applyAppointmentAction(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    id,
    action,
    reason,
  }: { shopId: string; id: string; action: AppointmentAction; reason: string | null | undefined },
): Promise<AppointmentResponse> {
  assertCan(actor, 'update', 'calendar', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const { from, to } = await writeStatusChange(ctx.db, {
    shop,
    id,
    action,
    actor: { kind: 'staff', userId: actor.id },
    options: {
      now: ctx.now(),
      mayCompleteEarly: mayCompleteEarly(defineAbilityFor(actor), shopId),
      reason,
    },
  });
  // A hold the salon ends can no longer be paid; a payment already under way is refunded by the webhook.
  if (from === 'awaiting_payment' && to === 'cancelled') await cancelHoldIntents(ctx, shopId, id);
  return appointmentView(ctx.db, shop, id);
}
