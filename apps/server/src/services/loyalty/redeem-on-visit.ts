import type { AppointmentRow, ShopRow, Tx } from '@salon/db';
import { AppError, checkRedeem } from '@salon/domain';
import { entriesOfAppointment, lockBalance } from '../../repositories/loyalty.ts';
import { addEntries, standingRedemptions } from './loyalty-ledger.ts';
import { loyaltySettingsOf } from './loyalty-settings-of.ts';

const invalid = (path: string, message: string) =>
  new AppError('ValidationError', message, { details: [{ path, message }] });

/**
 * Redeems a customer's points on one of their visits at the shop's rate, in the caller's
 * transaction (the visit is locked or was inserted by it): whatever the caller did with the visit
 * stands or falls with the redemption. The balance row is locked first, so of two redemptions of
 * one customer the second reads what the first left; the database refuses a balance below zero
 * even so. `field` names the request field the points came in, for a refusal.
 */
export async function redeemOnVisit(
  tx: Tx,
  {
    shop,
    customerId,
    visit,
    points,
    actorUserId,
    now,
    field,
  }: {
    shop: ShopRow;
    customerId: string;
    visit: Pick<AppointmentRow, 'id' | 'priceAmount' | 'currency'>;
    points: number;
    actorUserId: string | null;
    now: Date;
    field: string;
  },
): Promise<{ value: number }> {
  const settings = loyaltySettingsOf(shop);
  const balance = await lockBalance(tx, shop.id, customerId);
  const onVisit = await entriesOfAppointment(tx, shop.id, visit.id);
  const priceLeft = visit.priceAmount - standingRedemptions(onVisit, visit.id).amount;
  const verdict = checkRedeem(settings, { balance, points, priceLeft });
  if (!verdict.allowed) {
    switch (verdict.code) {
      case 'LoyaltyOff':
        throw new AppError('LoyaltyOff', 'The loyalty programme is off in this salon');
      case 'BelowMinimum':
        throw invalid(field, `Redeem at least ${settings.minimumRedeemPoints} points at once`);
      case 'InsufficientPoints':
        throw new AppError('InsufficientPoints', `The balance is ${balance} points`, {
          details: { balance },
        });
      case 'ExceedsPrice':
        throw invalid(
          field,
          `Worth more than is left to pay for this visit (${priceLeft} ${visit.currency})`,
        );
    }
  }
  await addEntries(tx, {
    shopId: shop.id,
    customerId,
    actorUserId,
    now,
    entries: [
      {
        kind: 'Redeem',
        points: -points,
        appointmentId: visit.id,
        reverses: null,
        rewardRound: 0,
        value: { amount: verdict.value, currency: visit.currency },
      },
    ],
  });
  return { value: verdict.value };
}
