import type { ProgramSettings } from '@drawline/contracts';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A program's words set by content editors (decision 461): one row per program, its version moved
 * on by each save; GET /v4/config answers them over the words the shop starts with.
 */
export const membershipProgramSettings = pgTable('membership_program_settings', {
  program: text('program').primaryKey(),
  settings: jsonb('settings').$type<ProgramSettings>().notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
