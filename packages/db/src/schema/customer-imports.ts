import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/** One customer import as it was written: what it did, so that it can be undone as a whole. */
export const customerImportBatches = pgTable(
  'customer_import_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    /** The file's name as the browser gave it, to tell imports apart in the list. */
    fileName: text('file_name'),
    createdCount: integer('created_count').notNull(),
    updatedCount: integer('updated_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the undo did: `{ restored, removed, kept: [{ customerId, name, reason, fields }] }`. */
    undoResult: jsonb('undo_result'),
  },
  (t) => [index('customer_import_batches_shop_idx').on(t.shopId, t.createdAt)],
);

/**
 * A customer an import created (`snapshot`: the row as the import left it, without `updated_at`),
 * or updated (`changes`: `{ field: { from, to } }` of the fields it changed). The customer may be
 * gone since (removed by the undo): the record stays, naming nobody.
 */
export const customerImportChanges = pgTable(
  'customer_import_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => customerImportBatches.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['created', 'updated'] }).notNull(),
    snapshot: jsonb('snapshot'),
    changes: jsonb('changes'),
  },
  (t) => [
    index('customer_import_changes_batch_idx').on(t.batchId),
    index('customer_import_changes_customer_idx').on(t.customerId),
    check('customer_import_changes_kind_check', sql`${t.kind} in ('created', 'updated')`),
  ],
);
