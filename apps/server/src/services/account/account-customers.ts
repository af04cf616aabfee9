import { and, customers, eq, isNotNull, type ShopRow, shops, sql, users } from '@salon/db';
import { type AccountShop, AppError } from '@salon/domain';
import { shopCountry } from '@salon/domain/country';
import type { ServiceContext } from '../../context.ts';
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
  const [user] = await ctx.db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('error.http.401', 'The account no longer exists');
  if (user.verifiedAt) {
    await ctx.db
      .update(customers)
      .set({ userId, updatedAt: ctx.now() })
      .where(
        and(
          eq(customers.email, user.email),
          sql`${customers.userId} is null`,
          sql`not exists (select 1 from customers mine where mine.shop_id = ${customers.shopId} and mine.user_id = ${userId})`,
        ),
      );
  }
  const rows = await ctx.db
    .select({ customerId: customers.id, shop: shops })
    .from(customers)
    .innerJoin(shops, eq(shops.id, customers.shopId))
    .where(and(eq(customers.userId, userId), isNotNull(customers.userId)))
    .orderBy(shops.name);
  return rows;
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
