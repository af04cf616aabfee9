import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { type OverrideRow, saveOverride } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';
import { joinTouching, toMinutes } from '../shared/wall-clock.ts';
import { findStylist } from '../team/stylist-records.ts';
import { toOverride } from './override-view.ts';

export async function setOverride(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    stylistId,
    date,
    input,
  }: {
    shopId: string;
    stylistId: string;
    date: string;
    input: { intervals: { start: string; end: string }[]; note?: string | null | undefined };
  },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  await findStylist(ctx.db, shopId, stylistId);
  const intervals = joinTouching(
    input.intervals.map((i) => ({ start: toMinutes(i.start), end: toMinutes(i.end) })),
  );
  const row = await saveOverride(ctx.db, { shopId, stylistId, date, intervals, note: input.note ?? null });
  return toOverride(row as OverrideRow);
}
