import { and, type Executor, eq, isNotNull, type ShopRow, shops, sql } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';

// Read on every public request: built once per database as a prepared statement.
const preparedShopQueries = new WeakMap<Executor, ReturnType<typeof prepareShopQuery>>();

const prepareShopQuery = (db: Executor) =>
  db
    .select()
    .from(shops)
    .where(and(eq(shops.subdomain, sql.placeholder('subdomain')), isNotNull(shops.liveAt)))
    .prepare('shop_by_subdomain');

export async function shopBySubdomain(db: Executor, subdomain: string): Promise<ShopRow> {
  let query = preparedShopQueries.get(db);
  if (!query) {
    query = prepareShopQuery(db);
    preparedShopQueries.set(db, query);
  }
  const [shop] = await query.execute({ subdomain: subdomain.toLowerCase() });
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
  const [shop] = await db.select().from(shops).where(eq(shops.subdomain, subdomain.toLowerCase()));
  if (!shop) throw new AppError('NotFound', 'No such shop');
  if (shop.liveAt) return { shop, preview: false };
  if (!actor.memberships.some((m) => m.shopId === shop.id)) throw new AppError('NotFound', 'No such shop');
  return { shop, preview: true };
}
