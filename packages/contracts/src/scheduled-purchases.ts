import { z } from 'zod';
import { gameTypeKeys, moneySchema, productTypes } from './catalogue';
import { DEFAULT_PAGE_SIZE } from './constants';
import { intParam } from './draws';

/**
 * Scheduled purchases and pre-orders (2-shopping.md §3 Scheduled purchase, §4, §7; decision 364):
 * a cart line bought for a draw whose sales have not opened yet, paid at checkout and held; its
 * tickets are issued when the draw's sales open, and until then the customer may cancel it for a
 * refund to the wallet.
 */

/**
 * Whether a line bought for a draw whose sales have not opened (its purchase status pre_order) is
 * held as a scheduled purchase or pre-order, its tickets set aside and issued when sales open
 * (decisions 364, 556): it buys that one draw, is not a syndicate share, and is not bought again
 * (a recurring line is bought outright and its record buys the later draws). Any other line is
 * bought outright. Only with the recurring engine on (the pre_order capability) is anything held:
 * the checkout asks this, and the pages that say what will happen ask it too.
 */
export function heldUntilSalesOpen(line: {
  purchaseStatus: string;
  drawCount: number;
  gameType: string;
  recurs: boolean;
}): boolean {
  return line.purchaseStatus === 'pre_order' && line.drawCount === 1 && line.gameType !== 'syndicate' && !line.recurs;
}

/** Scheduled purchase status (2-shopping.md §4). */
export const scheduledStatuses = ['scheduled_status_active', 'scheduled_status_cancelled'] as const;
export type ScheduledStatus = (typeof scheduledStatuses)[number];

/** Kinds (2-shopping.md §4): a raffle's pre-order, or any other draw bought before it opens. */
export const scheduledPurchaseKinds = ['scheduled_purchase', 'pre_order'] as const;
export type ScheduledPurchaseKind = (typeof scheduledPurchaseKinds)[number];

/** Why a scheduled purchase was cancelled: the customer asked, or its draw could not take it when it opened. */
export const scheduledCancelReasons = ['customer', 'sold_out', 'draw_closed', 'refused'] as const;
export type ScheduledCancelReason = (typeof scheduledCancelReasons)[number];

/** One scheduled purchase (the spec names encodedId, status and kind; the rest is decision 364's). */
export const scheduledPurchaseSchema = z.object({
  encodedId: z.string(),
  status: z.enum(scheduledStatuses),
  kind: z.enum(scheduledPurchaseKinds),
  productType: z.enum(productTypes),
  productOfferKey: z.string(),
  productOfferName: z.string(),
  gameType: z.enum(gameTypeKeys),
  gameOffer: z.string(),
  numGames: z.number().int(),
  quantity: z.number().int(),
  drawId: z.string(),
  drawNo: z.number().int(),
  drawDate: z.string(),
  /** What the customer paid at checkout for it. */
  amountPaid: moneySchema,
  /** The checkout that paid for it (its receipt). */
  checkoutId: z.string(),
  /** Placed: its tickets were issued when sales opened (the order that holds them). */
  placedAt: z.string().nullable(),
  placedCheckoutId: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.enum(scheduledCancelReasons).nullable(),
  /** Given back to the wallet when it was cancelled. */
  refunded: moneySchema.nullable(),
  /** Whether PATCH …/cancel would take it now: active and not placed. */
  cancellable: z.boolean(),
  createdAt: z.string(),
});
export type ScheduledPurchase = z.infer<typeof scheduledPurchaseSchema>;

/** GET /scheduled-purchases (v3.2): limit and offset, as the other recurring lists. */
export const scheduledListQuerySchema = z.object({
  limit: intParam(1, 100).default(DEFAULT_PAGE_SIZE),
  offset: intParam(0, 1_000_000).default(0),
});
export type ScheduledListQuery = z.infer<typeof scheduledListQuerySchema>;

/** The path's encodedId: our ids are sp_ and 16 letters or digits; anything else is no scheduled purchase. */
export const scheduledIdParamsSchema = z.object({ encodedId: z.string().min(1).max(64) });
