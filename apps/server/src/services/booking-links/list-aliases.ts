import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { linksOfShop } from '../../repositories/booking-links.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toAlias } from './alias-view.ts';

export async function listAliases(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const rows = await linksOfShop(ctx.db, shopId);
  return { items: rows.map(toAlias), total: rows.length };
}
