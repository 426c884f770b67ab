import { z } from 'zod';
import { recurringPurchaseTypes } from './catalogue';
import { fundSchema } from './funds';
import { lastAttemptStatuses } from './recurring';

/**
 * Paying for recurring purchases without the customer (3-account.md §3 Customer
 * `availableRecurringPurchaseMethods`, `selectedRecurringPurchaseMethodKey`; §7
 * /customer/recurring-purchase-method; 2-shopping.md §4 payment resolution; decision 358).
 */

/** The wallet alone: what a customer with no card chosen pays recurring purchases with. */
export const WALLET_RECURRING_METHOD = 'wallet';

export const recurringPurchaseMethodSchema = z.object({
  /** `wallet`, or the saved card's fund id. */
  key: z.string(),
  type: z.enum(['wallet', 'cc']),
  label: z.string(),
  /** The saved card, for a card. */
  fund: fundSchema.nullable(),
});
export type RecurringPurchaseMethod = z.infer<typeof recurringPurchaseMethodSchema>;

export const recurringPurchaseMethodsSchema = z.object({
  availableRecurringPurchaseMethods: z.array(recurringPurchaseMethodSchema),
  selectedRecurringPurchaseMethodKey: z.string(),
});
export type RecurringPurchaseMethods = z.infer<typeof recurringPurchaseMethodsSchema>;

/** POST /customer/recurring-purchase-method?recurring_purchase_method=… (the spec's query, camel-cased by the platform). */
export const recurringPurchaseMethodChoiceSchema = z.object({
  recurringPurchaseMethod: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Choose one of your saved cards or the wallet.'),
});

/** Fund kinds of a payment resolution (2-shopping.md §4). */
export const resolutionFundKinds = ['unfunded', 'wallet', 'cc', 'paypal', 'bank'] as const;
export type ResolutionFundKind = (typeof resolutionFundKinds)[number];

/** What the customer may do about a resolution (2-shopping.md §4). */
export const resolutionActions = ['change-fund', 'add-card', 'payment-method-updated'] as const;
export type ResolutionAction = (typeof resolutionActions)[number];

/** The client's states of a resolution, and the sync's answer (3-account.md §4). */
export const resolutionProcessStates = ['fetching', 'retrying', 'completed', 'retry error'] as const;

export const failedRecurringPurchaseSchema = z.object({
  recurringPurchaseId: z.string(),
  type: z.enum(recurringPurchaseTypes),
  productOfferKey: z.string(),
  lastAttemptStatus: z.enum(lastAttemptStatuses),
  failureCode: z.string().nullable(),
  /** The failure in the customer's words. */
  failureMessage: z.string(),
  lastAttemptAt: z.string().nullable(),
});

export const paymentResolutionSchema = z.object({
  fundSource: z.object({ id: z.string().nullable() }),
  fundKind: z.enum(resolutionFundKinds),
  actions: z.array(z.enum(resolutionActions)),
  recurringPurchases: z.array(failedRecurringPurchaseSchema),
});
export type PaymentResolution = z.infer<typeof paymentResolutionSchema>;

export const recurringSyncResultSchema = z.object({
  recurringPurchaseId: z.string(),
  /** purchased, waiting (jackpot), not_due (no draw on sale), soft_failure, hard_failure, skipped. */
  outcome: z.string(),
  code: z.string().nullable(),
});

/** POST /process_recurring_purchases/sync: `completed` when nothing failed again, else `retry error`. */
export const recurringSyncSchema = z.object({
  status: z.enum(['completed', 'retry error']),
  results: z.array(recurringSyncResultSchema),
});
export type RecurringSync = z.infer<typeof recurringSyncSchema>;

/** The customer's words for a recurring purchase's failure code. */
export const recurringFailureMessages: Record<string, string> = {
  insufficient_funds: 'Your wallet did not hold enough for this draw.',
  card_insufficient_funds: 'Your card had insufficient funds.',
  card_expired: 'Your card has expired.',
  card_declined: 'Your card was declined.',
  card_removed: 'The card chosen for your recurring purchases was removed.',
  card_authentication_required: 'Your card issuer asked for a confirmation that cannot be given without you.',
  deposit_limit_exceeded: 'Paying by card would take you past your deposit limit.',
  spend_limit_exceeded: 'This draw would take you past your spend limit.',
  self_excluded: 'You are taking a break from play.',
  customer_locked: 'Your account is locked.',
  account_locked: 'Your account is locked.',
  sold_out: 'The draw sold out.',
  draw_closed: 'The draw closed before it could be bought.',
  cart_blocked: 'This game is no longer sold as your recurring purchase buys it.',
};
/** `month`: said of a membership's month (decision 456), which is paid rather than a draw bought. */
export function recurringFailureMessage(code: string | null, unit: 'draw' | 'month' = 'draw'): string {
  const words = (code && recurringFailureMessages[code]) || 'This draw could not be bought.';
  if (unit === 'draw') return words;
  return words === 'This draw could not be bought.'
    ? 'This month could not be paid.'
    : words.replace('This draw', 'This month').replace('this draw', 'this month');
}

/** How many syncs a customer may ask for in a window (decision 372): each asks the gateway and places orders. */
export const RECURRING_SYNC_LIMIT = { max: 5, windowSeconds: 15 * 60 } as const;
