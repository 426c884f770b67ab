import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A customer's acknowledgement that they are in a country the shop does not sell to (1-platform.md
 * §3 countryBannedConfirmationRequired; POST /customer/terms-and-conditions/location): one row per
 * customer and country, so a customer who travels to a second such country is asked again.
 */
export const countryAcknowledgements = pgTable(
  'country_acknowledgements',
  {
    customerId: text('customer_id').notNull(),
    countryCode: text('country_code').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.countryCode] }),
    check('country_acknowledgements_code', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);
