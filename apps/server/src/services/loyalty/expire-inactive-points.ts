import { and, eq, shops, sql } from '@salon/db';
import { hasLapsed } from '@salon/domain';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../infra/sql.ts';
import { inTransaction } from '../../infra/transaction.ts';
import { activityOfCustomer, addEntries, lockBalance } from './loyalty-ledger.ts';
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
  const expiring = await ctx.db
    .select()
    .from(shops)
    .where(and(eq(shops.loyaltyEnabled, true), sql`${shops.loyaltyExpiryMonths} is not null`));
  let lapsed = 0;
  for (const shop of expiring) {
    const settings = loyaltySettingsOf(shop);
    const candidates = await queryRows<{ customer_id: string }>(
      ctx.db,
      sql`select b.customer_id from loyalty_balances b
            join loyalty_entries e on e.shop_id = b.shop_id and e.customer_id = b.customer_id
           where b.shop_id = ${shop.id} and b.balance > 0
           group by b.customer_id
          having coalesce(max(e.created_at) filter (where e.kind in ('Reward', 'Redeem')
                            and not exists (select 1 from loyalty_entries back where back.reverses = e.id)),
                          max(e.created_at) filter (where e.points > 0))
                 < ${now.toISOString()}::timestamptz - make_interval(months => ${settings.expiryMonths}::int)
                   + make_interval(days => ${CANDIDATE_SLACK_DAYS})`,
    );
    for (const { customer_id: customerId } of candidates) {
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
