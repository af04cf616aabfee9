import { and, asc, eq, isNotNull, shopAliases, shops } from '@salon/db';
import { type Actor, AppError } from '@salon/domain';
import type { ServiceContext } from '../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../infra/pg-errors.ts';
import { assertCan } from './abilities.ts';

type AliasKind = 'own' | 'google';
const toAlias = (row: typeof shopAliases.$inferSelect) => ({
  id: row.id,
  alias: row.alias,
  kind: row.kind as AliasKind,
  path: `/b/${row.alias}`,
});

export async function listAliases(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const rows = await ctx.db
    .select()
    .from(shopAliases)
    .where(eq(shopAliases.shopId, shopId))
    .orderBy(asc(shopAliases.alias));
  return { items: rows.map(toAlias), total: rows.length };
}

export async function createAlias(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  input: { alias: string; kind: AliasKind },
) {
  assertCan(actor, 'manage', 'Settings', shopId);
  try {
    const [row] = await ctx.db
      .insert(shopAliases)
      .values({ shopId, ...input })
      .returning();
    return toAlias(row as typeof shopAliases.$inferSelect);
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION)
      throw new AppError('AliasAlreadyUsed', `The link ${input.alias} is taken`);
    throw err;
  }
}

export async function deleteAlias(ctx: ServiceContext, actor: Actor, shopId: string, id: string) {
  assertCan(actor, 'manage', 'Settings', shopId);
  const [row] = await ctx.db
    .delete(shopAliases)
    .where(and(eq(shopAliases.id, id), eq(shopAliases.shopId, shopId)))
    .returning({ id: shopAliases.id });
  if (!row) throw new AppError('NotFound', 'No such link');
}

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
