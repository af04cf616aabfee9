import {
  type Actor,
  datesBetween,
  type IsoWeekday,
  type StylistSchedule,
  workingHoursOn,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { closedDatesOfShop, overridesOfShop, weeklyHoursOfShop } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toWallTime } from '../shared/wall-clock.ts';
import { loadStylists } from '../team/stylist-records.ts';

/**
 * Who works when on each date of the range, for the calendar to draw the hours (and where it
 * begins and ends the day): weekly hours, the dates' own hours and the shop's closed days, read
 * as the availability engine reads them.
 */
export async function listWorkingTime(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, range }: { shopId: string; range: { from: string; to: string } },
) {
  assertCan(actor, 'read', 'calendar', shopId);
  const [team, hours, overrides, closures] = await Promise.all([
    loadStylists(ctx.db, shopId),
    weeklyHoursOfShop(ctx.db, shopId),
    overridesOfShop(ctx.db, shopId, range),
    closedDatesOfShop(ctx.db, shopId, range),
  ]);
  const schedules = new Map<string, Pick<StylistSchedule, 'weekly' | 'overrides'>>(
    team.filter((s) => s.active).map((s) => [s.id, { weekly: {}, overrides: {} }]),
  );
  for (const row of hours) {
    const weekly = schedules.get(row.stylistId)?.weekly;
    if (!weekly) continue;
    const day = row.weekday as IsoWeekday;
    weekly[day] = [...(weekly[day] ?? []), { start: row.startMinute, end: row.endMinute }];
  }
  for (const row of overrides) {
    const schedule = schedules.get(row.stylistId);
    if (schedule?.overrides) schedule.overrides[row.date] = row.intervals;
  }
  const closed = new Set(closures.map((c) => c.date));
  const dates = datesBetween(range.from, range.to);
  const items = [...schedules].flatMap(([stylistId, schedule]) =>
    dates.map((date) => ({
      stylistId,
      date,
      intervals: workingHoursOn(schedule, date, closed.has(date)).map((i) => ({
        start: toWallTime(i.start),
        end: toWallTime(i.end),
      })),
    })),
  );
  return { items, closedDates: [...closed].sort() };
}
