import { and, type Executor, eq, isNotNull, type ShopRow, shops, sql } from '@salon/db';
import { AppError } from '@salon/domain';

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
