import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { customers } from './customers.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/**
 * A customer's loyalty ledger in one shop: entries are only ever added (a trigger refuses
 * changes to what they count), and one taken back is reversed by a new entry that links to it.
 * The triggers are in migration 0015; `Expire` came with 0018.
 */
export const loyaltyEntries = pgTable(
  'loyalty_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were added in: the ledger reads newest first by it. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** Reward, Redeem, Adjust, RewardReversal, RedeemReversal or Expire. */
    kind: text('kind').notNull(),
    /** Signed: what the entry adds to the balance. */
    points: integer('points').notNull(),
    /** What redeemed points were worth on the visit, minor units of the shop's currency. */
    valueAmount: integer('value_amount'),
    currency: text('currency'),
    /** The entry a reversal takes back: unique, so nothing is taken back twice. */
    reverses: uuid('reverses').references((): AnyPgColumn => loyaltyEntries.id, { onDelete: 'cascade' }),
    /**
     * How many times the visit's reward was reversed before this Reward: a visit completed twice
     * (or by two people at once) is rewarded once, one undone and completed again once more.
     */
    rewardRound: integer('reward_round').notNull().default(0),
    reason: text('reason'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_entries_customer_idx').on(t.shopId, t.customerId, t.seq),
    index('loyalty_entries_appointment_idx').on(t.appointmentId),
    uniqueIndex('loyalty_entries_reward_key')
      .on(t.appointmentId, t.rewardRound)
      .where(sql`${t.kind} = 'Reward'`),
    uniqueIndex('loyalty_entries_reverses_key').on(t.reverses).where(sql`${t.reverses} is not null`),
    check(
      'loyalty_entries_kind_points',
      sql`(${t.kind} = 'Reward' and ${t.points} > 0)
       or (${t.kind} = 'Redeem' and ${t.points} < 0)
       or (${t.kind} = 'Adjust' and ${t.points} <> 0 and ${t.reason} is not null)
       or (${t.kind} = 'RewardReversal' and ${t.points} <= 0 and ${t.reverses} is not null)
       or (${t.kind} = 'RedeemReversal' and ${t.points} > 0 and ${t.reverses} is not null)
       or (${t.kind} = 'Expire' and ${t.points} < 0 and ${t.reverses} is null)`,
    ),
  ],
);

/**
 * The sum of a customer's ledger, kept by a trigger on every entry added in the entry's own
 * statement: the CHECK makes a balance below zero impossible, and the row's lock makes
 * concurrent redemptions of one customer take turns.
 */
export const loyaltyBalances = pgTable(
  'loyalty_balances',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.customerId] }),
    check('loyalty_balances_not_negative', sql`${t.balance} >= 0`),
  ],
);

export type LoyaltyEntryRow = typeof loyaltyEntries.$inferSelect;
