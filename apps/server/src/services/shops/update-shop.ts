import type { Actor, ShopResponse, UpdateShopRequest } from '@salon/domain';
import { shopCountry } from '@salon/domain/country';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { deleteShopLogo } from '../../repositories/shops.ts';
import { assertCan } from '../shared/assert-can.ts';
import { phoneForCountry } from '../shared/phone-field.ts';
import { findShopRow, toShop, updateShopRow } from './shop-records.ts';

export async function updateShop(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, input }: { shopId: string; input: UpdateShopRequest },
): Promise<ShopResponse> {
  assertCan(actor, 'update', 'Shop', shopId);
  // A cleared address field arrives as an empty string and is stored as no address.
  const values = {
    ...input,
    ...(input.address === '' ? { address: null } : {}),
    ...(input.legalName === '' ? { legalName: null } : {}),
    ...(input.taxId === '' ? { taxId: null } : {}),
    // A local number is read as one of the country saved with it, else of the salon's own.
    ...(typeof input.phone === 'string'
      ? {
          phone: phoneForCountry(
            input.country ?? shopCountry(await findShopRow(ctx.db, shopId)),
            input.phone,
            'body.phone',
          ),
        }
      : {}),
  };
  if (input.logoUrl === undefined) return toShop(await updateShopRow(ctx, shopId, values));
  // A shop has one logo: a typed address (or none) takes the place of an uploaded file.
  return inTransaction(ctx.db, async (tx) => {
    await deleteShopLogo(tx, shopId);
    return toShop(await updateShopRow({ ...ctx, db: tx }, shopId, { ...values, logoHash: null }));
  });
}
