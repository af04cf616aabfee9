import { and, appointments, eq, type Tx } from '@salon/db';
import {
  type Actor,
  AppError,
  type AppointmentStatus,
  type CustomerLoyaltyResponse,
  checkRedeem,
  type LoyaltyRedeemRequest,
  redeemableStatuses,
  unreversed,
} from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertCustomerOfShop, customerLoyaltyView } from './customer-loyalty-view.ts';
import { addEntries, entriesOfAppointment, lockBalance, toLedgerEntry } from './loyalty-ledger.ts';
import { loyaltySettingsOf } from './loyalty-settings-of.ts';

const invalid = (path: string, message: string) =>
  new AppError('ValidationError', message, { details: [{ path, message }] });

/**
 * The visit, shared-locked: redemptions of it may run side by side (the balance row makes them
 * take turns), but a cancel waits until they are written, and then gives them back.
 */
async function visitToRedeemOn(tx: Tx, shopId: string, customerId: string, appointmentId: string) {
  const [visit] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.shopId, shopId)))
    .for('share');
  if (!visit || visit.customerId !== customerId) {
    throw invalid('body.appointmentId', 'Not a visit of this customer');
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
  const settings = loyaltySettingsOf(shop);
  await ctx.db.transaction(async (tx) => {
    const visit = await visitToRedeemOn(tx, shopId, customerId, input.appointmentId);
    const balance = await lockBalance(tx, shopId, customerId);
    const onVisit = await entriesOfAppointment(tx, shopId, visit.id);
    const standing = new Set(unreversed(onVisit.map(toLedgerEntry), 'Redeem', visit.id).map((e) => e.id));
    const redeemed = onVisit
      .filter((e) => standing.has(e.id))
      .reduce((sum, e) => sum + (e.valueAmount ?? 0), 0);
    const priceLeft = visit.priceAmount - redeemed;
    const verdict = checkRedeem(settings, { balance, points: input.points, priceLeft });
    if (!verdict.allowed) {
      switch (verdict.code) {
        case 'LoyaltyOff':
          throw new AppError('LoyaltyOff', 'The loyalty programme is off in this salon');
        case 'BelowMinimum':
          throw invalid('body.points', `Redeem at least ${settings.minimumRedeemPoints} points at once`);
        case 'InsufficientPoints':
          throw new AppError('InsufficientPoints', `The customer has ${balance} points`, {
            details: { balance },
          });
        case 'ExceedsPrice':
          throw invalid(
            'body.points',
            `Worth more than is left to pay for this visit (${priceLeft} ${visit.currency})`,
          );
      }
    }
    await addEntries(tx, {
      shopId,
      customerId,
      actorUserId: actor.id,
      now: ctx.now(),
      entries: [
        {
          kind: 'Redeem',
          points: -input.points,
          appointmentId: visit.id,
          reverses: null,
          rewardRound: 0,
          value: { amount: verdict.value, currency: visit.currency },
        },
      ],
    });
  });
  return customerLoyaltyView(ctx.db, shop, customerId);
}
