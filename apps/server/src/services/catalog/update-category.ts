import { and, eq, serviceCategories } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
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
  const [row] = await ctx.db
    .update(serviceCategories)
    .set(input)
    .where(and(eq(serviceCategories.id, id), eq(serviceCategories.shopId, shopId)))
    .returning();
  if (!row) throw new AppError('NotFound', 'No such category');
  return toCategory(row);
}
