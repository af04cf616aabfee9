import type { StylistRow } from '@salon/db';
import type { Actor, stylistUpdateRequest } from '@salon/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { changeStylist } from '../../repositories/stylists.ts';
import { assertCan } from '../shared/assert-can.ts';
import { assertStaffLogin, findStylist, toStylist } from './stylist-records.ts';

export async function updateStylist(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, input }: { shopId: string; id: string; input: z.output<typeof stylistUpdateRequest> },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  await findStylist(ctx.db, shopId, id);
  await assertStaffLogin(ctx.db, shopId, input.userId);
  const row = await changeStylist(ctx.db, shopId, id, { ...input, updatedAt: ctx.now() });
  return toStylist(row as StylistRow);
}
