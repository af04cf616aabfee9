import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { oneService } from './service-records.ts';

export async function getService(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'read', 'calendar', shopId);
  return oneService(ctx.db, shopId, id);
}
