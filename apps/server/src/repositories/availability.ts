import {
  type AnyColumn,
  appointmentItems,
  type Executor,
  scheduleOverrides,
  shopClosures,
  sql,
  timeOff,
} from '@salon/db';
import type { WallInterval } from '@salon/domain';

/**
 * The longest an appointment item can hold (constraint appointment_items_span_bounded): an item
 * overlapping a window starts at most this long before it, which bounds the index read from below
 * instead of reading the shop's whole history.
 */
const MAX_ITEM_SPAN_MS = 86_400_000;

const epochMs = (column: AnyColumn) => sql<number | null>`(extract(epoch from ${column}) * 1000)::float8`;

const param = (name: string) => sql.placeholder(name);

/** What changes by the minute, read in one round trip: busy time, other hours and closed days. */
export function dynamicScheduleQuery(db: Executor) {
  const busy = db
    .select({
      kind: sql<'visit' | 'busy' | 'override' | 'closed'>`'visit'`.as('kind'),
      stylistId: sql<string | null>`${appointmentItems.stylistId}`.as('stylist_id'),
      // Epoch milliseconds as float8 arrive as numbers, cheaper than parsing hundreds of timestamps.
      starts: epochMs(appointmentItems.occupiedStart).as('starts'),
      ends: epochMs(appointmentItems.occupiedEnd).as('ends'),
      date: sql<string | null>`null::text`.as('date'),
      intervals: sql<WallInterval[] | string | null>`null::jsonb`.as('intervals'),
    })
    .from(appointmentItems)
    .where(
      sql`${appointmentItems.shopId} = ${param('shopId')}::uuid and ${appointmentItems.active}
        and ${appointmentItems.occupiedStart} < ${param('end')}::timestamptz
        and ${appointmentItems.occupiedStart} > ${param('floor')}::timestamptz
        and ${appointmentItems.occupiedEnd} > ${param('start')}::timestamptz
        and (${param('exclude')}::uuid is null or ${appointmentItems.appointmentId} <> ${param('exclude')}::uuid)`,
    );
  const off = db
    .select({
      kind: sql<'visit' | 'busy' | 'override' | 'closed'>`'busy'`.as('kind'),
      stylistId: sql<string | null>`${timeOff.stylistId}`.as('stylist_id'),
      starts: epochMs(timeOff.startsAt).as('starts'),
      ends: epochMs(timeOff.endsAt).as('ends'),
      date: sql<string | null>`null::text`.as('date'),
      intervals: sql<WallInterval[] | string | null>`null::jsonb`.as('intervals'),
    })
    .from(timeOff)
    // Said as ranges so the GiST index (shop_id, tstzrange) answers it: time off has no bounded length.
    .where(
      sql`${timeOff.shopId} = ${param('shopId')}::uuid
        and tstzrange(${timeOff.startsAt}, ${timeOff.endsAt}, '[)')
            && tstzrange(${param('start')}::timestamptz, ${param('end')}::timestamptz, '[)')`,
    );
  const overrides = db
    .select({
      kind: sql<'visit' | 'busy' | 'override' | 'closed'>`'override'`.as('kind'),
      stylistId: sql<string | null>`${scheduleOverrides.stylistId}`.as('stylist_id'),
      starts: sql<number | null>`null::float8`.as('starts'),
      ends: sql<number | null>`null::float8`.as('ends'),
      date: sql<string | null>`${scheduleOverrides.date}::text`.as('date'),
      intervals: sql<WallInterval[] | string | null>`${scheduleOverrides.intervals}`.as('intervals'),
    })
    .from(scheduleOverrides)
    .where(
      sql`${scheduleOverrides.shopId} = ${param('shopId')}::uuid
        and ${scheduleOverrides.date} between ${param('from')}::date and ${param('to')}::date`,
    );
  const closed = db
    .select({
      kind: sql<'visit' | 'busy' | 'override' | 'closed'>`'closed'`.as('kind'),
      stylistId: sql<string | null>`null::uuid`.as('stylist_id'),
      starts: sql<number | null>`null::float8`.as('starts'),
      ends: sql<number | null>`null::float8`.as('ends'),
      date: sql<string | null>`${shopClosures.date}::text`.as('date'),
      intervals: sql<WallInterval[] | string | null>`null::jsonb`.as('intervals'),
    })
    .from(shopClosures)
    .where(
      sql`${shopClosures.shopId} = ${param('shopId')}::uuid
        and ${shopClosures.date} between ${param('from')}::date and ${param('to')}::date`,
    );
  return busy.unionAll(off).unionAll(overrides).unionAll(closed);
}

/** The values of `dynamicScheduleQuery`'s placeholders. */
export function dynamicScheduleParams({
  shopId,
  range,
  dates,
  excludeAppointmentId,
}: {
  shopId: string;
  range: { start: Date; end: Date };
  dates: { from: string; to: string };
  excludeAppointmentId: string | undefined;
}) {
  return {
    shopId,
    start: range.start.toISOString(),
    end: range.end.toISOString(),
    floor: new Date(range.start.getTime() - MAX_ITEM_SPAN_MS).toISOString(),
    exclude: excludeAppointmentId ?? null,
    from: dates.from,
    to: dates.to,
  };
}

// Run on every availability request: a prepared statement (named, on PostgreSQL) per database.
const prepareDynamicQuery = (db: Executor) => dynamicScheduleQuery(db).prepare('availability_dynamic');

const preparedDynamicQueries = new WeakMap<Executor, ReturnType<typeof prepareDynamicQuery>>();

export async function dynamicSchedule(
  db: Executor,
  {
    shopId,
    range,
    dates,
    excludeAppointmentId,
  }: {
    shopId: string;
    range: { start: Date; end: Date };
    dates: { from: string; to: string };
    excludeAppointmentId: string | undefined;
  },
) {
  let query = preparedDynamicQueries.get(db);
  if (!query) {
    query = prepareDynamicQuery(db);
    preparedDynamicQueries.set(db, query);
  }
  return query.execute(dynamicScheduleParams({ shopId, range, dates, excludeAppointmentId }));
}
