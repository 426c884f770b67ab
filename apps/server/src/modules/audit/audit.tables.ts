import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every staff action, written in the same transaction as the action (docs/decisions/163).
 * Append-only: a trigger of the migration refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    /** Order of writing, for newest-first paging when two rows share a time. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for the command-line bootstrap of the first administrator, which no staff member does. */
    staffId: text('staff_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The caller's IP address, or `cli:<user>@<host>` for the command-line tool. */
    address: text('address').notNull(),
  },
  (t) => [index('audit_log_seq_idx').on(t.seq), index('audit_log_subject_idx').on(t.subjectType, t.subjectId)],
);
