import { type Actor, AppError, type CreateShopRequest, Role, type ShopResponse } from '@salon/domain';
import { countryForTimeZone } from '@salon/domain/country';
import { standardTax } from '@salon/domain/tax-rates';
import type { ServiceContext } from '../../context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../infra/pg-errors.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { insertShop } from '../../repositories/shops.ts';
import { insertMember } from '../../repositories/stylists.ts';
import { assertCan } from '../shared/assert-can.ts';
import { phoneForCountry } from '../shared/phone-field.ts';
import { toShop } from './shop-records.ts';

/** Opens a shop; its creator becomes its ROLE_SHOP_ADMIN. */
export async function createShop(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateShopRequest,
): Promise<ShopResponse> {
  assertCan(actor, 'create', 'Shop');
  const country = input.country ?? countryForTimeZone(input.timeZone);
  const phone = phoneForCountry(country, input.phone ?? null, 'body.phone');
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const shop = await insertShop(tx, {
        name: input.name,
        subdomain: input.subdomain,
        address: input.address || null,
        phone,
        timeZone: input.timeZone,
        locale: input.locale,
        country,
        // Its country's standard rate until the owner confirms or changes it in the setup.
        serviceTaxRateBps: standardTax(country).rateBps,
      });
      await insertMember(tx, { shopId: shop.id, userId: actor.id, role: Role.ShopAdmin });
      return toShop(shop);
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION)
      throw new AppError('AliasAlreadyUsed', `The subdomain ${input.subdomain} is taken`);
    throw err;
  }
}
