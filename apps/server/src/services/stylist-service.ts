import {
  and,
  asc,
  type Executor,
  eq,
  gte,
  lte,
  type StylistRow,
  scheduleOverrides,
  shopClosures,
  shopMembers,
  stylists,
  workingHours,
} from '@salon/db';
import {
  type Actor,
  AppError,
  colorOf,
  datesBetween,
  type IsoWeekday,
  nextColorIndex,
  type StylistRequest,
  type StylistResponse,
  type StylistSchedule,
  type stylistUpdateRequest,
  type weeklyHours,
  workingHoursOn,
} from '@salon/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, RESTRICT_VIOLATION } from '../infra/pg-errors.ts';
import { assertCan } from './abilities.ts';
import { joinTouching, toMinutes, toWallTime } from './wall-clock.ts';

export const toStylist = (row: StylistRow): StylistResponse => ({
  id: row.id,
  name: row.name,
  color: { index: row.colorIndex, ...colorOf(row.colorIndex) },
  bookableOnline: row.bookableOnline,
  active: row.active,
  userId: row.userId,
  displayOrder: row.displayOrder,
});

export async function loadStylists(db: Executor, shopId: string): Promise<StylistRow[]> {
  return db
    .select()
    .from(stylists)
    .where(eq(stylists.shopId, shopId))
    .orderBy(asc(stylists.displayOrder), asc(stylists.name));
}

/** The stylist, if it belongs to the shop; another shop's id answers NotFound, never its data. */
export async function findStylist(db: Executor, shopId: string, id: string): Promise<StylistRow> {
  const [row] = await db
    .select()
    .from(stylists)
    .where(and(eq(stylists.id, id), eq(stylists.shopId, shopId)));
  if (!row) throw new AppError('NotFound', 'No such stylist');
  return row;
}

export async function listStylists(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'calendar', shopId);
  const rows = await loadStylists(ctx.db, shopId);
  return { items: rows.map(toStylist), total: rows.length };
}

async function assertStaffLogin(db: Executor, shopId: string, userId: string | null | undefined) {
  if (!userId) return;
  const [member] = await db
    .select({ userId: shopMembers.userId })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
  if (!member) {
    throw new AppError('ValidationError', 'That login is not on this shop’s team', {
      details: [{ path: 'body.userId', message: 'Must be a member of this shop’s team' }],
    });
  }
}

export async function createStylist(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  input: StylistRequest,
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  await assertStaffLogin(ctx.db, shopId, input.userId);
  const existing = await loadStylists(ctx.db, shopId);
  const [row] = await ctx.db
    .insert(stylists)
    .values({
      shopId,
      name: input.name,
      colorIndex: input.colorIndex ?? nextColorIndex(existing.map((s) => s.colorIndex)),
      bookableOnline: input.bookableOnline,
      active: input.active,
      userId: input.userId ?? null,
      displayOrder: input.displayOrder,
    })
    .returning();
  return toStylist(row as StylistRow);
}

export async function updateStylist(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  id: string,
  input: z.output<typeof stylistUpdateRequest>,
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  await findStylist(ctx.db, shopId, id);
  await assertStaffLogin(ctx.db, shopId, input.userId);
  const [row] = await ctx.db
    .update(stylists)
    .set({ ...input, updatedAt: ctx.now() })
    .where(and(eq(stylists.id, id), eq(stylists.shopId, shopId)))
    .returning();
  return toStylist(row as StylistRow);
}

/** A stylist with appointments on record cannot vanish from them: deactivate instead. */
export async function deleteStylist(ctx: ServiceContext, actor: Actor, shopId: string, id: string) {
  assertCan(actor, 'manage', 'Settings', shopId);
  await findStylist(ctx.db, shopId, id);
  try {
    await ctx.db.delete(stylists).where(and(eq(stylists.id, id), eq(stylists.shopId, shopId)));
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION) {
      throw new AppError('InUse', 'This stylist has appointments; set them inactive instead');
    }
    throw err;
  }
}

type WeeklyHours = z.output<typeof weeklyHours>;

export async function getHours(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  stylistId: string,
): Promise<WeeklyHours> {
  assertCan(actor, 'read', 'calendar', shopId);
  await findStylist(ctx.db, shopId, stylistId);
  const rows = await ctx.db
    .select()
    .from(workingHours)
    .where(eq(workingHours.stylistId, stylistId))
    .orderBy(asc(workingHours.weekday), asc(workingHours.startMinute));
  const days = new Map<number, { start: string; end: string }[]>();
  for (const row of rows) {
    const list = days.get(row.weekday) ?? [];
    list.push({ start: toWallTime(row.startMinute), end: toWallTime(row.endMinute) });
    days.set(row.weekday, list);
  }
  return { days: [...days].map(([weekday, intervals]) => ({ weekday, intervals })) };
}

/** Replaces the whole week: a weekday left out is a day off. */
export async function setHours(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  stylistId: string,
  input: WeeklyHours,
): Promise<WeeklyHours> {
  assertCan(actor, 'manage', 'Settings', shopId);
  await findStylist(ctx.db, shopId, stylistId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(workingHours).where(eq(workingHours.stylistId, stylistId));
    const rows = input.days.flatMap((day) =>
      joinTouching(day.intervals.map((i) => ({ start: toMinutes(i.start), end: toMinutes(i.end) }))).map(
        (i) => ({
          shopId,
          stylistId,
          weekday: day.weekday,
          startMinute: i.start,
          endMinute: i.end,
        }),
      ),
    );
    if (rows.length > 0) await tx.insert(workingHours).values(rows);
  });
  return getHours(ctx, actor, shopId, stylistId);
}

const toOverride = (row: typeof scheduleOverrides.$inferSelect) => ({
  date: row.date,
  intervals: row.intervals.map((i) => ({ start: toWallTime(i.start), end: toWallTime(i.end) })),
  note: row.note,
});

export async function listOverrides(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  stylistId: string,
  range: { from: string; to: string },
) {
  assertCan(actor, 'read', 'calendar', shopId);
  await findStylist(ctx.db, shopId, stylistId);
  const rows = await ctx.db
    .select()
    .from(scheduleOverrides)
    .where(
      and(
        eq(scheduleOverrides.stylistId, stylistId),
        gte(scheduleOverrides.date, range.from),
        lte(scheduleOverrides.date, range.to),
      ),
    )
    .orderBy(asc(scheduleOverrides.date));
  return { items: rows.map(toOverride), total: rows.length };
}

export async function setOverride(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  stylistId: string,
  date: string,
  input: { intervals: { start: string; end: string }[]; note?: string | null | undefined },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  await findStylist(ctx.db, shopId, stylistId);
  const intervals = joinTouching(
    input.intervals.map((i) => ({ start: toMinutes(i.start), end: toMinutes(i.end) })),
  );
  const [row] = await ctx.db
    .insert(scheduleOverrides)
    .values({ shopId, stylistId, date, intervals, note: input.note ?? null })
    .onConflictDoUpdate({
      target: [scheduleOverrides.stylistId, scheduleOverrides.date],
      set: { intervals, note: input.note ?? null },
    })
    .returning();
  return toOverride(row as typeof scheduleOverrides.$inferSelect);
}

export async function deleteOverride(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  stylistId: string,
  date: string,
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  await findStylist(ctx.db, shopId, stylistId);
  const [row] = await ctx.db
    .delete(scheduleOverrides)
    .where(and(eq(scheduleOverrides.stylistId, stylistId), eq(scheduleOverrides.date, date)))
    .returning({ id: scheduleOverrides.id });
  if (!row) throw new AppError('NotFound', 'No other hours on that date');
}

/**
 * Who works when on each date of the range, for the calendar to draw the hours (and where it
 * begins and ends the day): weekly hours, the dates' own hours and the shop's closed days, read
 * as the availability engine reads them.
 */
export async function listWorkingTime(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  range: { from: string; to: string },
) {
  assertCan(actor, 'read', 'calendar', shopId);
  const [team, hours, overrides, closures] = await Promise.all([
    loadStylists(ctx.db, shopId),
    ctx.db.select().from(workingHours).where(eq(workingHours.shopId, shopId)),
    ctx.db
      .select()
      .from(scheduleOverrides)
      .where(
        and(
          eq(scheduleOverrides.shopId, shopId),
          gte(scheduleOverrides.date, range.from),
          lte(scheduleOverrides.date, range.to),
        ),
      ),
    ctx.db
      .select({ date: shopClosures.date })
      .from(shopClosures)
      .where(
        and(
          eq(shopClosures.shopId, shopId),
          gte(shopClosures.date, range.from),
          lte(shopClosures.date, range.to),
        ),
      ),
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
