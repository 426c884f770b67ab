import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Staff notes on a customer (docs/decisions/273): append-only, like the audit log (a trigger in
 * the migration refuses UPDATE, DELETE and TRUNCATE). A wrong note is answered by a new one.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: text('id').primaryKey(),
    /** Orders notes written within one clock tick. */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    customerId: text('customer_id').notNull(),
    authorId: text('author_id').notNull(),
    /** The author's email when writing: staff rows belong to the staff module, so it is kept here. */
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.seq)],
);
