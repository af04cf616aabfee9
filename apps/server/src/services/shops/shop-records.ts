import type { Executor, ShopRow, shops } from '@salon/db';
import { AppError, type ShopResponse } from '@salon/domain';
import { shopCountry } from '@salon/domain/country';
import type { ServiceContext } from '../../context.ts';
import { changeShop, findShop } from '../../repositories/shops.ts';
import { shopLogoUrl } from './shop-logo.ts';

export const toShop = (row: ShopRow): ShopResponse => ({
  id: row.id,
  name: row.name,
  subdomain: row.subdomain,
  address: row.address,
  phone: row.phone,
  email: row.email,
  timeZone: row.timeZone,
  locale: row.locale as ShopResponse['locale'],
  country: shopCountry(row),
  brandColor: row.brandColor,
  logoUrl: shopLogoUrl(row),
  legalName: row.legalName,
  taxId: row.taxId,
  serviceTaxRateBps: row.serviceTaxRateBps,
  live: row.liveAt !== null,
  bookingPath: `/book/${row.subdomain}`,
  createdAt: row.createdAt.toISOString(),
});

/** Changes a shop's own columns (details or booking rules); the caller has checked permission. */
export async function updateShopRow(
  ctx: ServiceContext,
  shopId: string,
  values: Partial<typeof shops.$inferInsert>,
) {
  const shop = await changeShop(ctx.db, shopId, { ...values, updatedAt: ctx.now() });
  if (!shop) throw new AppError('NotFound', 'No such shop');
  return shop;
}

export async function findShopRow(db: Executor, shopId: string): Promise<ShopRow> {
  const shop = await findShop(db, shopId);
  if (!shop) throw new AppError('NotFound', 'No such shop');
  return shop;
}
