import type { Actor, weeklyHours } from '@salon/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { weeklyHoursOfStylist } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toWallTime } from '../shared/wall-clock.ts';
import { findStylist } from '../team/stylist-records.ts';

export type WeeklyHours = z.output<typeof weeklyHours>;

export async function getHours(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, stylistId }: { shopId: string; stylistId: string },
): Promise<WeeklyHours> {
  assertCan(actor, 'read', 'calendar', shopId);
  await findStylist(ctx.db, shopId, stylistId);
  const rows = await weeklyHoursOfStylist(ctx.db, stylistId);
  const days = new Map<number, { start: string; end: string }[]>();
  for (const row of rows) {
    const list = days.get(row.weekday) ?? [];
    list.push({ start: toWallTime(row.startMinute), end: toWallTime(row.endMinute) });
    days.set(row.weekday, list);
  }
  return { days: [...days].map(([weekday, intervals]) => ({ weekday, intervals })) };
}
