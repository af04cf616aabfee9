import type { Db } from '@salon/db';
import {
  type Actor,
  AppError,
  type CheckoutRequest,
  computeSale,
  defineAbilityFor,
  mayCompleteEarly,
  type SaleResponse,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { itemsOfVisits } from '../../repositories/appointments.ts';
import { entriesOfAppointment } from '../../repositories/loyalty.ts';
import { saleIdOfVisit } from '../../repositories/sales.ts';
import { writeStatusChange } from '../appointments/write-status-change.ts';
import { findAppointment } from '../booking/find-appointment.ts';
import { standingRedemptions } from '../loyalty/loyalty-ledger.ts';
import { redeemOnVisit } from '../loyalty/redeem-on-visit.ts';
import { withCardOnFile } from '../online-payments/charge-card-on-file.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertMaySell } from './can.ts';
import { depositOfVisit } from './deposit-of-visit.ts';
import { queueReceiptMail } from './email-receipt.ts';
import { recordSale } from './record-sale.ts';
import { checkTipStylists, invalid, priceProducts, priceServices } from './sale-input.ts';
import { saleView } from './sale-view.ts';

/**
 * Checks out a visit in one transaction: the services done (as booked unless told otherwise),
 * products, discount, tips, points redeemed, the online deposit deducted and the rest paid at the
 * counter; the visit becomes completed through the same status change as the complete action
 * (history, live update, loyalty reward) and gets its numbered receipt. Nothing of it is kept
 * unless all of it is.
 */
export async function checkoutAppointment(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, id, input }: { shopId: string; id: string; input: CheckoutRequest },
): Promise<SaleResponse> {
  assertMaySell(actor, shopId);
  const shop = await findShopRow(ctx.db, shopId);
  const now = ctx.now();
  const { saleId } = await withCardOnFile(
    ctx,
    { shopId, currency: shop.currency, appointmentId: id },
    (chargeCardOnFile, transaction) =>
      inTransaction(
        ctx.db,
        async (tx) => {
          const appointment = await findAppointment(tx, shopId, id, { lock: true });
          const existing = await saleIdOfVisit(tx, id);
          if (existing) {
            throw new AppError('AlreadyCheckedOut', 'This visit has already been checked out', {
              details: { saleId: existing },
            });
          }
          if (appointment.status !== 'completed' && appointment.status !== 'confirmed') {
            throw new AppError(
              'InvalidTransition',
              `A ${appointment.status} appointment cannot be checked out`,
            );
          }
          // The visit was found in this shop, and so are its items.
          const booked = await itemsOfVisits(tx, [id]);
          const serviceLines = input.services ?? booked.map((item) => ({ appointmentItemId: item.id }));
          const lines = [
            ...(await priceServices(tx, { shop, lines: serviceLines, booked })),
            ...(await priceProducts(tx, { shop, lines: input.products })),
          ];
          if (lines.length === 0) throw invalid('body.services', 'Add a service or a product');
          await checkTipStylists(tx, shopId, input.tips);

          if (input.loyaltyPoints) {
            if (!appointment.customerId)
              throw invalid('body.loyaltyPoints', 'This visit has no customer to redeem points of');
            await redeemOnVisit(tx, {
              shop,
              customerId: appointment.customerId,
              visit: appointment,
              points: input.loyaltyPoints,
              actorUserId: actor.id,
              now,
              field: 'body.loyaltyPoints',
            });
          }
          // Points redeemed when booking count as well as those redeemed now.
          const redeemed = standingRedemptions(await entriesOfAppointment(tx, shopId, id), id);

          const deposit = await depositOfVisit(tx, shopId, id);
          // Points are earned on what is paid for services and products; a sale that does not add up
          // is refused by recordSale below, and nothing of this is kept.
          const priced = computeSale({
            lines,
            discount: input.discount ?? null,
            loyaltyValue: redeemed.amount,
            tips: input.tips,
            deposit: deposit.amount,
          });
          // Completing first: a visit that cannot be completed (not started yet, cancelled) is not paid either.
          if (appointment.status !== 'completed') {
            await writeStatusChange(tx as unknown as Db, {
              shop,
              id,
              action: 'complete',
              actor: { kind: 'staff', userId: actor.id },
              options: {
                now,
                mayCompleteEarly: mayCompleteEarly(defineAbilityFor(actor), shopId),
                ...(priced.ok ? { paidAmount: priced.totals.linesTotal } : {}),
              },
            });
          }
          return recordSale(tx, {
            shop,
            actorUserId: actor.id,
            appointmentId: id,
            customerId: appointment.customerId,
            lines,
            discount: input.discount,
            loyalty: { points: redeemed.points, value: redeemed.amount },
            tips: input.tips,
            deposit,
            payments: input.payments,
            note: input.note,
            now,
            chargeCardOnFile,
          });
        },
        transaction,
      ),
  );
  if (input.emailReceipt) await queueReceiptMail(ctx, { shop, saleId, to: null, quiet: true });
  return saleView(ctx.db, shop, saleId);
}
