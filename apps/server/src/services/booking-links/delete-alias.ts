import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { deleteLink } from '../../repositories/booking-links.ts';
import { assertCan } from '../shared/assert-can.ts';

export async function deleteAlias(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  if (!(await deleteLink(ctx.db, shopId, id))) throw new AppError('NotFound', 'No such link');
}
