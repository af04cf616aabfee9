import { and, eq, isNotNull, shopAliases, shops } from '@salon/db';
import { AppError } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import type { AliasKind } from './alias-view.ts';

/** Which shop a booking link opens, and the source its bookings record. */
export async function resolveAlias(ctx: ServiceContext, alias: string) {
  const [row] = await ctx.db
    .select({ subdomain: shops.subdomain, kind: shopAliases.kind })
    .from(shopAliases)
    .innerJoin(shops, eq(shops.id, shopAliases.shopId))
    .where(and(eq(shopAliases.alias, alias.toLowerCase()), isNotNull(shops.liveAt)));
  if (!row) throw new AppError('NotFound', 'No such booking link');
  const kind = row.kind as AliasKind;
  return {
    subdomain: row.subdomain,
    kind,
    source: kind === 'google' ? ('google' as const) : ('online' as const),
  };
}
