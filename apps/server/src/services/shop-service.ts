import { asc, type Executor, eq, type ShopRow, shopMembers, shops, users } from '@salon/db';
import {
  type Actor,
  AppError,
  type CreateShopRequest,
  cleanSubdomain,
  type MemberResponse,
  Role,
  type ShopResponse,
  type ShopRole,
  type SubdomainAvailabilityResponse,
  subdomainProblem,
  type UpdateShopRequest,
} from '@salon/domain';
import type { ServiceContext } from '../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../infra/pg-errors.ts';
import { assertCan } from './abilities.ts';

const toShop = (row: ShopRow): ShopResponse => ({
  id: row.id,
  name: row.name,
  subdomain: row.subdomain,
  address: row.address,
  phone: row.phone,
  timeZone: row.timeZone,
  locale: row.locale as ShopResponse['locale'],
  brandColor: row.brandColor,
  logoUrl: row.logoUrl,
  live: row.liveAt !== null,
  bookingPath: `/book/${row.subdomain}`,
  createdAt: row.createdAt.toISOString(),
});

async function isTaken(ctx: ServiceContext, subdomain: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: shops.id }).from(shops).where(eq(shops.subdomain, subdomain));
  return !!row;
}

/** Says whether a subdomain can be had and, when not, offers a cleaned, free form of it. */
export async function subdomainAvailability(
  ctx: ServiceContext,
  name: string,
): Promise<SubdomainAvailabilityResponse> {
  const problem = subdomainProblem(name);
  const taken = !problem && (await isTaken(ctx, name));
  if (!problem && !taken) return { name, available: true, reason: null, suggestion: null };

  const base = cleanSubdomain(name) || 'salon';
  let suggestion: string | null = null;
  for (let n = 1; n <= 20 && !suggestion; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, 63 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!subdomainProblem(candidate) && !(await isTaken(ctx, candidate))) suggestion = candidate;
  }
  return { name, available: false, reason: problem ?? 'taken', suggestion };
}

/** Opens a shop; its creator becomes its ROLE_SHOP_ADMIN. */
export async function createShop(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateShopRequest,
): Promise<ShopResponse> {
  assertCan(actor, 'create', 'Shop');
  try {
    return await ctx.db.transaction(async (tx) => {
      const [shop] = await tx
        .insert(shops)
        .values({
          name: input.name,
          subdomain: input.subdomain,
          address: input.address || null,
          phone: input.phone ?? null,
          timeZone: input.timeZone,
          locale: input.locale,
        })
        .returning();
      if (!shop) throw new Error('shop insert returned no row');
      await tx.insert(shopMembers).values({ shopId: shop.id, userId: actor.id, role: Role.ShopAdmin });
      return toShop(shop);
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION)
      throw new AppError('AliasAlreadyUsed', `The subdomain ${input.subdomain} is taken`);
    throw err;
  }
}

async function findShop(ctx: ServiceContext, shopId: string): Promise<ShopRow> {
  const [shop] = await ctx.db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new AppError('NotFound', 'No such shop');
  return shop;
}

export async function getShop(ctx: ServiceContext, actor: Actor, shopId: string): Promise<ShopResponse> {
  assertCan(actor, 'read', 'Shop', shopId);
  return toShop(await findShop(ctx, shopId));
}

export async function updateShop(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
  input: UpdateShopRequest,
): Promise<ShopResponse> {
  assertCan(actor, 'update', 'Shop', shopId);
  // A cleared address field arrives as an empty string and is stored as no address.
  const values = input.address === '' ? { ...input, address: null } : input;
  return toShop(await updateShopRow(ctx, shopId, values));
}

/** Changes a shop's own columns (details or booking rules); the caller has checked permission. */
export async function updateShopRow(
  ctx: ServiceContext,
  shopId: string,
  values: Partial<typeof shops.$inferInsert>,
) {
  const [shop] = await ctx.db
    .update(shops)
    .set({ ...values, updatedAt: ctx.now() })
    .where(eq(shops.id, shopId))
    .returning();
  if (!shop) throw new AppError('NotFound', 'No such shop');
  return shop;
}

export async function listAllShops(ctx: ServiceContext, actor: Actor) {
  assertCan(actor, 'read', 'Platform');
  const rows = await ctx.db.select().from(shops).orderBy(asc(shops.name));
  return { items: rows.map(toShop), total: rows.length };
}

const memberColumns = {
  userId: users.id,
  email: users.email,
  name: users.name,
  role: shopMembers.role,
  readOnly: shopMembers.readOnly,
};

export async function listMembers(ctx: ServiceContext, actor: Actor, shopId: string) {
  assertCan(actor, 'read', 'ShopMember', shopId);
  const rows = await ctx.db
    .select(memberColumns)
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(eq(shopMembers.shopId, shopId))
    .orderBy(asc(users.name));
  const items = rows.map((row): MemberResponse => ({ ...row, role: row.role as ShopRole }));
  return { items, total: items.length };
}

/** The wizard's last step: the booking page goes live and takes online bookings from now on. */
export async function goLive(ctx: ServiceContext, actor: Actor, shopId: string): Promise<ShopResponse> {
  assertCan(actor, 'update', 'Shop', shopId);
  const shop = await findShop(ctx, shopId);
  return toShop(shop.liveAt ? shop : await updateShopRow(ctx, shopId, { liveAt: ctx.now() }));
}

export async function findShopRow(db: Executor, shopId: string): Promise<ShopRow> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new AppError('NotFound', 'No such shop');
  return shop;
}
