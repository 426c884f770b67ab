import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The customer's unattended payment method (3-account.md §7 /customer/recurring-purchase-method):
 * the saved card the engine may charge when the wallet is short. No row, or a null card, is the
 * wallet alone. The card is the funds module's id; the funds module says whether it is still theirs.
 */
export const recurringPurchaseMethods = pgTable('recurring_purchase_methods', {
  customerId: text('customer_id').primaryKey(),
  fundId: text('fund_id'),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * A merchant-initiated card charge for one draw of a recurring purchase: written before the
 * gateway is asked (status `asked`), so a run killed after asking finishes it with the same key,
 * and the gateway's own idempotency answers the same payment: one charge per key, never two.
 * A new attempt for the same draw (a higher `attempt`) only follows a decline.
 */
export const recurringCharges = pgTable(
  'recurring_charges',
  {
    recurringPurchaseId: text('recurring_purchase_id').notNull(),
    drawId: text('draw_id').notNull(),
    attempt: integer('attempt').notNull(),
    customerId: text('customer_id').notNull(),
    fundId: text('fund_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The key the gateway takes one payment for. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** asked, booked (the deposit credited) or declined. */
    status: text('status').notNull(),
    gatewayReference: text('gateway_reference'),
    depositId: text('deposit_id'),
    /** Why it was declined: card_insufficient_funds (soft) or a hard code. */
    failureCode: text('failure_code'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recurringPurchaseId, t.drawId, t.attempt] }),
    uniqueIndex('recurring_charges_key_idx').on(t.idempotencyKey),
    index('recurring_charges_asked_idx').on(t.status).where(sql`${t.status} = 'asked'`),
    check('recurring_charges_status', sql`${t.status} in ('asked', 'booked', 'declined')`),
    check('recurring_charges_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * What the customer was told about one draw of a recurring purchase: a failure (one email and
 * one in-site message) or a warning the day before the stop time. The primary key makes each
 * once, however many runs retry the draw.
 */
export const recurringNotices = pgTable(
  'recurring_notices',
  {
    recurringPurchaseId: text('recurring_purchase_id').notNull(),
    drawId: text('draw_id').notNull(),
    /** failure or warning. */
    kind: text('kind').notNull(),
    customerId: text('customer_id').notNull(),
    /** The failure's or the warning's reason code. */
    reason: text('reason').notNull(),
    /** The in-site message: read by the customer, or not yet. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recurringPurchaseId, t.drawId, t.kind] }),
    index('recurring_notices_customer_idx').on(t.customerId, t.createdAt),
    check('recurring_notices_kind', sql`${t.kind} in ('failure', 'warning')`),
  ],
);

/**
 * What the engine's last run found for a draw (the console's dashboard, issue 25): recurring
 * purchases due for it and not placed, of which waiting for the jackpot and failing softly. Bought
 * and given-up draws are counted from the placements themselves; this holds what leaves no row.
 * Several processes' runs overwrite each other: the figures are those of the latest run.
 */
export const recurringDrawRuns = pgTable('recurring_draw_runs', {
  drawId: text('draw_id').primaryKey(),
  productOfferKey: text('product_offer_key').notNull(),
  /** Due and not placed at the end of the run (waiting, soft failures, errors). */
  pending: integer('pending').notNull(),
  waitingForJackpot: integer('waiting_for_jackpot').notNull(),
  softFailures: integer('soft_failures').notNull(),
  ranAt: ts('ran_at').notNull(),
});
