import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, RESTRICT_VIOLATION } from '../../infra/pg-errors.ts';
import { removeStylist } from '../../repositories/stylists.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findStylist } from './stylist-records.ts';

/** A stylist with appointments on record cannot vanish from them: deactivate instead. */
export async function deleteStylist(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  await findStylist(ctx.db, shopId, id);
  try {
    await removeStylist(ctx.db, shopId, id);
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION) {
      throw new AppError('InUse', 'This stylist has appointments; set them inactive instead');
    }
    throw err;
  }
}
