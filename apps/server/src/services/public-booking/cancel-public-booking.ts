import type { PublicBooking } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { changeStatus } from '../appointments/change-status.ts';
import { assertChangeable, byToken } from './booking-by-token.ts';
import { publicView } from './public-view.ts';

export async function cancelPublicBooking(
  ctx: ServiceContext,
  token: string,
  ip: string,
): Promise<{ booking: PublicBooking }> {
  const { appointment, shop } = await byToken(ctx, token, ip);
  assertChangeable(ctx, shop, appointment);
  await changeStatus(ctx.db, {
    shop,
    id: appointment.id,
    action: 'cancel',
    actor: { kind: 'customer', userId: null },
    options: { now: ctx.now() },
  });
  return { booking: await publicView(ctx.db, shop, appointment.id) };
}
