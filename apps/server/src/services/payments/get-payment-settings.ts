import type { Actor, PaymentSettingsResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { paymentSettingsView } from './payment-settings-records.ts';

/**
 * The shop's Stripe keys and payment policy. Owners only: the keys are the salon's access to its
 * money, so staff (who have no Settings ability) neither see nor change them.
 */
export async function getPaymentSettings(
  ctx: ServiceContext,
  actor: Actor,
  shopId: string,
): Promise<PaymentSettingsResponse> {
  assertCan(actor, 'read', 'Settings', shopId);
  const shop = await findShopRow(ctx.db, shopId);
  return paymentSettingsView(ctx.db, shop);
}
