import type { Actor, ShopResponse, UpdateShopRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { toShop, updateShopRow } from './shop-records.ts';

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
  };
  return toShop(await updateShopRow(ctx, shopId, values));
}
