import { type Actor, AppError, type BookingRules } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { findShop } from '../../repositories/shops.ts';
import { assertCan } from '../shared/assert-can.ts';
import { rulesOf } from './rules-of.ts';

export async function getRules(ctx: ServiceContext, actor: Actor, shopId: string): Promise<BookingRules> {
  assertCan(actor, 'read', 'calendar', shopId);
  const shop = await findShop(ctx.db, shopId);
  if (!shop) throw new AppError('NotFound', 'No such shop');
  return rulesOf(shop);
}
