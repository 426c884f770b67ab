import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every email, written in the transaction of the change that causes it and sent by a job.
 * A row stays unsent until a delivery marks it; a delivery claims it for a while first.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: ts('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: ts('claimed_until'),
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.sentAt, t.createdAt)],
);
