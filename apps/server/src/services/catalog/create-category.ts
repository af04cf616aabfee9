import { type ServiceCategoryRow, serviceCategories } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toCategory } from './category-view.ts';

export async function createCategory(
  ctx: ServiceContext,
  actor: Actor,
  {
    shopId,
    input,
  }: {
    shopId: string;
    input: { name: string; description?: string | null | undefined; displayOrder: number };
  },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const [row] = await ctx.db
    .insert(serviceCategories)
    .values({
      shopId,
      name: input.name,
      description: input.description ?? null,
      displayOrder: input.displayOrder,
    })
    .returning();
  return toCategory(row as ServiceCategoryRow);
}
