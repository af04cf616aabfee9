import { hasLapsed } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { customersWithLapsingPoints, lockBalance } from '../../repositories/loyalty.ts';
import { shopsWithExpiringPoints } from '../../repositories/shops.ts';
import { activityOfCustomer, addEntries } from './loyalty-ledger.ts';
import { loyaltySettingsOf } from './loyalty-settings-of.ts';

type JobContext = Pick<ServiceContext, 'db' | 'now'>;

// The database's month arithmetic only finds candidates; the domain decides, on the shop's
// calendar. Its months may end a few days earlier than the database's (31 January + 1 month is
// 28 February there): a few days' slack keeps such balances among the candidates.
const CANDIDATE_SLACK_DAYS = 4;

/**
 * Lets points lapse where a shop's programme says they do: each balance whose customer had no
 * Reward or Redeem for the shop's `expiryMonths` gets an `Expire` entry of minus the balance.
 * Each customer in a transaction of its own, with the balance row locked and the activity read
 * again under the lock, so a visit rewarded meanwhile keeps the points, and a second run (or a
 * second server) finds the balance at zero and writes nothing. Returns how many balances lapsed.
 */
export async function expireInactivePoints(ctx: JobContext): Promise<number> {
  const now = ctx.now();
  const expiring = await shopsWithExpiringPoints(ctx.db);
  let lapsed = 0;
  for (const shop of expiring) {
    const settings = loyaltySettingsOf(shop);
    const candidates = await customersWithLapsingPoints(ctx.db, {
      shopId: shop.id,
      now,
      expiryMonths: settings.expiryMonths,
      slackDays: CANDIDATE_SLACK_DAYS,
    });
    for (const customerId of candidates) {
      const expired = await inTransaction(ctx.db, async (tx) => {
        const balance = await lockBalance(tx, shop.id, customerId);
        if (balance <= 0) return false;
        const activity = await activityOfCustomer(tx, shop.id, customerId);
        if (!hasLapsed(settings, activity, shop.timeZone, now.getTime())) return false;
        await addEntries(tx, {
          shopId: shop.id,
          customerId,
          actorUserId: null,
          now,
          entries: [
            {
              kind: 'Expire',
              points: -balance,
              appointmentId: null,
              reverses: null,
              rewardRound: 0,
            },
          ],
        });
        return true;
      });
      if (expired) lapsed += 1;
    }
  }
  return lapsed;
}
