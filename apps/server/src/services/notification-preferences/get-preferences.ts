import type { CustomerRow, ShopRow } from '@salon/db';
import { AppError, type CustomerPreferencesResponse, isLocale } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { customerWithShop } from '../../repositories/customers.ts';
import { customerOfPreferencesToken } from './preference-token.ts';

/** The customer record and shop a preferences link names; a link to a deleted record is invalid too. */
export async function customerOfLink(
  ctx: ServiceContext,
  token: string,
): Promise<{ customer: CustomerRow; shop: ShopRow }> {
  const customerId = customerOfPreferencesToken(ctx, token);
  const row = await customerWithShop(ctx.db, customerId);
  if (!row) throw new AppError('PreferencesLinkInvalid', 'This link is not valid or has expired');
  return row;
}

/**
 * Marketing as stored: true given, false refused, null never asked. A customer who was never asked
 * has given no consent, so no form shows it ticked for them; only their own tick gives it.
 */
export const preferencesView = (customer: CustomerRow, shop: ShopRow): CustomerPreferencesResponse => ({
  reminders: customer.remindersEnabled,
  marketing: customer.marketingConsent,
  shop: { name: shop.name, subdomain: shop.subdomain },
  customerName: customer.name,
  locale: [customer.locale, shop.locale].find(isLocale) ?? 'en',
});

export async function getPreferences(
  ctx: ServiceContext,
  token: string,
): Promise<CustomerPreferencesResponse> {
  const { customer, shop } = await customerOfLink(ctx, token);
  return preferencesView(customer, shop);
}
