import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The sandbox gateway's own store (docs/decisions/170): it stands for a payment company's
 * systems, so the shop's modules never read it; they hold only the token it hands out. The card
 * number itself is not kept at all: what it decides (the test behaviour) is kept instead.
 */
export const sandboxGatewayCards = pgTable(
  'sandbox_gateway_cards',
  {
    token: text('token').primaryKey(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    holderName: text('holder_name').notNull(),
    /** What the published test number asks for: approve, decline, insufficient_funds, expired, challenge. */
    behaviour: text('behaviour').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    check(
      'sandbox_gateway_cards_behaviour',
      sql`${t.behaviour} in ('approve', 'decline', 'insufficient_funds', 'expired', 'challenge')`,
    ),
  ],
);

/** A payment the gateway was asked for: one per merchant idempotency key. */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The card token, or null for a digital wallet payment. */
    token: text('token'),
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** challenge (3-D Secure awaited), approved or declined. */
    status: text('status').notNull(),
    declineMessage: text('decline_message'),
    /** Why it was declined, as a card network's reason: card_declined, insufficient_funds, expired_card, authentication_required. */
    declineCode: text('decline_code'),
    /** A merchant-initiated payment without the customer present (a recurring purchase's). */
    offSession: boolean('off_session').notNull().default(false),
    /** Where the customer's browser goes back to after the challenge (the shop's /3ds/notify). */
    returnUrl: text('return_url').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_payments_key_idx').on(t.idempotencyKey),
    check('sandbox_gateway_payments_status', sql`${t.status} in ('challenge', 'approved', 'declined')`),
  ],
);
