import type { Actor, CheckoutDraftResponse } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { itemsWithStylists } from '../../repositories/appointments.ts';
import { customersByIds } from '../../repositories/customers.ts';
import { balanceOfCustomer, entriesOfAppointment } from '../../repositories/loyalty.ts';
import { saleIdOfVisit } from '../../repositories/sales.ts';
import { findAppointment } from '../booking/find-appointment.ts';
import { standingRedemptions } from '../loyalty/loyalty-ledger.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMaySell } from './can.ts';
import { depositOfVisit } from './deposit-of-visit.ts';

/** What the checkout of a visit starts from, read without changing anything. */
export async function getCheckoutDraft(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id }: { shopId: string; id: string },
): Promise<CheckoutDraftResponse> {
  assertMaySell(actor, shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const appointment = await findAppointment(ctx.db, shopId, id);
  // The visit was found in this shop, and so are its items.
  const [items, [customer], saleId, entries] = await Promise.all([
    itemsWithStylists(ctx.db, [id]),
    appointment.customerId ? customersByIds(ctx.db, [appointment.customerId]) : Promise.resolve([]),
    saleIdOfVisit(ctx.db, id),
    entriesOfAppointment(ctx.db, shopId, id),
  ]);
  // Read in a transaction of its own: the deposit query locks its rows, as checkout does.
  const deposit = saleId
    ? { amount: 0 }
    : await inTransaction(ctx.db, (tx) => depositOfVisit(tx, shopId, id));
  const loyalty =
    shop.loyaltyEnabled && customer
      ? {
          balance: await balanceOfCustomer(ctx.db, shopId, customer.id),
          redeemPoints: shop.loyaltyRedeemPoints,
          redeemAmount: shop.loyaltyRedeemAmount,
          minimumRedeemPoints: shop.loyaltyMinimumRedeemPoints,
        }
      : null;
  return {
    appointmentId: id,
    status: appointment.status,
    currency: appointment.currency,
    customer: customer ? { id: customer.id, name: customer.name, email: customer.email } : null,
    services: items.map(({ item, stylistName }) => ({
      appointmentItemId: item.id,
      serviceId: item.serviceId,
      name: item.serviceName,
      stylistId: item.stylistId,
      stylistName,
      price: item.priceAmount,
      taxRateBps: shop.serviceTaxRateBps,
    })),
    deposit: deposit.amount,
    redeemed: (({ points, amount }) => ({ points, value: amount }))(standingRedemptions(entries, id)),
    loyalty,
    saleId: saleId ?? null,
    // Only a card Stripe can charge: one kept without its payment method is of no use at the counter.
    cardOnFile:
      customer?.stripePaymentMethodId && customer.cardLast4
        ? { brand: customer.cardBrand ?? 'unknown', last4: customer.cardLast4 }
        : null,
  };
}
