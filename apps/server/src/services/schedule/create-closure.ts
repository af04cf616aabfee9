import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../infra/pg-errors.ts';
import { type ClosureRow, insertClosure } from '../../repositories/schedule.ts';
import { assertCan } from '../shared/assert-can.ts';

export async function createClosure(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: { date: string; name: string } },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  try {
    const row = await insertClosure(ctx.db, { shopId, ...input });
    const { id, date, name } = row as ClosureRow;
    return { id, date, name };
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) {
      throw new AppError('ValidationError', 'The shop is already closed that day', {
        details: [{ path: 'body.date', message: 'Already a closed day' }],
      });
    }
    throw err;
  }
}
