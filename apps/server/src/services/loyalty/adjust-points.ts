import { type Actor, AppError, type CustomerLoyaltyResponse, type LoyaltyAdjustRequest } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { lockBalance } from '../../repositories/loyalty.ts';
import { assertCan } from '../shared/assert-can.ts';
import { findShopRow } from '../shops/shop-records.ts';
import { assertCustomerOfShop, customerLoyaltyView } from './customer-loyalty-view.ts';
import { addEntries } from './loyalty-ledger.ts';

/** Staff add points by hand or take some away, always saying why; never below zero. */
export async function adjustPoints(
  ctx: ServiceContext,
  actor: Actor,
  { shopId, customerId, input }: { shopId: string; customerId: string; input: LoyaltyAdjustRequest },
): Promise<CustomerLoyaltyResponse> {
  assertCan(actor, 'update', 'Customer', shopId);
  await assertCustomerOfShop(ctx.db, shopId, customerId);
  await inTransaction(ctx.db, async (tx) => {
    const balance = await lockBalance(tx, shopId, customerId);
    if (balance + input.points < 0) {
      throw new AppError(
        'InsufficientPoints',
        `The customer has ${balance} points; ${-input.points} cannot be taken`,
        {
          details: { balance },
        },
      );
    }
    await addEntries(tx, {
      shopId,
      customerId,
      actorUserId: actor.id,
      now: ctx.now(),
      entries: [
        {
          kind: 'Adjust',
          points: input.points,
          appointmentId: null,
          reverses: null,
          rewardRound: 0,
          reason: input.reason,
        },
      ],
    });
  });
  return customerLoyaltyView(ctx.db, await findShopRow(ctx.db, shopId), customerId);
}
