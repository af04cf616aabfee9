import { eq, shops, type timeOff } from '@salon/db';
import { AppError, type CalendarType, isoInZone, type timeOffRequest } from '@salon/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';

export type TimeOffInput = z.output<typeof timeOffRequest>;

export async function shopZone(ctx: ServiceContext, shopId: string): Promise<string> {
  const [shop] = await ctx.db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new AppError('NotFound', 'No such shop');
  return shop.timeZone;
}

export const toTimeOff = (row: typeof timeOff.$inferSelect, zone: string) => ({
  id: row.id,
  stylistId: row.stylistId,
  start: isoInZone(row.startsAt, zone),
  end: isoInZone(row.endsAt, zone),
  category: row.category as CalendarType,
  note: row.note,
});
