import type { ShopRow } from '@salon/db';
import { type AccountShop, AppError } from '@salon/domain';
import { shopCountry } from '@salon/domain/country';
import type { ServiceContext } from '../../context.ts';
import { linkGuestRecords, recordsOfAccount } from '../../repositories/accounts.ts';
import { findUser } from '../../repositories/users.ts';
import { shopPhoneText } from '../shared/phone-field.ts';
import { shopLogoUrl } from '../shops/shop-logo.ts';

export interface AccountCustomer {
  customerId: string;
  shop: ShopRow;
}

/**
 * Every salon's record of the signed-in customer. Guest records with the account's address join
 * the account here, but only once the address is verified: anyone can type an address into a
 * booking form, and only its owner can read the code sent to it. A salon where the account already
 * has a record keeps its guest record apart (only the salon can merge two records).
 */
export async function accountCustomers(ctx: ServiceContext, userId: string): Promise<AccountCustomer[]> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  if (user.emailVerifiedAt) {
    await linkGuestRecords(ctx.db, { userId, email: user.email, at: ctx.now() });
  }
  return recordsOfAccount(ctx.db, userId);
}

/** The account's record at one salon, or a 404 that says nothing of other customers' records. */
export async function accountCustomerIn(
  ctx: ServiceContext,
  userId: string,
  shopId: string,
): Promise<AccountCustomer> {
  const found = (await accountCustomers(ctx, userId)).find((c) => c.shop.id === shopId);
  if (!found) throw new AppError('NotFound', 'You have no bookings at this salon');
  return found;
}

export const accountShopView = (shop: ShopRow): AccountShop => ({
  id: shop.id,
  subdomain: shop.subdomain,
  name: shop.name,
  timeZone: shop.timeZone,
  address: shop.address,
  phone: shop.phone,
  phoneDisplay: shopPhoneText(shop),
  country: shopCountry(shop),
  branding: { color: shop.brandColor, logoUrl: shopLogoUrl(shop) },
});

/** The customer ids of the account, for queries that span its salons. */
export const customerIdsOf = (records: AccountCustomer[]) => records.map((r) => r.customerId);
