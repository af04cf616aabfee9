import {
  and,
  asc,
  type Executor,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  scheduleOverrides,
  shopClosures,
  type Tx,
  timeOff,
  workingHours,
} from '@salon/db';

export type WorkingHoursRow = typeof workingHours.$inferSelect;
export type OverrideRow = typeof scheduleOverrides.$inferSelect;
export type TimeOffRow = typeof timeOff.$inferSelect;
export type ClosureRow = typeof shopClosures.$inferSelect;

/** Dates from `from` to `to`, both included. */
export interface DateRange {
  from: string;
  to: string;
}

/** The stylist's weekly hours, by weekday and start. */
export function weeklyHoursOfStylist(db: Executor, stylistId: string): Promise<WorkingHoursRow[]> {
  return db
    .select()
    .from(workingHours)
    .where(eq(workingHours.stylistId, stylistId))
    .orderBy(asc(workingHours.weekday), asc(workingHours.startMinute));
}

/** The weekly hours of all the shop's stylists. */
export function weeklyHoursOfShop(db: Executor, shopId: string): Promise<WorkingHoursRow[]> {
  return db.select().from(workingHours).where(eq(workingHours.shopId, shopId));
}

/** Replaces the stylist's whole week with these hours. */
export async function replaceWeeklyHours(
  tx: Tx,
  stylistId: string,
  rows: Omit<typeof workingHours.$inferInsert, 'id'>[],
): Promise<void> {
  await tx.delete(workingHours).where(eq(workingHours.stylistId, stylistId));
  if (rows.length > 0) await tx.insert(workingHours).values(rows);
}

/** The stylist's other hours on the dates of the range, by date. */
export function overridesOfStylist(
  db: Executor,
  stylistId: string,
  range: DateRange,
): Promise<OverrideRow[]> {
  return db
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
}

/** The other hours of all the shop's stylists on the dates of the range. */
export function overridesOfShop(db: Executor, shopId: string, range: DateRange): Promise<OverrideRow[]> {
  return db
    .select()
    .from(scheduleOverrides)
    .where(
      and(
        eq(scheduleOverrides.shopId, shopId),
        gte(scheduleOverrides.date, range.from),
        lte(scheduleOverrides.date, range.to),
      ),
    );
}

/** Sets the stylist's hours on a date, in place of any set before. */
export async function saveOverride(
  db: Executor,
  values: Pick<OverrideRow, 'shopId' | 'stylistId' | 'date' | 'intervals' | 'note'>,
): Promise<OverrideRow | undefined> {
  const [row] = await db
    .insert(scheduleOverrides)
    .values(values)
    .onConflictDoUpdate({
      target: [scheduleOverrides.stylistId, scheduleOverrides.date],
      set: { intervals: values.intervals, note: values.note },
    })
    .returning();
  return row;
}

/** Deletes the stylist's other hours on the date; false when there were none. */
export async function removeOverride(db: Executor, stylistId: string, date: string): Promise<boolean> {
  const rows = await db
    .delete(scheduleOverrides)
    .where(and(eq(scheduleOverrides.stylistId, stylistId), eq(scheduleOverrides.date, date)))
    .returning({ id: scheduleOverrides.id });
  return rows.length > 0;
}

/** The shop's blocked time overlapping [start, end), by start; optionally one stylist's, of some categories. */
export function timeOffOfShop(
  db: Executor,
  {
    shopId,
    start,
    end,
    stylistId,
    categories,
  }: {
    shopId: string;
    start: Date;
    end: Date;
    stylistId?: string | undefined;
    categories?: string[] | undefined;
  },
): Promise<TimeOffRow[]> {
  return db
    .select()
    .from(timeOff)
    .where(
      and(
        eq(timeOff.shopId, shopId),
        lt(timeOff.startsAt, end),
        gt(timeOff.endsAt, start),
        stylistId ? eq(timeOff.stylistId, stylistId) : undefined,
        categories?.length ? inArray(timeOff.category, categories) : undefined,
      ),
    )
    .orderBy(asc(timeOff.startsAt));
}

type TimeOffValues = Pick<TimeOffRow, 'stylistId' | 'startsAt' | 'endsAt' | 'category' | 'note'>;

export async function insertTimeOff(
  db: Executor,
  values: TimeOffValues & Pick<TimeOffRow, 'shopId' | 'createdBy'>,
): Promise<TimeOffRow | undefined> {
  const [row] = await db.insert(timeOff).values(values).returning();
  return row;
}

const timeOffOfShopById = (shopId: string, id: string) => and(eq(timeOff.id, id), eq(timeOff.shopId, shopId));

/** Changes the shop's blocked time; undefined when the shop has no such blocked time. */
export async function changeTimeOff(
  db: Executor,
  shopId: string,
  id: string,
  values: TimeOffValues,
): Promise<TimeOffRow | undefined> {
  const [row] = await db.update(timeOff).set(values).where(timeOffOfShopById(shopId, id)).returning();
  return row;
}

/** Deletes the shop's blocked time; false when the shop has no such blocked time. */
export async function removeTimeOff(db: Executor, shopId: string, id: string): Promise<boolean> {
  const rows = await db.delete(timeOff).where(timeOffOfShopById(shopId, id)).returning({ id: timeOff.id });
  return rows.length > 0;
}

/** The shop's closed days, by date. */
export function closuresOfShop(db: Executor, shopId: string): Promise<ClosureRow[]> {
  return db
    .select()
    .from(shopClosures)
    .where(eq(shopClosures.shopId, shopId))
    .orderBy(asc(shopClosures.date));
}

/** The shop's closed days among the dates of the range. */
export function closedDatesOfShop(
  db: Executor,
  shopId: string,
  range: DateRange,
): Promise<{ date: string }[]> {
  return db
    .select({ date: shopClosures.date })
    .from(shopClosures)
    .where(
      and(
        eq(shopClosures.shopId, shopId),
        gte(shopClosures.date, range.from),
        lte(shopClosures.date, range.to),
      ),
    );
}

/** Inserts a closed day; a date the shop is closed on already fails with the unique index's violation. */
export async function insertClosure(
  db: Executor,
  values: Pick<ClosureRow, 'shopId' | 'date' | 'name'>,
): Promise<ClosureRow | undefined> {
  const [row] = await db.insert(shopClosures).values(values).returning();
  return row;
}

/** Deletes the shop's closed day; false when the shop has no such closed day. */
export async function removeClosure(db: Executor, shopId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(shopClosures)
    .where(and(eq(shopClosures.id, id), eq(shopClosures.shopId, shopId)))
    .returning({ id: shopClosures.id });
  return rows.length > 0;
}

/** The weekly hours of these stylists. */
export function weeklyHoursOfStylists(db: Executor, stylistIds: string[]): Promise<WorkingHoursRow[]> {
  if (stylistIds.length === 0) return Promise.resolve([]);
  return db.select().from(workingHours).where(inArray(workingHours.stylistId, stylistIds));
}
