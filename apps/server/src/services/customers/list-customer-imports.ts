import { type Actor, isoInZone } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { latestImportBatches } from '../../repositories/customer-imports.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMayImport } from './customer-import-plan.ts';

/** The shop's latest customer imports, newest first, to undo one. */
export async function listCustomerImports(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertMayImport(actor, shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const rows = await latestImportBatches(ctx.db, shopId, 10);
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: isoInZone(r.createdAt, shop.timeZone),
      undoneAt: r.undoneAt ? isoInZone(r.undoneAt, shop.timeZone) : null,
    })),
  };
}
