import type { Actor } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMayImport, planCustomerImport, planResponse } from './customer-import-plan.ts';

/** What importing the file would do, line by line, with nothing written. */
export async function previewCustomerImport(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, csv }: { shopId: string; csv: string },
) {
  assertMayImport(actor, shopId);
  const shop = await findShopRow(ctx.db, shopId);
  return planResponse(await planCustomerImport(ctx.db, shop, csv));
}
