import { z } from 'zod';
import { moneySchema } from './catalogue';
import { DEFAULT_PAGE_SIZE } from './constants';
import { intParam } from './draws';

/**
 * The wallet's calls (under /v2): GET /customer/withdrawable-funds (3-account.md §7) and
 * GET /transactions?limit&offset (2-shopping.md §7). Every money-moving call takes an
 * Idempotency-Key header (docs/decisions/103).
 */

/** The header of every money-moving call: one fresh key per attempt the customer makes. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 1 to 255 visible ASCII characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** What caused a movement of money: the kind of a ledger journal (docs/decisions/100). */
export const journalKinds = [
  'purchase',
  'promotional_credit',
  'deposit',
  'prize',
  'refund',
  'withdrawal',
  'correction',
  /** A balance brought over from the previous shop, once (docs/decisions/468). */
  'migration',
] as const;
export type JournalKind = (typeof journalKinds)[number];

/** GET /customer/withdrawable-funds: cash the customer may withdraw (promotional credit is not). */
export const withdrawableFundsSchema = moneySchema;

/**
 * One line of GET /transactions (the spec does not show the shape; docs/decisions/102): a movement
 * of the customer's available funds, newest first. `amount` is signed (a purchase is negative) and
 * `balanceAfter` is the available funds once it was made.
 */
export const transactionSchema = z.object({
  transactionId: z.string(),
  date: z.string(),
  type: z.enum(journalKinds),
  description: z.string(),
  amount: moneySchema,
  balanceAfter: moneySchema,
  /** What caused it (a checkout id for a purchase), for a link to its receipt. */
  reference: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const TRANSACTIONS_MAX_PAGE_SIZE = 100;

export const transactionsQuerySchema = z.object({
  limit: intParam(1, TRANSACTIONS_MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: intParam(0, 1_000_000).default(0),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;
