import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../infra/pg-errors.ts';
import { insertLink } from '../../repositories/booking-links.ts';
import { assertCan } from '../shared/assert-can.ts';
import { type AliasKind, toAlias } from './alias-view.ts';

export async function createAlias(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: { alias: string; kind: AliasKind } },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  try {
    return toAlias(await insertLink(ctx.db, { shopId, ...input }));
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION)
      throw new AppError('AliasAlreadyUsed', `The link ${input.alias} is taken`);
    throw err;
  }
}
