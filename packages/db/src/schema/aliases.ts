import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';

/**
 * A shop's short booking links (`/b/:alias`). Kind `google` is the link on the shop's Google
 * Business Profile, `own` any other; bookings through a link remember its kind as their source.
 */
export const shopAliases = pgTable(
  'shop_aliases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_aliases_alias_key').on(t.alias), index('shop_aliases_shop_idx').on(t.shopId)],
);
