import type { ShopRow, UserRow } from '@salon/db';
import { defaultLocale, isLocale } from '@salon/domain';
import { countryForLocale, shopCountry } from '@salon/domain/country';
import type { ServiceContext } from '../../context.ts';
import { lastBookedShopOf } from '../../repositories/accounts.ts';

/**
 * The salon the account booked at most recently (by when the booking was made, not the visit's
 * day): its country reads a local phone number the customer types, its zone says what "today" is.
 */
export async function lastBookedShop(ctx: ServiceContext, userId: string): Promise<ShopRow | null> {
  return (await lastBookedShopOf(ctx.db, userId)) ?? null;
}

/**
 * The country the account's local phone numbers are read in and shown for: the last salon's, else
 * the one its language (`locale`, else the account's) suggests.
 */
export async function accountPhoneCountry(
  ctx: ServiceContext,
  user: UserRow,
  { lastShop, locale }: { lastShop?: ShopRow | null; locale?: string } = {},
): Promise<string> {
  const shop = lastShop === undefined ? await lastBookedShop(ctx, user.id) : lastShop;
  if (shop) return shopCountry(shop);
  const language = locale ?? user.locale;
  return countryForLocale(isLocale(language) ? language : defaultLocale);
}
