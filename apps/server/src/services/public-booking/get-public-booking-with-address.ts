import type { ServiceContext } from '../../context.ts';
import { byToken } from './booking-by-token.ts';
import { publicView } from './public-view.ts';

/** The booking and where it takes place, for its calendar file. */
export async function getPublicBookingWithAddress(ctx: ServiceContext, token: string, ip: string) {
  const { appointment, shop } = await byToken(ctx, token, ip);
  return { booking: await publicView(ctx.db, shop, appointment.id), address: shop.address };
}
