import { eq, users } from '@salon/db';
import type { Locale, MeResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { sessionOf } from './session-of.ts';

export async function updateProfile(
  ctx: ServiceContext,
  userId: string,
  input: { name?: string | undefined; locale?: Locale | undefined },
): Promise<MeResponse> {
  await ctx.db
    .update(users)
    .set({ ...input, ...(input.name !== undefined ? { nameFromEmail: false } : {}), updatedAt: ctx.now() })
    .where(eq(users.id, userId));
  return sessionOf(ctx.db, userId);
}
