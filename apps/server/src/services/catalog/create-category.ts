import type { ServiceCategoryRow } from '@salon/db';
import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { insertCategory } from '../../repositories/catalog.ts';
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
  const row = await insertCategory(ctx.db, {
    shopId,
    name: input.name,
    description: input.description ?? null,
    displayOrder: input.displayOrder,
  });
  return toCategory(row as ServiceCategoryRow);
}
