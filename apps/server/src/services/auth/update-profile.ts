import type { Locale, MeResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { changeUser } from '../../repositories/users.ts';
import { sessionOf } from './session-of.ts';

export async function updateProfile(
  ctx: ServiceContext,
  userId: string,
  input: { name?: string | undefined; locale?: Locale | undefined },
): Promise<MeResponse> {
  await changeUser(ctx.db, userId, {
    ...input,
    ...(input.name !== undefined ? { nameFromEmail: false } : {}),
    updatedAt: ctx.now(),
  });
  return sessionOf(ctx.db, userId);
}
