import { shopMembers, shops } from '@salon/db';
import { type Actor, AppError, type CreateShopRequest, Role, type ShopResponse } from '@salon/domain';
import { countryForTimeZone } from '@salon/domain/country';
import type { ServiceContext } from '../../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../infra/pg-errors.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toShop } from './shop-records.ts';

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
          country: input.country ?? countryForTimeZone(input.timeZone),
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
