import { z } from 'zod';
import { gameTypeKeys, moneySchema, productTypes, recurringAvailabilities, recurringPurchaseTypes } from './catalogue';
import { formatMoney, type Money } from './money';
import { subscriptionFrequencies } from './recurring';

/**
 * The calls (under /v2; 2-shopping.md §7; docs/decisions/110-113):
 *   customer cart (signed in): GET /cart/items, POST /cart/items, POST /cart/build,
 *     PUT /cart/items/{id}, DELETE /cart/items/{id}, POST and DELETE /cart/promotion (v3.3);
 *   anonymous cart: POST /anon-cart, GET /anon-cart/{ref}, POST /anon-cart/{ref}/items,
 *     POST /anon-cart/{ref}/build, PUT and DELETE /anon-cart/{ref}/items/{itemId},
 *     POST and DELETE /anon-cart/{ref}/promotion, POST /anon-cart/{ref}/convert (signed in).
 * Every one of them answers the whole Cart, so the page shows what the server holds.
 * Request schemas describe bodies after the server's snake_case to camelCase conversion.
 */

/** An item is bought at most this many times over (docs/decisions/110). */
export const MAX_CART_ITEM_QUANTITY = 20;
/** Items one cart may hold (docs/decisions/110). */
export const MAX_CART_ITEMS = 50;
/** Games one entry may have: beyond every price list, so a bigger number is plainly wrong. */
export const MAX_ENTRY_GAMES = 100;
/** Draws one entry may run for: beyond every multi-draw list. */
export const MAX_ENTRY_DRAWS = 52;
/** An anonymous cart lives this long after its last use (2-shopping.md §9: its cookie lasts 14 days). */
export const ANONYMOUS_CART_TTL_SECONDS = 14 * 24 * 3600;

export const drawDays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type DrawDay = (typeof drawDays)[number];

/** Cart item purchase status (2-shopping.md §3): pre_order while its draw sells before opening. */
export const cartItemPurchaseStatuses = ['standard', 'pre_order'] as const;
export type CartItemPurchaseStatus = (typeof cartItemPurchaseStatuses)[number];

/** Text the database can keep: no NUL or other control characters (PostgreSQL refuses NUL). */
const plainText = (max: number, message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(max, message)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, message);

const keyText = (max: number, message: string) =>
  z.string({ error: message }).regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), message);

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** One game's picks per number set, set names kept as written (Numbers, Powerball, Favourites). */
export const gameSelectionSchema = z.record(
  z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/, 'Number sets are named in letters and digits'),
  z
    .array(z.number({ error: 'Numbers must be whole numbers' }).int('Numbers must be whole numbers').nullable())
    .max(64, 'A number set has too many numbers'),
);

/**
 * The fields of a cart item a client sends (2-shopping.md §3 Cart item and Ticket state; §7
 * POST /cart/items: item fields, affiliateCode, numDraws, recurringPurchase {type, enabled}).
 * Prices are never sent: the server prices every item from the catalogue.
 */
const cartItemFields = {
  productOfferKey: keyText(64, 'Choose a product offer'),
  gameType: z.enum(gameTypeKeys, { error: 'Choose a game type' }),
  gameOffer: keyText(64, 'Choose a game offer'),
  /** Games, systems, raffle tickets of a bundle, or syndicate shares. */
  numGames: wholeNumber(1, MAX_ENTRY_GAMES, `The number of games must be a whole number from 1 to ${MAX_ENTRY_GAMES}`),
  numDraws: wholeNumber(1, MAX_ENTRY_DRAWS, `The number of draws must be a whole number from 1 to ${MAX_ENTRY_DRAWS}`),
  /** How many times the entry is bought. */
  quantity: wholeNumber(
    1,
    MAX_CART_ITEM_QUANTITY,
    `The quantity must be a whole number from 1 to ${MAX_CART_ITEM_QUANTITY}`,
  ),
  /** One selection per game; empty for quick pick and for offers without numbers. */
  games: z.array(gameSelectionSchema).max(MAX_ENTRY_GAMES, 'Too many games'),
  /** The numbers are drawn for the customer when the ticket is bought. */
  quickPick: z.boolean({ error: 'quick_pick must be true or false' }),
  /** The (first) draw; the next one on sale when left out. */
  drawNo: wholeNumber(1, 2_147_483_647, 'Choose a draw').nullable(),
  day: z.enum(drawDays, { error: 'Choose a draw day' }).nullable(),
  causeKey: keyText(64, 'Choose a cause to support').nullable(),
  syndicateEncodedId: keyText(64, 'Choose a syndicate').nullable(),
  recurringPurchase: z
    .object({
      type: z.enum(recurringPurchaseTypes, { error: 'Choose autoplay or subscription' }),
      enabled: z.boolean({ error: 'recurring_purchase.enabled must be true or false' }),
      /** A subscription's frequency (2-shopping.md §4); monthly when left out (docs/decisions/368). */
      frequency: z
        .enum(subscriptionFrequencies, { error: 'Choose monthly, quarterly, biannually or annually' })
        .optional(),
    })
    .nullable(),
  /** Autoplay plays only when the jackpot reaches this amount (cents). */
  minimumJackpotAmount: z
    .object({ amount: wholeNumber(0, 100_000_000_000, 'The minimum jackpot must be a whole number of cents') })
    .nullable(),
  /** The numbers came from the customer's favourite numbers (analytics). */
  favourite: z.boolean({ error: 'favourite must be true or false' }),
  affiliateCode: plainText(64, 'The affiliate code must be up to 64 characters').nullable(),
};

/** POST /cart/items and POST /anon-cart/{ref}/items. */
export const addCartItemRequestSchema = z.object({
  productOfferKey: cartItemFields.productOfferKey,
  gameType: cartItemFields.gameType,
  gameOffer: cartItemFields.gameOffer,
  numGames: cartItemFields.numGames,
  numDraws: cartItemFields.numDraws.optional(),
  quantity: cartItemFields.quantity.optional(),
  games: cartItemFields.games.optional(),
  quickPick: cartItemFields.quickPick.optional(),
  drawNo: cartItemFields.drawNo.optional(),
  day: cartItemFields.day.optional(),
  causeKey: cartItemFields.causeKey.optional(),
  syndicateEncodedId: cartItemFields.syndicateEncodedId.optional(),
  /** A lotto party share's session (decision 388): num_games is the shares, game_type lotto_party. */
  socialSyndicateId: keyText(64, 'Choose a Lotto Party session').optional(),
  recurringPurchase: cartItemFields.recurringPurchase.optional(),
  minimumJackpotAmount: cartItemFields.minimumJackpotAmount.optional(),
  favourite: cartItemFields.favourite.optional(),
  affiliateCode: cartItemFields.affiliateCode.optional(),
});
export type AddCartItemRequest = z.infer<typeof addCartItemRequestSchema>;

/**
 * PUT /cart/items/{id} and PUT /anon-cart/{ref}/items/{itemId}: any field but the offer and the
 * game type; the changed item is checked again as a whole.
 */
export const updateCartItemRequestSchema = addCartItemRequestSchema
  .omit({ productOfferKey: true, gameType: true, socialSyndicateId: true })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });
export type UpdateCartItemRequest = z.infer<typeof updateCartItemRequestSchema>;

/** Promotion codes: letters, digits, hyphen and underscore, any case (docs/decisions/112). */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** POST /cart/promotion (v3.3) and POST /anon-cart/{ref}/promotion: body promotion_code. */
export const promotionRequestSchema = z.object({
  promotionCode: plainText(64, 'Enter a promotion code'),
});
export type PromotionRequest = z.infer<typeof promotionRequestSchema>;

/** Voucher types (2-shopping.md §3 Cart promotion). */
export const voucherTypes = [
  'voucher_fixed_discount',
  'voucher_percent_discount',
  'voucher_fixed_discount_expire',
  'voucher_credit_amount',
] as const;
export type VoucherType = (typeof voucherTypes)[number];

/**
 * Blocked-reason action types (2-shopping.md §4): what the cart page offers beside the message.
 * fixed is the default; close is a notice the customer dismisses (auto-removed items).
 */
export const blockedReasonActionTypes = [
  'spend_limit',
  'verify_account_required',
  'global_spend_limit',
  'deposit_limit',
  'fixed',
  'close',
] as const;
export type BlockedReasonActionType = (typeof blockedReasonActionTypes)[number];

/**
 * The one catalogue of reasons a cart shows (blockedReasons: reason id to message). A reason
 * whose action is not close stops the purchase until it is fixed. New reasons (the spend and
 * deposit limits) are added here, with their action type and message.
 */
export const cartBlockedReasons = {
  auto_removed_items: {
    actionType: 'close',
    message: (d: { count: number }) =>
      d.count === 1
        ? 'We removed an item from your cart because its draw has closed or sold out.'
        : `We removed ${d.count} items from your cart because their draws have closed or sold out.`,
  },
  not_enough_stock: {
    actionType: 'fixed',
    message: (d: { names: string[] }) =>
      `There are not enough tickets or shares left for ${d.names.join(', ')}. Lower the quantity or remove the item.`,
  },
  offer_unavailable: {
    actionType: 'fixed',
    message: (d: { names: string[] }) =>
      `${d.names.join(', ')} cannot be bought at the moment. Remove it from your cart to continue.`,
  },
  mixed_currencies: {
    actionType: 'fixed',
    message: (_d: Record<string, never>) =>
      'Your cart holds items priced in different currencies. Remove the items in the other currency.',
  },
  // Responsible gambling (docs/decisions/211): the limits module decides these, the cart shows them.
  self_excluded: {
    actionType: 'fixed',
    message: (d: { until: string | null }) =>
      d.until
        ? `You are taking a break from play until ${d.until}. You cannot buy until then.`
        : 'You are taking a break from play. You cannot buy while it lasts.',
  },
  spend_limit_required: {
    actionType: 'spend_limit',
    message: (_d: Record<string, never>) => 'Please set a spend limit before your first purchase.',
  },
  spend_limit: {
    actionType: 'spend_limit',
    message: (d: { period: string; limit: string; remaining: string }) =>
      `This cart would take you past your ${d.period} spend limit of ${d.limit}. You can spend ${d.remaining} more this period.`,
  },
  precommitment_limit: {
    actionType: 'spend_limit',
    message: (d: { limit: string; remaining: string }) =>
      `This cart would take you past your pre-commitment limit of ${d.limit} a month. You can spend ${d.remaining} more this month.`,
  },
  deposit_limit: {
    actionType: 'deposit_limit',
    message: (d: { period: string; limit: string; remaining: string }) =>
      `This would take you past your ${d.period} deposit limit of ${d.limit}. You can deposit ${d.remaining} more this period.`,
  },
  // ID verification (decision 441): the customer's segment buys only once verified.
  verify_account_required: {
    actionType: 'verify_account_required',
    message: (_d: Record<string, never>) => 'Please verify your identity before you buy. It takes a minute.',
  },
  // Upgrade account (decision 469): support asked the customer to complete their details first.
  account_upgrade_required: {
    actionType: 'fixed',
    message: (_d: Record<string, never>) => 'Please complete your details before you buy.',
  },
  global_spend_limit: {
    actionType: 'global_spend_limit',
    message: (d: { period: string; limit: string; remaining: string }) =>
      `This cart would take you past the site's ${d.period} spend limit of ${d.limit}. You can spend ${d.remaining} more this period.`,
  },
} as const satisfies Record<string, { actionType: BlockedReasonActionType; message: (details: never) => string }>;
export type CartBlockedReasonId = keyof typeof cartBlockedReasons;

/** The action type of a reason id; fixed for a reason this catalogue does not know (2-shopping.md §4). */
export function blockedReasonActionType(reasonId: string): BlockedReasonActionType {
  return (
    (cartBlockedReasons as Record<string, { actionType: BlockedReasonActionType }>)[reasonId]?.actionType ?? 'fixed'
  );
}

/** Whether a reason stops the purchase: every reason but a notice to close. */
export function isBlockingReason(reasonId: string): boolean {
  return blockedReasonActionType(reasonId) !== 'close';
}

/** Why a promotion code is not added or not applied, in the customer's words (promotion_not_added; 2-shopping.md §8). */
export const promotionMessages = {
  unknown: () => 'This promotion code is not valid.',
  expired: () => 'This promotion code has expired.',
  already_used: () => 'You have already used this promotion code.',
  minimum_spend: (d: { minimumSpend: Money }) =>
    `Spend at least ${formatMoney(d.minimumSpend)} to use this promotion code.`,
  currency: () => 'This promotion code cannot be used with the currency of your cart.',
} as const;
export type PromotionProblem = keyof typeof promotionMessages;

export const cartItemSchema = z.object({
  id: z.string(),
  productType: z.enum(productTypes),
  /** The product type analytics report: multi_draw_ticket for a lottery entry over several draws. */
  analyticsProductType: z.enum(productTypes),
  productOfferKey: z.string(),
  productOfferName: z.string(),
  /** The offer's url, for links back to its play page. */
  productOfferUrl: z.string(),
  /** The offer's logo (docs/decisions/304); null when none is set. */
  productOfferLogoImage: z.string().nullable(),
  lotteryKey: z.string(),
  gameType: z.enum(gameTypeKeys),
  gameOffer: z.string(),
  numGames: z.number().int(),
  numDraws: z.number().int(),
  quantity: z.number().int(),
  games: z.array(gameSelectionSchema),
  quickPick: z.boolean(),
  /** Lines one entry plays in each draw (a system 8 game covers 28). */
  entryCount: z.number().int(),
  day: z.enum(drawDays).nullable(),
  causeKey: z.string().nullable(),
  /** The (first) draw the entry is for, with its date and prize pool; null for a membership line (decision 476). */
  drawNo: z.number().int().nullable(),
  drawDate: z.string().nullable(),
  drawPrizePool: moneySchema.nullable(),
  /** The draws the entry covers that are scheduled now, first draw first. */
  drawEncodedIds: z.array(z.string()),
  purchaseStatus: z.enum(cartItemPurchaseStatuses),
  /** scheduledPurchase type pre_order when the item is a pre-order; null otherwise. */
  scheduledPurchase: z.object({ type: z.literal('pre_order') }).nullable(),
  recurringPurchase: z
    .object({
      type: z.enum(recurringPurchaseTypes),
      enabled: z.boolean(),
      availability: z.enum(recurringAvailabilities),
      /** A subscription's frequency (docs/decisions/368); absent for an autoplay. */
      frequency: z.enum(subscriptionFrequencies).optional(),
    })
    .nullable(),
  minimumJackpotAmount: moneySchema.nullable(),
  /** The price of one entry for all its draws, from the catalogue's price list. */
  unitPrice: moneySchema,
  /** unitPrice times quantity. */
  price: moneySchema,
  /** Spend against the customer's limit for this product (responsible gambling); null until limits exist. */
  amountSpent: moneySchema.nullable(),
  limit: moneySchema.nullable(),
  favourite: z.boolean(),
  /** The entry holds Favourites numbers (a super combo's kept numbers). */
  hasFavouriteNumbers: z.boolean(),
  syndicateKey: z.string().nullable(),
  syndicateName: z.string().nullable(),
  syndicateEncodedId: z.string().nullable(),
  /** Raffle tickets the item buys (bundle size times quantity); null for other products. */
  numRaffleTickets: z.number().int().nullable(),
  membershipProgram: z.string().nullable(),
  membershipOffer: z.string().nullable(),
  membershipOfferName: z.string().nullable(),
  affiliateCode: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The one message of sold out (docs/decisions/330), with the code `sold_out` (409), at add
 * (POST /cart/items) and at purchase (POST /cart/purchase) alike: a raffle draw or a syndicate
 * with nothing left. The offer's name is left out only where the refusal cannot know it.
 */
export function soldOutMessage(what: { drawNo: number; offerName?: string | null; syndicateName?: string | null }) {
  if (what.syndicateName) return `Sorry, ${what.syndicateName} is sold out.`;
  return `Sorry, ${what.offerName ? `${what.offerName} draw` : 'draw'} ${what.drawNo} is sold out.`;
}

/** Why a build took an item out: its draw closed, it sold out, or the catalogue no longer sells that entry. */
export const autoRemovedReasons = ['draw_closed', 'sold_out', 'not_sold'] as const;
export const autoRemovedItemSchema = cartItemSchema.extend({ removedReason: z.enum(autoRemovedReasons) });
export type AutoRemovedItem = z.infer<typeof autoRemovedItemSchema>;

/** The promotion on a cart: applied (a discount or a pending credit) or held back with the reason. */
export const cartPromotionSchema = z.object({
  promotionCode: z.string(),
  voucherType: z.enum(voucherTypes),
  description: z.string(),
  applied: z.boolean(),
  /** Why it does not apply now (the cart went under the minimum spend, the code expired…). */
  message: z.string().nullable(),
  discount: moneySchema,
  /** A credit amount voucher: paid into the wallet when the purchase completes. */
  pendingCredit: moneySchema.nullable(),
  minimumSpend: moneySchema.nullable(),
  expiresAt: z.string().nullable(),
});
export type CartPromotion = z.infer<typeof cartPromotionSchema>;

/** The cart (2-shopping.md §3 Cart); isFetching and isPrecartDrawerOpen are the page's own state. */
export const cartSchema = z.object({
  /** The cart's reference; for an anonymous cart it is the token the web keeps in its cookie. Null before a first item. */
  cartReference: z.string().nullable(),
  cartItems: z.array(cartItemSchema),
  /** Items taken out because their draw closed or sold out (blocked reason auto_removed_items, action close). */
  autoRemovedItems: z.array(autoRemovedItemSchema),
  /** Every item's price before the promotion. */
  cartSubtotal: moneySchema,
  /** What the purchase costs: the subtotal less the promotion's discount. */
  cartTotal: moneySchema,
  /** The part of the subtotal for pre-order items. */
  preOrderTotal: moneySchema,
  promotion: cartPromotionSchema.nullable(),
  /** An item buys again by itself (autoplay or subscription), so a stored payment method is needed. */
  requiresUnattendedPaymentMethod: z.boolean(),
  /** Reason id to message; see cartBlockedReasons for each reason's action type. */
  blockedReasons: z.record(z.string(), z.string()),
  /** The cart holds commercial lottery products, whose regulatory notice the cart page shows. */
  showRegulation: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;
