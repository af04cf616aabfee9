import { AppError, type CalendarType, isoInZone, type timeOffRequest } from '@salon/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import type { TimeOffRow } from '../../repositories/schedule.ts';
import { shopTimeZone } from '../../repositories/shops.ts';

export type TimeOffInput = z.output<typeof timeOffRequest>;

export async function shopZone(ctx: ServiceContext, shopId: string): Promise<string> {
  const zone = await shopTimeZone(ctx.db, shopId);
  if (zone === undefined) throw new AppError('NotFound', 'No such shop');
  return zone;
}

export const toTimeOff = (row: TimeOffRow, zone: string) => ({
  id: row.id,
  stylistId: row.stylistId,
  start: isoInZone(row.startsAt, zone),
  end: isoInZone(row.endsAt, zone),
  category: row.category as CalendarType,
  note: row.note,
});
