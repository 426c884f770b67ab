import { z } from 'zod';
import { subVariantCodes } from './constants';
import { currencies } from './money';

export const productTypes = [
  'lottery_ticket',
  'multi_draw_ticket',
  'raffle_ticket',
  'syndicate_share',
  'social_syndicate_share',
  'membership',
] as const;
export type ProductType = (typeof productTypes)[number];

export const gameTypeKeys = [
  'standard',
  'syndicate',
  'reduced_system',
  'powerhit',
  'powerhit_super_combo',
  'powerpik',
  'powerpik_system',
  'sequential',
  'random',
  'strike_standard',
  'strike_boxed',
  'mega_combo',
  'lotto_party',
  'deferred',
  /** A membership line of the cart and its order (decision 476): no draw, no numbers. */
  'membership',
] as const;
export type GameTypeKey = (typeof gameTypeKeys)[number];

/** Game-type path suffixes (1-platform.md §2); sequential and strike_standard have none. */
export const gameTypePathSuffix: Partial<Record<GameTypeKey, string>> = {
  deferred: 'subscriptions',
  powerhit: 'powerhit',
  powerpik: 'powerpik',
  random: 'random',
  reduced_system: 'systems',
  standard: 'standard',
  strike_boxed: 'boxed',
  mega_combo: 'super-combos',
  syndicate: 'syndicates',
  lotto_party: 'lotto-party',
};

export const drawStatuses = [
  'DRAW_CLOSED',
  'DRAW_OPEN',
  'DRAW_DRAWN',
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
  'DRAW_CAPPED',
] as const;
export type DrawStatus = (typeof drawStatuses)[number];
/** Results show for drawn, scored, paid and emailed draws (2-shopping.md §4). */
export const resultStatuses: readonly DrawStatus[] = ['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'];
/** Paid and emailed draws are settled; drawn and scored are not yet paid (2-shopping.md §4). */
export const settledStatuses: readonly DrawStatus[] = ['DRAW_PAID', 'DRAW_EMAILED'];

export const drawTypes = ['lottery_ticket_draw', 'syndicate_share_draw', 'raffle_ticket_draw'] as const;
export type DrawType = (typeof drawTypes)[number];

/** Raffle purchase status (2-shopping.md §4); purchasable only when open or pre_order. */
export const purchaseStatuses = ['open', 'sold_out', 'past_draw', 'pre_order'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];
export const isPurchasable = (status: PurchaseStatus): boolean => status === 'open' || status === 'pre_order';

export const moneySchema = z.object({ amount: z.number().int(), currency: z.enum(currencies) });

/**
 * A number set: `count` numbers from min..max. `ordered` when position matters (Super 66
 * digits, Lotto Strike); a set that is not `required` may be left out (mega_combo Favourites).
 * Set names are kept as written: Numbers, Powerball, Favourites.
 */
export const numberSetSchema = z.object({
  name: z.string(),
  count: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  ordered: z.boolean().optional(),
  required: z.boolean().optional(),
});

export const priceSchema = z.object({ numGames: z.number().int(), price: moneySchema });

/**
 * A game offer: number sets to fill, the game counts on offer (numGames) with a price for each
 * (prices; the default entry count falls back to the first price), the fewest games allowed
 * (minGames) and the draw counts a ticket may run for (multiDraw).
 */
export const gameOfferSchema = z.object({
  key: z.string(),
  numberSets: z.array(numberSetSchema),
  numGames: z.array(z.number().int()),
  defaultGameOffer: z.boolean(),
  multiDraw: z.array(z.number().int()),
  prices: z.array(priceSchema),
  minGames: z.number().int(),
});
export type GameOffer = z.infer<typeof gameOfferSchema>;

export const gameTypeSchema = z.object({ key: z.enum(gameTypeKeys), gameOffers: z.array(gameOfferSchema) });
export type GameType = z.infer<typeof gameTypeSchema>;

/** Raffle drawData (2-shopping.md §3); lottery and syndicate draws carry only drawNumber, the rest is null. */
export const drawDataSchema = z.object({
  drawNumber: z.number().int(),
  drawStop: z.string().nullable(),
  featureImage: z.string().nullable(),
  name: z.string().nullable(),
  value: moneySchema.nullable(),
  drawPreOrderStartDate: z.string().nullable(),
  /**
   * When the draw's sales open (the end of its pre-order); null when it sells from publication. Not
   * in the spec: the raffle page tells a pre-ordering customer the day (decision 556).
   */
  drawSalesOpenDate: z.string().nullable(),
});
export type DrawData = z.infer<typeof drawDataSchema>;

/** Who won in a past draw, in short; null before results. */
export const winnerInfoSchema = z.object({
  totalWinners: z.number().int(),
  totalPrizeAmount: moneySchema,
  /** Division 1 winners of a lottery, main prize winners of a raffle. */
  topPrizeWinners: z.number().int(),
});
export type WinnerInfo = z.infer<typeof winnerInfoSchema>;

/**
 * A draw record (2-shopping.md §3 Draw), as GET /draw/details answers it and as each product
 * offer lists its upcoming draws. Dates are ISO 8601 instants; `stop` and `stopDate` are the
 * same instant (the spec names both). `lotteryKey` is the offer the draw belongs to (for a
 * syndicate draw, the lottery it plays). `offers` are the game offer keys on sale for the draw.
 */
export const drawSchema = z.object({
  drawId: z.string(),
  drawNo: z.number().int(),
  lotteryKey: z.string(),
  type: z.enum(drawTypes),
  status: z.enum(drawStatuses),
  drawDate: z.string(),
  stop: z.string(),
  stopDate: z.string(),
  prizePool: moneySchema.nullable(),
  prizePoolSuffix: z.string().nullable(),
  isPrizePoolUnknown: z.boolean(),
  drawData: drawDataSchema,
  purchaseStatus: z.enum(purchaseStatuses),
  /** Limited stock of raffle tickets or syndicate shares; null when unlimited. */
  ticketCap: z.number().int().nullable(),
  ticketsSold: z.number().int(),
  ticketsRemaining: z.number().int().nullable(),
  offers: z.array(z.string()),
  winnerInfo: winnerInfoSchema.nullable(),
  jackpotImage: z.string().nullable(),
  specialDrawDetails: z.object({ name: z.string(), pngImage: z.string().nullable() }).nullable(),
  hasResults: z.boolean(),
});
export type Draw = z.infer<typeof drawSchema>;
/** The upcoming draws of an offer are full draw records. */
export const upcomingDrawSchema = drawSchema;
export type UpcomingDraw = Draw;

/** A syndicate share (2-shopping.md §3): size is the number of shares, tickets what the syndicate plays. */
export const syndicateShareSchema = z.object({
  syndicateEncodedId: z.string(),
  name: z.string(),
  lotteryKey: z.string(),
  drawNo: z.number().int(),
  size: z.number().int(),
  sharesSold: z.number().int(),
  sharesRemaining: z.number().int(),
  sharePrice: moneySchema,
  tickets: z.array(z.object({ name: z.string(), numStandardGames: z.number().int(), numGames: z.number().int() })),
});
export type SyndicateShare = z.infer<typeof syndicateShareSchema>;

export const recurringPurchaseTypes = ['autoplay', 'subscription', 'combined_recurring_purchase'] as const;
export const recurringAvailabilities = ['never', 'optional', 'always'] as const;

export const productOfferSchema = z.object({
  key: z.string(),
  type: z.enum(productTypes),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  urlAliases: z.array(z.object({ subvariant: z.string(), url: z.string() })),
  availability: z.enum(['available', 'unavailable']),
  suspended: z.boolean(),
  displayCategory: z.string(),
  rank: z.number().int(),
  /** The lottery a syndicate offer plays; the offer's own key otherwise. */
  lotteryKey: z.string(),
  draws: z.array(drawSchema),
  /** Keys of the causes the offer supports; a cause must be chosen when there are any. */
  causes: z.array(z.string()),
  recurringPurchase: z
    .object({ type: z.enum(recurringPurchaseTypes), availability: z.enum(recurringAvailabilities) })
    .nullable(),
  recurringPurchaseInformation: z.string().nullable(),
  gameTypes: z.array(gameTypeSchema),
  /** Weekdays (monday…sunday) a customer picks from; empty when the lottery has none. */
  selectableDays: z.array(z.string()),
  /** Open syndicates of a syndicate offer (empty for other offers). */
  syndicates: z.array(syndicateShareSchema),
  /** The offer's logo, an SVG the shop serves (docs/decisions/304); null shows a neutral mark. */
  logoImage: z.string().nullable(),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

export const restrictionKinds = ['licensing_restriction', 'migration_restriction'] as const;
export type RestrictionKind = (typeof restrictionKinds)[number];

/** Why an offer (or a whole product type) is not sold under this pricing. */
export const restrictionSchema = z.object({
  kind: z.enum(restrictionKinds),
  productOfferKey: z.string().nullable(),
  productType: z.enum(productTypes).nullable(),
  message: z.string(),
});
export type Restriction = z.infer<typeof restrictionSchema>;

export const rankingSchema = z.object({ key: z.string(), rank: z.number().int(), displayCategory: z.string() });
export type Ranking = z.infer<typeof rankingSchema>;

/** GET /pricing/{pricingName}/product_offers (v3.9). orderedKeys lists every offer of the pricing in rank order. */
export const productOffersAnswerSchema = z.object({
  offers: z.array(productOfferSchema),
  orderedKeys: z.array(z.string()),
  rankings: z.array(rankingSchema),
  restrictions: z.array(restrictionSchema),
});
export type ProductOffersAnswer = z.infer<typeof productOffersAnswerSchema>;

const csv = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** Query of GET /pricing/{pricingName}/product_offers (snake_case on the wire: product_types, display_category…). */
export const productOffersQuerySchema = z.object({
  productTypes: z
    .string()
    .transform(csv)
    .pipe(z.array(z.enum(productTypes)))
    .optional(),
  /** Offer keys, urls, aliases or older names, comma separated. */
  keys: z
    .string()
    .transform(csv)
    .pipe(z.array(z.string().max(64)).max(50))
    .optional(),
  displayCategory: z.string().max(64).optional(),
  gameType: z.enum(gameTypeKeys).optional(),
  causeKey: z.string().max(64).optional(),
  /** 'true' leaves out unavailable and suspended offers. */
  availableOnly: z.enum(['true', 'false']).optional(),
});
export type ProductOffersQuery = z.infer<typeof productOffersQuerySchema>;

/** GET /branding (2-shopping.md §3 Branding). */
export const brandingSchema = z.object({
  id: z.string(),
  subvariant: z.string(),
  url: z.string(),
  brandColourBackgroundText: z.string(),
  regionOverrides: z.object({ brandingRegions: z.array(z.string()), overrides: z.record(z.string(), z.unknown()) }),
});
export type Branding = z.infer<typeof brandingSchema>;

/** A sub-variant (state) and the pricing its visitors see. */
export const subVariantSchema = z.object({
  code: z.enum(subVariantCodes),
  name: z.string(),
  pricingName: z.string(),
});
export type SubVariant = z.infer<typeof subVariantSchema>;

/** A cause (2-shopping.md §3: key, urlSlug) with what the cause pages show. */
export const causeSchema = z.object({
  key: z.string(),
  urlSlug: z.string(),
  name: z.string(),
  charityName: z.string(),
  summary: z.string(),
  description: z.string(),
  websiteUrl: z.string().nullable(),
  logoImage: z.string().nullable(),
  /** A picture of the cause's work (a JPEG with AVIF and WebP beside it, docs/decisions/304); null when none is set. */
  image: z.string().nullable(),
  /** What the picture shows, when an editor said (decision 499); null: it only decorates the cause's words. */
  imageAlt: z.string().nullable(),
  /** The state the cause works in; null when national. */
  state: z.enum(subVariantCodes).nullable(),
  /** Offers that support the cause. */
  productOfferKeys: z.array(z.string()),
});
export type Cause = z.infer<typeof causeSchema>;
/** Path of GET /causes/{key}: a cause's key or url slug. */
export const causeParamsSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

/** GET /causes?slug=&limit=&offset= answers Cause[] with pageInfo. */
export const causesQuerySchema = z.object({
  slug: z.string().max(100).optional(),
  limit: z
    .string()
    .regex(/^\d{1,6}$/, 'Please enter numbers only')
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .default(20),
  offset: z
    .string()
    .regex(/^\d{1,7}$/, 'Please enter numbers only')
    .transform(Number)
    .pipe(z.number().int().min(0))
    .default(0),
});
export type CausesQuery = z.infer<typeof causesQuerySchema>;
