import type { ServiceContext } from '../../context.ts';
import { bookingOfManageLink } from '../booking/booking-of-manage-link.ts';
import { publicView } from './public-view.ts';

export async function getPublicBooking(ctx: ServiceContext, token: string, ip: string) {
  const { appointment, shop } = await bookingOfManageLink(ctx, token, ip);
  return { booking: await publicView(ctx.db, shop, appointment.id) };
}
