import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { customers } from './customers.ts';
import { shops } from './shops.ts';

/**
 * A customer's review of one completed visit: one per appointment, editable by the customer for
 * a while after the first submission, answered publicly and hidden (never deleted) by the salon.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The stylists of the visit when it was reviewed: per-stylist figures read them. */
    stylistIds: uuid('stylist_ids').array().notNull().default(sql`'{}'::uuid[]`),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** The salon's public answer. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden from the public listing (abusive); still counted in the salon's own figures. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_appointment_key').on(t.appointmentId),
    index('reviews_shop_created_idx').on(t.shopId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
