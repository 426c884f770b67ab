import { z } from 'zod';

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

export const drawTypes = ['lottery_ticket_draw', 'syndicate_share_draw', 'raffle_ticket_draw'] as const;
export type DrawType = (typeof drawTypes)[number];

export const moneySchema = z.object({ amount: z.number().int(), currency: z.enum(['AUD', 'GBP']) });

export const numberSetSchema = z.object({
  name: z.string(),
  count: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  ordered: z.boolean().optional(),
});

export const gameOfferSchema = z.object({
  key: z.string(),
  numberSets: z.array(numberSetSchema),
  numGames: z.array(z.number().int()),
  defaultGameOffer: z.boolean(),
  multiDraw: z.array(z.number().int()),
  prices: z.array(z.object({ numGames: z.number().int(), price: moneySchema })),
  minGames: z.number().int(),
});
export type GameOffer = z.infer<typeof gameOfferSchema>;

export const gameTypeSchema = z.object({ key: z.enum(gameTypeKeys), gameOffers: z.array(gameOfferSchema) });

export const upcomingDrawSchema = z.object({
  drawId: z.string(),
  drawNo: z.number().int(),
  stop: z.string(),
  drawDate: z.string(),
  prizePool: moneySchema.nullable(),
  prizePoolSuffix: z.string().nullable(),
  isPrizePoolUnknown: z.boolean(),
  type: z.enum(drawTypes),
});
export type UpcomingDraw = z.infer<typeof upcomingDrawSchema>;

export const productOfferSchema = z.object({
  key: z.string(),
  type: z.enum(productTypes),
  name: z.string(),
  url: z.string(),
  urlAliases: z.array(z.object({ subvariant: z.string(), url: z.string() })),
  availability: z.enum(['available', 'unavailable']),
  suspended: z.boolean(),
  displayCategory: z.string(),
  rank: z.number().int(),
  draws: z.array(upcomingDrawSchema),
  causes: z.array(z.string()),
  recurringPurchase: z
    .object({
      type: z.enum(['autoplay', 'subscription', 'combined_recurring_purchase']),
      availability: z.enum(['never', 'optional', 'always']),
    })
    .nullable(),
  recurringPurchaseInformation: z.string().nullable(),
  gameTypes: z.array(gameTypeSchema),
  selectableDays: z.array(z.string()),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

export const productOffersAnswerSchema = z.object({ offers: z.array(productOfferSchema) });
export type ProductOffersAnswer = z.infer<typeof productOffersAnswerSchema>;
