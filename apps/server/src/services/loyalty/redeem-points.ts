import type { Tx } from '@salon/db';
import {
  type Actor,
  AppError,
  type AppointmentStatus,
  type CustomerLoyaltyResponse,
  type LoyaltyRedeemRequest,
  redeemableStatuses,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { shareLockVisit } from '../../repositories/appointments.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertCustomerOfShop, customerLoyaltyView } from './customer-loyalty-view.ts';
import { redeemOnVisit } from './redeem-on-visit.ts';

/**
 * The visit, shared-locked: redemptions of it may run side by side (the balance row makes them
 * take turns), but a cancel waits until they are written, and then gives them back.
 */
async function visitToRedeemOn(tx: Tx, shopId: string, customerId: string, appointmentId: string) {
  const visit = await shareLockVisit(tx, shopId, appointmentId);
  if (!visit || visit.customerId !== customerId) {
    const message = 'Not a visit of this customer';
    throw new AppError('ValidationError', message, { details: [{ path: 'body.appointmentId', message }] });
  }
  if (!redeemableStatuses.includes(visit.status as AppointmentStatus)) {
    throw new AppError('InvalidTransition', `Points cannot be redeemed on a ${visit.status} visit`);
  }
  return visit;
}

/** Staff redeem a customer's points against one of their visits, at the shop's rate. */
export async function redeemPoints(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, customerId, input }: { shopId: string; customerId: string; input: LoyaltyRedeemRequest },
): Promise<CustomerLoyaltyResponse> {
  assertCan(actor, 'update', 'Customer', shopId);
  await assertCustomerOfShop(ctx.db, shopId, customerId);
  const shop = await findShopRow(ctx.db, shopId);
  await inTransaction(ctx.db, async (tx) => {
    const visit = await visitToRedeemOn(tx, shopId, customerId, input.appointmentId);
    await redeemOnVisit(tx, {
      shop,
      customerId,
      visit,
      points: input.points,
      actorUserId: actor.id,
      now: ctx.now(),
      field: 'body.points',
    });
  });
  return customerLoyaltyView(ctx.db, shop, customerId);
}
