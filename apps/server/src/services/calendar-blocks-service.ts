import { and, asc, eq, gt, inArray, lt, shopClosures, shops, timeOff } from '@salon/db';
import { type Actor, AppError, type CalendarType, isoInZone, type timeOffRequest } from '@salon/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../infra/pg-errors.ts';
import { assertCan } from './abilities.ts';
import { findStylist } from './stylist-service.ts';
import { dayRangeInZone } from './zone-days.ts';

type TimeOffInput = z.output<typeof timeOffRequest>;

async function shopZone(ctx: ServiceContext, shopId: string): Promise<string> {
  const [shop] = await ctx.db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new AppError('NotFound', 'No such shop');
  return shop.timeZone;
}

const toTimeOff = (row: typeof timeOff.$inferSelect, zone: string) => ({
  id: row.id,
  stylistId: row.stylistId,
  start: isoInZone(row.startsAt, zone),
  end: isoInZone(row.endsAt, zone),
  category: row.category as CalendarType,
  note: row.note,
});

export async function listTimeOff(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  query: { from: string; to: string; stylistId?: string | undefined; categories?: string[] | undefined },
) {
  assertCan(actor, 'read', 'calendar', shopId);
  const zone = await shopZone(ctx, shopId);
  const { start, end } = dayRangeInZone(zone, query.from, query.to);
  const rows = await ctx.db
    .select()
    .from(timeOff)
    .where(
      and(
        eq(timeOff.shopId, shopId),
        lt(timeOff.startsAt, end),
        gt(timeOff.endsAt, start),
        query.stylistId ? eq(timeOff.stylistId, query.stylistId) : undefined,
        query.categories?.length ? inArray(timeOff.category, query.categories) : undefined,
      ),
    )
    .orderBy(asc(timeOff.startsAt));
  return { items: rows.map((r) => toTimeOff(r, zone)), total: rows.length };
}

/** Staff who may change the calendar may block their time; blocked time never cancels appointments. */
export async function createTimeOff(ctx: ServiceContext, actor: Actor, shopId: string, input: TimeOffInput) {
  assertCan(actor, 'update', 'calendar', shopId);
  await findStylist(ctx.db, shopId, input.stylistId);
  const [row] = await ctx.db
    .insert(timeOff)
    .values({
      shopId,
      stylistId: input.stylistId,
      startsAt: new Date(input.start),
      endsAt: new Date(input.end),
      category: input.category,
      note: input.note ?? null,
      createdBy: actor.id,
    })
    .returning();
  return toTimeOff(row as typeof timeOff.$inferSelect, await shopZone(ctx, shopId));
}

export async function updateTimeOff(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  id: string,
  input: TimeOffInput,
) {
  assertCan(actor, 'update', 'calendar', shopId);
  await findStylist(ctx.db, shopId, input.stylistId);
  const [row] = await ctx.db
    .update(timeOff)
    .set({
      stylistId: input.stylistId,
      startsAt: new Date(input.start),
      endsAt: new Date(input.end),
      category: input.category,
      note: input.note ?? null,
    })
    .where(and(eq(timeOff.id, id), eq(timeOff.shopId, shopId)))
    .returning();
  if (!row) throw new AppError('NotFound', 'No such blocked time');
  return toTimeOff(row, await shopZone(ctx, shopId));
}

export async function deleteTimeOff(ctx: ServiceContext, actor: Actor, shopId: string, id: string) {
  assertCan(actor, 'update', 'calendar', shopId);
  const [row] = await ctx.db
    .delete(timeOff)
    .where(and(eq(timeOff.id, id), eq(timeOff.shopId, shopId)))
    .returning({ id: timeOff.id });
  if (!row) throw new AppError('NotFound', 'No such blocked time');
}

export async function listClosures(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'calendar', shopId);
  const rows = await ctx.db
    .select()
    .from(shopClosures)
    .where(eq(shopClosures.shopId, shopId))
    .orderBy(asc(shopClosures.date));
  return { items: rows.map(({ id, date, name }) => ({ id, date, name })), total: rows.length };
}

export async function createClosure(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  input: { date: string; name: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  try {
    const [row] = await ctx.db
      .insert(shopClosures)
      .values({ shopId, ...input })
      .returning();
    const { id, date, name } = row as typeof shopClosures.$inferSelect;
    return { id, date, name };
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) {
      throw new AppError('ValidationError', 'The shop is already closed that day', {
        details: [{ path: 'body.date', message: 'Already a closed day' }],
      });
    }
    throw err;
  }
}

export async function deleteClosure(ctx: ServiceContext, actor: Actor, shopId: string, id: string) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const [row] = await ctx.db
    .delete(shopClosures)
    .where(and(eq(shopClosures.id, id), eq(shopClosures.shopId, shopId)))
    .returning({ id: shopClosures.id });
  if (!row) throw new AppError('NotFound', 'No such closed day');
}
