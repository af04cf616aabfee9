import type { StylistRow } from '@salon/db';
import { type Actor, nextColorIndex, type StylistRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { insertStylist } from '../../repositories/stylists.ts';
import { assertCan } from '../shared/assert-can.ts';
import { assertStaffLogin, loadStylists, toStylist } from './stylist-records.ts';

export async function createStylist(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: StylistRequest },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  await assertStaffLogin(ctx.db, shopId, input.userId);
  const existing = await loadStylists(ctx.db, shopId);
  const row = await insertStylist(ctx.db, {
    shopId,
    name: input.name,
    colorIndex: input.colorIndex ?? nextColorIndex(existing.map((s) => s.colorIndex)),
    bookableOnline: input.bookableOnline,
    active: input.active,
    userId: input.userId ?? null,
    displayOrder: input.displayOrder ?? afterLast(existing.map((s) => s.displayOrder)),
  });
  return toStylist(row as StylistRow);
}

const MAX_ORDER = 10_000;
const afterLast = (orders: number[]) => Math.min(MAX_ORDER, Math.max(-1, ...orders) + 1);
