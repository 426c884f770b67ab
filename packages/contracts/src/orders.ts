import { z } from 'zod';
import { drawStatuses, gameTypeKeys, moneySchema, productTypes } from './catalogue';
import { DEFAULT_PAGE_SIZE } from './constants';
import { intParam } from './draws';

/**
 * Orders, receipts and tickets (2-shopping.md §3 Receipt; the ticket calls are ours, the spec
 * does not show them: docs/decisions/122).
 */

/** The order life cycle (docs/decisions/120); the moves between them are a table on the server. */
export const orderStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Upcoming until the draw's date has passed on the server's clock, past after. */
export const ticketStates = ['upcoming', 'past'] as const;
export type TicketState = (typeof ticketStates)[number];

/** A checkout id: the unguessable public id of a purchase (/receipt/:checkoutID). */
export const checkoutIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
/** Ticket ids in paths (/ticket/:id, /my-account/syndicate-tickets/share/:id). */
export const ticketIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** Raffle ticket numbers are shown with seven digits, as the winners lists show them. */
export const RAFFLE_TICKET_NUMBER_DIGITS = 7;
export function formatRaffleTicketNumber(n: number): string {
  return String(n).padStart(RAFFLE_TICKET_NUMBER_DIGITS, '0');
}

/** One game's numbers by set name (Numbers, Powerball, Favourites kept as written). */
const gameNumbersSchema = z.record(z.string(), z.array(z.number().int()));

const syndicateTicketSchema = z.object({
  name: z.string(),
  numStandardGames: z.number().int(),
  numGames: z.number().int(),
});

/** What a ticket of a syndicate share holds: so many of the syndicate's shares. */
export const shareOfSyndicateSchema = z.object({
  syndicateEncodedId: z.string(),
  name: z.string(),
  numShares: z.number().int(),
  /** Shares the syndicate has in all. */
  size: z.number().int(),
});

/**
 * A ticket: one entry in one draw (GET /tickets, GET /tickets/{ticketId}). `games` are the numbers
 * exactly as played; `quickPick[i]` tells whether the server drew any of game i's numbers.
 * A raffle ticket carries its ticket numbers; a syndicate share its share of the syndicate.
 */
export const ticketSchema = z.object({
  ticketId: z.string(),
  checkoutId: z.string(),
  /** The order's short number (docs/decisions/302). */
  orderNumber: z.string(),
  productType: z.enum(productTypes),
  productOfferKey: z.string(),
  productOfferName: z.string(),
  productOfferUrl: z.string(),
  drawId: z.string(),
  drawNo: z.number().int(),
  drawDate: z.string(),
  drawStatus: z.enum(drawStatuses),
  state: z.enum(ticketStates),
  hasResults: z.boolean(),
  gameType: z.enum(gameTypeKeys),
  gameOffer: z.string(),
  numGames: z.number().int(),
  games: z.array(gameNumbersSchema),
  quickPick: z.array(z.boolean()),
  /** Super combo (mega_combo): the quick-pick games each game comes with; empty otherwise. */
  comboGames: z.array(gameNumbersSchema),
  day: z.string().nullable(),
  causeKey: z.string().nullable(),
  raffleTicketNumbers: z.array(z.string()),
  syndicateShare: shareOfSyndicateSchema.nullable(),
  purchasedAt: z.string(),
  /**
   * What the ticket won once its draw is scored (every division summed); null when it won
   * nothing or is not scored yet (docs/decisions/205).
   */
  winnings: moneySchema.nullable(),
  /** Part of the winnings is a large prize waiting for the operator's release. */
  winningsHeld: z.boolean(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /tickets: state (upcoming soonest first, past latest first), limit (default 10) and offset. */
export const ticketsQuerySchema = z.object({
  state: z.enum(ticketStates).default('upcoming'),
  limit: intParam(1, 100).default(DEFAULT_PAGE_SIZE),
  offset: intParam(0, 1_000_000).default(0),
});
export type TicketsQuery = z.infer<typeof ticketsQuerySchema>;

/** GET /syndicate-shares/{ticketId}: a syndicate share ticket with what the syndicate plays. */
export const syndicateShareTicketSchema = ticketSchema.extend({
  syndicateShare: shareOfSyndicateSchema,
  /** The lottery the syndicate plays. */
  lotteryKey: z.string(),
  syndicateTickets: z.array(syndicateTicketSchema),
  /**
   * The syndicate's own games, one list per ticket in the order of syndicateTickets, fixed when
   * the syndicate was made (docs/decisions/255); empty for a syndicate made before they were kept.
   */
  syndicateGames: z.array(
    z.object({ name: z.string(), gameType: z.enum(gameTypeKeys), games: z.array(gameNumbersSchema) }),
  ),
});
export type SyndicateShareTicket = z.infer<typeof syndicateShareTicketSchema>;

/** One thing bought in a checkout (a cart item): its entry, price and the tickets it made. */
export const receiptOrderSchema = z.object({
  orderLineId: z.string(),
  productType: z.enum(productTypes),
  productOfferKey: z.string(),
  productOfferName: z.string(),
  gameType: z.enum(gameTypeKeys),
  gameOffer: z.string(),
  numGames: z.number().int(),
  numDraws: z.number().int(),
  amount: moneySchema,
  day: z.string().nullable(),
  causeKey: z.string().nullable(),
  syndicateEncodedId: z.string().nullable(),
  /**
   * The numbers as played, the same in every draw of the entry (docs/decisions/130): a receipt
   * shows what was bought without a call per ticket. Empty for raffle tickets and shares.
   */
  games: z.array(gameNumbersSchema),
  quickPick: z.array(z.boolean()),
  comboGames: z.array(gameNumbersSchema),
  tickets: z.array(
    z.object({
      ticketId: z.string(),
      drawId: z.string(),
      drawNo: z.number().int(),
      drawDate: z.string(),
      raffleTicketNumbers: z.array(z.string()),
    }),
  ),
});
export type ReceiptOrder = z.infer<typeof receiptOrderSchema>;

/** A product in the receipt's tracking data: purchase price, prize pool, draw number and date, days of week. */
export const trackingProductSchema = z.object({
  productType: z.enum(productTypes),
  productOfferKey: z.string(),
  productOfferName: z.string(),
  gameType: z.enum(gameTypeKeys),
  gameOffer: z.string(),
  quantity: z.number().int(),
  numDraws: z.number().int(),
  purchasePrice: moneySchema,
  /** The first draw's prize pool when bought; null when not known. */
  prizePool: moneySchema.nullable(),
  drawNumber: z.number().int(),
  drawDate: z.string(),
  /** Weekdays (sunday…saturday) of the draws bought, in AEST. */
  daysOfWeek: z.array(z.string()),
});

export const trackingDataSchema = z.object({
  /** Analytics goals reached: purchase, and first_purchase for a customer's first order. */
  goals: z.array(z.string()),
  products: z.array(trackingProductSchema),
});
export type TrackingData = z.infer<typeof trackingDataSchema>;

/**
 * How an order was paid (docs/decisions/301): a card charge of a deposit-and-buy, if any, and
 * what of the total the card and the wallet paid; what of the card charge stays in the wallet.
 */
export const receiptPaymentSchema = z.object({
  /** The card charged, as the customer knows it ("Visa •••• 4242"), and the whole charge. */
  card: z.object({ label: z.string(), charged: moneySchema }).nullable(),
  paidByCard: moneySchema,
  paidFromWallet: moneySchema,
  keptInWallet: moneySchema,
});
export type ReceiptPayment = z.infer<typeof receiptPaymentSchema>;

/** GET /checkout/{checkoutID} (v3.4): the receipt (2-shopping.md §3 Receipt). */
export const receiptSchema = z.object({
  checkoutId: z.string(),
  /** The short order number a customer can read out ("DL-4K7P-2Q9M"; docs/decisions/302). */
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  orders: z.array(receiptOrderSchema),
  /** What the customer paid: the orders' amounts less the discount. */
  total: moneySchema,
  discount: moneySchema,
  payment: receiptPaymentSchema,
  trackingData: trackingDataSchema,
});
export type Receipt = z.infer<typeof receiptSchema>;
