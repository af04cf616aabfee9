import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { loadActor } from '../auth/load-actor.ts';
import { type PushActionName, verifyPushAction } from '../notifications/push/push-action-tokens.ts';
import { applyAppointmentAction } from './apply-appointment-action.ts';

/**
 * A request notification's accept or decline button, pressed without opening the app (no
 * cookie): the signed token names the staff member, and the change goes through the same use
 * case as in the calendar, with that person's current permissions (a revoked role stops it).
 */
export async function runPushAction(
  ctx: ServiceContext,
  token: string,
): Promise<{ action: PushActionName; appointmentId: string; status: string }> {
  const claims = await verifyPushAction(ctx.keys, token, ctx.now());
  const actor = await loadActor(ctx, claims.userId);
  if (!actor) throw new AppError('Forbidden', 'This account no longer exists');
  const appointment = await applyAppointmentAction(ctx, actor, {
    shopId: claims.shopId,
    id: claims.appointmentId,
    action: claims.action,
    reason: undefined,
  });
  return { action: claims.action, appointmentId: appointment.id, status: appointment.status };
}
