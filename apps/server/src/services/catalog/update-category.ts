import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { changeCategory } from '../../repositories/catalog.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toCategory } from './category-view.ts';

export async function updateCategory(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    id,
    input,
  }: {
    shopId: string;
    id: string;
    input: {
      name?: string | undefined;
      description?: string | null | undefined;
      displayOrder?: number | undefined;
    };
  },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const row = await changeCategory(ctx.db, shopId, id, input);
  if (!row) throw new AppError('NotFound', 'No such category');
  return toCategory(row);
}
