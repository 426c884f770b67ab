import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What a customer did with a notification of their feed (decision 421): read it, or dismissed it.
 * The notifications themselves are the facts other modules keep (a win's notice, a recurring
 * purchase's notice, a withdrawal, an identity check); a notification with no row here is unread.
 */
export const notificationStates = pgTable(
  'notification_states',
  {
    customerId: text('customer_id').notNull(),
    notificationId: text('notification_id').notNull(),
    readAt: ts('read_at').notNull(),
    dismissedAt: ts('dismissed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.notificationId] }),
    index('notification_states_customer_idx').on(t.customerId, t.readAt),
  ],
);
