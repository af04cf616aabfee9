import { customerImportBatches, desc, eq, users } from '@salon/db';
import { type Actor, isoInZone } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMayImport } from './customer-import-plan.ts';

/** The shop's latest customer imports, newest first, to undo one. */
export async function listCustomerImports(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertMayImport(actor, shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const rows = await ctx.db
    .select({
      id: customerImportBatches.id,
      createdAt: customerImportBatches.createdAt,
      fileName: customerImportBatches.fileName,
      importedBy: users.name,
      created: customerImportBatches.createdCount,
      updated: customerImportBatches.updatedCount,
      undoneAt: customerImportBatches.undoneAt,
    })
    .from(customerImportBatches)
    .leftJoin(users, eq(users.id, customerImportBatches.importedBy))
    .where(eq(customerImportBatches.shopId, shopId))
    .orderBy(desc(customerImportBatches.createdAt), desc(customerImportBatches.id))
    .limit(10);
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: isoInZone(r.createdAt, shop.timeZone),
      undoneAt: r.undoneAt ? isoInZone(r.undoneAt, shop.timeZone) : null,
    })),
  };
}
