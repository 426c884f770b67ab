import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sitewide banner text per sub-variant state code (2-shopping.md §5: the text differs by
 * state; the SA text is used only in SA). The row with state code 'default' serves every state
 * without a row of its own.
 */
export const sitewideBanners = pgTable('sitewide_banners', {
  stateCode: text('state_code').primaryKey(),
  text: text('text').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
