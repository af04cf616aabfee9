import type { MeResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { sessionOf } from './session-of.ts';

/** The signed-in person's session, in the shop the browser last worked in when they still may. */
export function getSession(
  ctx: ServiceContext,
  userId: string,
  currentShopId: string | undefined,
): Promise<MeResponse> {
  return sessionOf(ctx.db, userId, currentShopId);
}
