import type { Executor, ShopRow } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import { findLiveShopBySubdomain, findShopBySubdomain } from '../../repositories/shops.ts';

export async function shopBySubdomain(db: Executor, subdomain: string): Promise<ShopRow> {
  const shop = await findLiveShopBySubdomain(db, subdomain.toLowerCase());
  // A shop that has not gone live yet does not exist for the public.
  if (!shop) throw new AppError('NotFound', 'No such shop');
  return shop;
}

/**
 * The shop of a booking page. With `preview`, a signed-in member of the shop's team also gets it
 * before it is published (to check the page); everyone else sees only published shops.
 */
export async function shopForPage(
  db: Executor,
  subdomain: string,
  { preview, actor }: { preview: boolean; actor: Actor | null },
): Promise<{ shop: ShopRow; preview: boolean }> {
  if (!preview || !actor) return { shop: await shopBySubdomain(db, subdomain), preview: false };
  const shop = await findShopBySubdomain(db, subdomain.toLowerCase());
  if (!shop) throw new AppError('NotFound', 'No such shop');
  if (shop.liveAt) return { shop, preview: false };
  if (!actor.memberships.some((m) => m.shopId === shop.id)) throw new AppError('NotFound', 'No such shop');
  return { shop, preview: true };
}
