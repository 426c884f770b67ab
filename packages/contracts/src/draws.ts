import { z } from 'zod';
import {
  drawDataSchema,
  drawStatuses,
  drawTypes,
  moneySchema,
  productTypes,
  purchaseStatuses,
  winnerInfoSchema,
} from './catalogue';
import { PAST_RESULTS_PAGE_SIZE } from './constants';

/**
 * A whole number in a path or query: digits only (so 'abc', '1.5' or '0x10' is a validation
 * error on that field), then within min..max (so '-1' is below range).
 */
export const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,10}$/, 'Please enter numbers only')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Draw numbers in paths. */
export const drawNoParamSchema = intParam(1, 2_147_483_647);
/** An offer key, url, alias or older name in a path (resolved case-insensitively). */
export const offerKeyParamSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Path of /draw/details|preview|full_result/{offerKey}/{drawNo}. */
export const drawParamsSchema = z.object({ offerKey: offerKeyParamSchema, drawNo: drawNoParamSchema });

/** One set of winning numbers, named as drawn: Numbers, Supplementary, Powerball, Bonus. */
export const winningNumberSetSchema = z.object({
  name: z.string(),
  numbers: z.array(z.number().int()),
  ordered: z.boolean(),
});
export type WinningNumberSet = z.infer<typeof winningNumberSetSchema>;

/** A prize division of a lottery draw result; prizeAmount is per winning entry. */
export const prizeDivisionSchema = z.object({
  division: z.number().int(),
  description: z.string(),
  numWinners: z.number().int(),
  prizeAmount: moneySchema,
  /** Wording after the amount, as 'a month for 20 years' for Set for Life. */
  prizeSuffix: z.string().nullable(),
});
export type PrizeDivision = z.infer<typeof prizeDivisionSchema>;

export const rafflePrizeTypes = ['main', 'secondary', 'early_bird', 'bonus'] as const;

/** A raffle prize (GET /draw/details/{offerKey}/{drawNo}/prizes): main first, then timestamp, then id. */
export const rafflePrizeSchema = z.object({
  id: z.string(),
  type: z.enum(rafflePrizeTypes),
  name: z.string(),
  description: z.string(),
  value: moneySchema,
  quantity: z.number().int(),
  image: z.string().nullable(),
  /** What the picture shows, when an editor said (decision 499); null: it only decorates the prize's name. */
  imageAlt: z.string().nullable(),
  /** When the prize is drawn (early bird prizes are drawn before the main draw). */
  timestamp: z.string(),
});
export type RafflePrize = z.infer<typeof rafflePrizeSchema>;

/** A raffle winner (GET /draw/details/{offerKey}/{drawNo}/winners), in prize order. */
export const raffleWinnerSchema = z.object({
  id: z.string(),
  prizeId: z.string(),
  prizeName: z.string(),
  prizeType: z.enum(rafflePrizeTypes),
  value: moneySchema,
  ticketNumber: z.string(),
  /** First name and initial, as winners are published ('Sarah M.'). */
  winnerName: z.string(),
  /** Suburb and state ('Penrith NSW'). */
  location: z.string(),
  timestamp: z.string(),
});
export type RaffleWinner = z.infer<typeof raffleWinnerSchema>;

/** GET /draw/preview/{offerKey}/{drawNo} (v3.3): a draw in short, for cards and links. */
export const drawPreviewSchema = z.object({
  drawId: z.string(),
  drawNo: z.number().int(),
  lotteryKey: z.string(),
  lotteryName: z.string(),
  lotteryUrl: z.string(),
  type: z.enum(drawTypes),
  status: z.enum(drawStatuses),
  drawDate: z.string(),
  stopDate: z.string(),
  prizePool: moneySchema.nullable(),
  prizePoolSuffix: z.string().nullable(),
  isPrizePoolUnknown: z.boolean(),
  purchaseStatus: z.enum(purchaseStatuses),
  drawData: drawDataSchema,
  hasResults: z.boolean(),
  /** Empty until the draw has results. */
  winningNumbers: z.array(winningNumberSetSchema),
});
export type DrawPreview = z.infer<typeof drawPreviewSchema>;

/** A past draw with its result, as the results lists show it. */
export const pastDrawSchema = z.object({
  drawId: z.string(),
  drawNo: z.number().int(),
  lotteryKey: z.string(),
  lotteryName: z.string(),
  lotteryUrl: z.string(),
  productType: z.enum(productTypes),
  type: z.enum(drawTypes),
  status: z.enum(drawStatuses),
  drawDate: z.string(),
  prizePool: moneySchema.nullable(),
  prizePoolSuffix: z.string().nullable(),
  isPrizePoolUnknown: z.boolean(),
  drawData: drawDataSchema,
  /** Lottery results; empty for raffles. */
  winningNumbers: z.array(winningNumberSetSchema),
  winnerInfo: winnerInfoSchema.nullable(),
  /** The main prize's winner of a raffle; null for lotteries. */
  mainPrizeWinner: raffleWinnerSchema.nullable(),
});
export type PastDraw = z.infer<typeof pastDrawSchema>;

/** GET /draw/full_result/{offerKey}/{drawNo}: the past draw with every division, prize and winner. */
export const fullResultSchema = pastDrawSchema.extend({
  divisions: z.array(prizeDivisionSchema),
  prizes: z.array(rafflePrizeSchema),
  winners: z.array(raffleWinnerSchema),
});
export type FullResult = z.infer<typeof fullResultSchema>;

export const resultCategories = ['lotteries', 'raffles'] as const;
export type ResultCategory = (typeof resultCategories)[number];

/** GET /draws/pricing/{pricingId}/past/result_keys answers ResultKey[]: the offers with results, in rank order. */
export const resultKeySchema = z.object({
  key: z.string(),
  name: z.string(),
  url: z.string(),
  productType: z.enum(productTypes),
  category: z.enum(resultCategories),
});
export type ResultKey = z.infer<typeof resultKeySchema>;

/** Paging shared by the results lists: limit (default 5), offset, or a 1-based page. */
const pagingShape = {
  limit: intParam(1, 50).default(PAST_RESULTS_PAGE_SIZE),
  offset: intParam(0, 1_000_000).optional(),
  page: intParam(1, 100_000).optional(),
};

/** The `offer` path segment: an offer key, url, alias or older name, or 'latest' for every offer. */
export const LATEST_OFFER = 'latest';

/** GET /draws/pricing/{pricingId}/past/{offer}: PastDraw[] with pageInfo, newest first. */
export const pastDrawsParamsSchema = z.object({
  pricingId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  offer: offerKeyParamSchema,
});
export const pastDrawsQuerySchema = z.object({ ...pagingShape, category: z.enum(resultCategories).optional() });
export type PastDrawsQuery = z.infer<typeof pastDrawsQuerySchema>;

/** GET /draws/past/archived/{offer or latest}/{year}/{month} (v3.7). */
export const archivedDrawsParamsSchema = z.object({
  offer: offerKeyParamSchema,
  year: intParam(1990, 2100),
  month: intParam(1, 12),
});
export const archivedDrawsQuerySchema = pastDrawsQuerySchema;
export const archivedDrawsAnswerSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  draws: z.array(pastDrawSchema),
  /** Every month with results for this offer (or all offers), newest first, for the archive navigation. */
  availableMonths: z.array(z.object({ year: z.number().int(), month: z.number().int() })),
});
export type ArchivedDrawsAnswer = z.infer<typeof archivedDrawsAnswerSchema>;

/**
 * A ticket of the signed-in customer in a draw, in the customer results calls (docs/decisions/262).
 * The entry details (games, ticket numbers) are in GET /tickets/{id}.
 */
export const customerDrawTicketSchema = z.object({
  ticketId: z.string(),
  orderId: z.string(),
  /** What the ticket won, as settled (paid) by the shop; null until the draw is paid, or when it won nothing. */
  winnings: moneySchema.nullable(),
});
export type CustomerDrawTicket = z.infer<typeof customerDrawTicketSchema>;

/** The signed-in customer's part of a draw's result: their tickets and what they won in all. */
const customerDrawShape = {
  /** The customer's tickets in the draw; [] for draws they did not play. */
  customerTickets: z.array(customerDrawTicketSchema),
  /** The customer's settled winnings in the draw; null when they won nothing or it is not paid yet. */
  winnings: moneySchema.nullable(),
};

/** GET /draws/past_customer/{offer}: the past results with the signed-in customer's part. */
export const customerPastDrawSchema = pastDrawSchema.extend(customerDrawShape);
export type CustomerPastDraw = z.infer<typeof customerPastDrawSchema>;

/** GET /draw/full_result_customer/{offerKey}/{drawNo}: the full result with the signed-in customer's part. */
export const customerFullResultSchema = fullResultSchema.extend(customerDrawShape);
export type CustomerFullResult = z.infer<typeof customerFullResultSchema>;

/** Path of GET /draws/past_customer/{offer}: an offer name or 'latest'; the pricing is the customer's. */
export const customerPastDrawsParamsSchema = z.object({ offer: offerKeyParamSchema });
/** Query of GET /draws/past_customer/{offer}: as the past results, and customer_id, which must be the signed-in customer's. */
export const customerPastDrawsQuerySchema = pastDrawsQuerySchema.extend({
  customerId: z.string().min(1).max(64).optional(),
});
export type CustomerPastDrawsQuery = z.infer<typeof customerPastDrawsQuerySchema>;

/** How often one number was drawn in the analysed draws. */
export const numberFrequencySchema = z.object({
  number: z.number().int(),
  count: z.number().int(),
  /** Draws since it last came up (0 = in the latest draw); null when never drawn in the window. */
  drawsSinceDrawn: z.number().int().nullable(),
  lastDrawnDrawNo: z.number().int().nullable(),
});
export type NumberFrequency = z.infer<typeof numberFrequencySchema>;

export const statisticsSetSchema = z.object({
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  /** Every number of the range, in number order. */
  frequencies: z.array(numberFrequencySchema),
  /** Most drawn first (ties: most recently drawn first, then lower number). */
  hot: z.array(z.number().int()),
  /** Least drawn first (ties: longest since drawn first, then lower number). */
  cold: z.array(z.number().int()),
});
export type StatisticsSet = z.infer<typeof statisticsSetSchema>;

/** GET /statistics/{offerKey}[?limit=n]: number frequency from the offer's real past results. */
export const statisticsSchema = z.object({
  lotteryKey: z.string(),
  drawsAnalysed: z.number().int(),
  firstDrawNo: z.number().int().nullable(),
  lastDrawNo: z.number().int().nullable(),
  firstDrawDate: z.string().nullable(),
  lastDrawDate: z.string().nullable(),
  sets: z.array(statisticsSetSchema),
});
export type Statistics = z.infer<typeof statisticsSchema>;
export const statisticsQuerySchema = z.object({ limit: intParam(1, 1000).optional() });

export const tipKinds = ['hot_numbers', 'cold_numbers', 'overdue_numbers'] as const;

/** GET /tips answers Tip[]: number tips per lottery, drawn from its past results. */
export const tipSchema = z.object({
  key: z.string(),
  kind: z.enum(tipKinds),
  lotteryKey: z.string(),
  lotteryName: z.string(),
  lotteryUrl: z.string(),
  setName: z.string(),
  title: z.string(),
  message: z.string(),
  numbers: z.array(z.number().int()),
});
export type Tip = z.infer<typeof tipSchema>;
