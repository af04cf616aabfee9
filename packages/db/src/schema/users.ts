import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased, so addresses compare case-insensitively. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /**
     * The name is only the address's local part, put there when the account was made by an
     * e-mail code: nobody gave it. A booking asks for a name while this holds.
     */
    nameFromEmail: boolean('name_from_email').notNull().default(false),
    /** scrypt hash; null for accounts that only sign in by e-mail code. */
    passwordHash: text('password_hash'),
    /** Platform-wide roles: ROLE_ADMIN, ROLE_CUSTOMER. Shop roles live in shop_members. */
    roles: text('roles').array().notNull().default(sql`'{ROLE_CUSTOMER}'::text[]`),
    locale: text('locale').notNull().default('en'),
    /** E.164; the account's own, copied to its records at every salon. */
    phone: text('phone'),
    birthday: date('birthday', { mode: 'string' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export type UserRow = typeof users.$inferSelect;
