import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './identity.tables';

/**
 * A customer's sign-in with Apple or Google (3-account.md §7 /social-authentication;
 * docs/decisions/380): the provider's subject (`sub`, stable per provider), never its email, names
 * the customer. One customer per (provider, subject) and one link per provider per customer.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The provider's verified email when linked, shown on the login and security page only. */
    email: text('email'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject_idx').on(t.provider, t.subject),
    uniqueIndex('social_identities_customer_provider_idx').on(t.customerId, t.provider),
    index('social_identities_customer_idx').on(t.customerId),
  ],
);
