import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { stylists } from './stylists.ts';
import { users } from './users.ts';

/**
 * An offer to join a shop's team. Nothing of the invitee changes until they accept it with the
 * token from the mail; the token is kept only as a keyed hash, so the table cannot be replayed.
 */
export const shopInvitations = pgTable(
  'shop_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Lower-cased; only the account with this address may accept. */
    email: text('email').notNull(),
    /** ROLE_SHOP_ADMIN or ROLE_STAFF, as the membership will have. */
    role: text('role').notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    /** The stylist whose login this is meant to be; linked on acceptance if still free. */
    stylistId: uuid('stylist_id').references(() => stylists.id, { onDelete: 'set null' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the last mail went out (the first one, or a resend). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_invitations_token_key').on(t.tokenHash),
    // One open invitation per address and shop; answered or revoked ones stay as history.
    uniqueIndex('shop_invitations_pending_key')
      .on(t.shopId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('shop_invitations_shop_idx').on(t.shopId, t.createdAt),
  ],
);

export type ShopInvitationRow = typeof shopInvitations.$inferSelect;
