import type { Actor, BookingRules, bookingRulesUpdate } from '@salon/domain';
import type { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { rulesOf } from './rules-of.ts';
import { updateShopRow } from './shop-records.ts';

export async function updateRules(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: z.output<typeof bookingRulesUpdate> },
): Promise<BookingRules> {
  assertCan(actor, 'manage', 'Settings', shopId);
  return rulesOf(await updateShopRow(ctx, shopId, input));
}
