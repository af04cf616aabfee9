import type { Actor, SaleResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMaySell } from './can.ts';
import { saleView } from './sale-view.ts';

export async function getSale(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
): Promise<SaleResponse> {
  assertMaySell(actor, shopId);
  return saleView(ctx.db, await findShopRow(ctx.db, shopId), id);
}
