import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A customer's stored cards (3-account.md §3 "Fund"): the gateway's token and what may be shown,
 * never the number (docs/decisions/170). A token belongs to the one customer who added it.
 * A removed card keeps its row (deposits point at it) with `removedAt` set.
 */
export const fundsCards = pgTable(
  'funds_cards',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    gateway: text('gateway').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    uniqueIndex('funds_cards_gateway_token_idx').on(t.gateway, t.token),
    index('funds_cards_customer_idx').on(t.customerId),
    // One default card per customer at most.
    uniqueIndex('funds_cards_one_default_idx').on(t.customerId).where(sql`${t.isDefault} and ${t.removedAt} is null`),
  ],
);

/**
 * A deposit: money asked of a gateway for the customer's wallet. Its status moves only along
 * depositTransitions; the wallet is credited in the transaction that moves it to completed.
 * `purchase` holds the purchase data of a deposit-and-buy (POST /deposit_purchase), whose outcome
 * (`checkoutId` or the purchase's refusal) is written with the completion.
 */
export const fundsDeposits = pgTable(
  'funds_deposits',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    methodCode: text('method_code').notNull(),
    fundId: text('fund_id'),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    authorisationUrl: text('authorisation_url'),
    message: text('message'),
    transactionId: text('transaction_id'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    purchase: jsonb('purchase').$type<Record<string, string>>(),
    checkoutId: text('checkout_id'),
    purchaseErrorCode: text('purchase_error_code'),
    purchaseErrorMessage: text('purchase_error_message'),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('funds_deposits_gateway_reference_idx').on(t.gateway, t.gatewayReference),
    index('funds_deposits_customer_idx').on(t.customerId, t.createdAt),
    check('funds_deposits_status', sql`${t.status} in ('pending_authorisation', 'completed', 'declined', 'cancelled')`),
    check('funds_deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);
