import { z } from 'zod';
import { gameTypeKeys, moneySchema, productTypes, type recurringPurchaseTypes } from './catalogue';
import { DEFAULT_PAGE_SIZE } from './constants';
import { intParam } from './draws';

/**
 * Recurring purchases (2-shopping.md §3 Autoplay, Subscription; §4 Recurring): autoplays bought
 * again for every draw, subscriptions bought by frequency, each with a status, a last attempt and
 * the draws it bought.
 */

/**
 * A recurring purchase counts as on when enabled or when the offer makes it mandatory
 * (availability always; 2-shopping.md §4); a deferred (subscription) game is one by nature.
 */
export function isRecurringOn(
  gameType: string,
  recurringType: string | null,
  enabled: boolean,
  availability: string | undefined,
): boolean {
  if (gameType === 'deferred') return true;
  return recurringType !== null && (enabled || availability === 'always');
}

/** Recurring status (2-shopping.md §4); paused covers both paused and timed pause. */
export const recurringStatuses = [
  'recurring_status_active',
  'recurring_status_paused',
  'recurring_status_timed_pause',
  'recurring_status_cancelled',
] as const;
export type RecurringStatus = (typeof recurringStatuses)[number];

/** The spec's other spelling of a timed pause, taken on input and stored as recurring_status_timed_pause. */
export const TIMED_PAUSED_ALIAS = 'recurring_status_timed_paused';

/** The last attempt to buy a draw; either failure kind needs the customer's attention. */
export const lastAttemptStatuses = ['purchased', 'soft_failure', 'hard_failure'] as const;
export type LastAttemptStatus = (typeof lastAttemptStatuses)[number];

/** How often a subscription buys a draw (2-shopping.md §4). */
export const subscriptionFrequencies = ['monthly', 'quarterly', 'biannually', 'annually'] as const;
export type SubscriptionFrequency = (typeof subscriptionFrequencies)[number];

const frequencyMonths: Record<SubscriptionFrequency, number> = {
  monthly: 1,
  quarterly: 3,
  biannually: 6,
  annually: 12,
};
/** A draw counts for a subscription's next period when it is at most this early (draw days drift). */
const FREQUENCY_SLACK_MS = 3 * 86_400_000;

/**
 * The earliest draw date a subscription buys after the draw of `last`: its frequency in calendar
 * months later, less a few days' slack. One rule for the engine (recurring-due) and the calendar
 * PDF's marks (docs/decisions/369).
 */
export function subscriptionNotBefore(last: Date, frequency: SubscriptionFrequency): number {
  const period = new Date(last.getTime());
  period.setUTCMonth(period.getUTCMonth() + (frequencyMonths[frequency] ?? 1));
  return period.getTime() - FREQUENCY_SLACK_MS;
}

export type RecurringPurchaseType = (typeof recurringPurchaseTypes)[number];

/** A timed pause ends at most this many days ahead. */
export const MAX_TIMED_PAUSE_DAYS = 365;

const commonFields = {
  status: z.enum(recurringStatuses),
  pausedUntil: z.string().nullable(),
  lastAttemptStatus: z.enum(lastAttemptStatuses).nullable(),
  /** A soft or hard failure on the last attempt: the customer should look (2-shopping.md §4). */
  needsAttention: z.boolean(),
  productType: z.enum(productTypes),
  productOfferKey: z.string(),
  /** Null for a membership (docs/decisions/456): it plays no game. */
  gameType: z.enum(gameTypeKeys).nullable(),
  /** Where the purchase pays from (3-account.md §4 fund kinds); the wallet until the unattended card lands. */
  defaultFund: z.object({ kind: z.enum(['unfunded', 'wallet', 'cc', 'paypal', 'bank']) }),
  /** The draws bought so far. */
  placedDraws: z.number().int(),
  createdAt: z.string(),
};

/** An autoplay (2-shopping.md §3 Autoplay). */
export const autoplaySchema = z.object({
  autoplayId: z.string(),
  type: z.literal('autoplay'),
  ...commonFields,
  minimumJackpotAmount: moneySchema.nullable(),
  numberOfGames: z.number().int(),
  gameOfferName: z.string(),
  numberOfTickets: z.number().int().nullable(),
  numberOfShares: z.number().int().nullable(),
  description: z.string().optional(),
  quickpick: z.boolean(),
});
export type Autoplay = z.infer<typeof autoplaySchema>;

/** A subscription (2-shopping.md §3 Subscription). */
export const subscriptionSchema = z.object({
  autoplayId: z.string(),
  type: z.literal('subscription'),
  ...commonFields,
  lotteryId: z.string(),
  gameOffer: z.string(),
  raffleOfferKey: z.string().nullable(),
  causeKey: z.string().nullable(),
  numGames: z.number().int(),
  frequency: z.enum(subscriptionFrequencies),
  /** A membership's subscription (2-shopping.md §3 Subscription; docs/decisions/456); null for a lottery's or raffle's. */
  membershipKey: z.string().nullable(),
  membershipName: z.string().nullable(),
  membershipOfferKey: z.string().nullable(),
  membershipOfferName: z.string().nullable(),
  /** A membership's price each period. */
  membershipPrice: moneySchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /recurring_purchases: autoplays and subscriptions together. */
export const recurringPurchaseSchema = z.discriminatedUnion('type', [autoplaySchema, subscriptionSchema]);
export type RecurringPurchase = z.infer<typeof recurringPurchaseSchema>;

/** The lists' paging (limit, offset); subscriptions may be filtered by lottery_keys=a,b. */
export const recurringListQuerySchema = z.object({
  limit: intParam(1, 100).default(DEFAULT_PAGE_SIZE),
  offset: intParam(0, 1_000_000).default(0),
});
export const subscriptionListQuerySchema = recurringListQuerySchema.extend({
  lotteryKeys: z
    .string()
    .max(1000)
    .transform((s) => s.split(',').filter(Boolean))
    .optional(),
});
export type RecurringListQuery = z.infer<typeof recurringListQuerySchema>;

export const recurringIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** PATCH {autoplay or subscriptions base}/{id}/status: status and pausedUntil (ISO). */
export const recurringStatusChangeSchema = z.object({
  status: z.enum([...recurringStatuses, TIMED_PAUSED_ALIAS], { error: 'Choose a recurring status' }),
  pausedUntil: z.iso.datetime({ offset: true, error: 'pausedUntil must be an ISO date and time' }).nullish(),
});
export type RecurringStatusChange = z.infer<typeof recurringStatusChangeSchema>;

const minimumJackpot = z
  .number({ error: 'The minimum jackpot must be a whole number of cents' })
  .int('The minimum jackpot must be a whole number of cents')
  .min(0, 'The minimum jackpot must be a whole number of cents')
  .max(100_000_000_000, 'The minimum jackpot must be a whole number of cents');

/** POST /autoplay/{id}/set-minimum-jackpot (form field minimumJackpotAmount, cents; empty or 0 clears it). */
export const setMinimumJackpotSchema = z.object({
  minimumJackpotAmount: z.union([
    minimumJackpot,
    z
      .string()
      .regex(/^\d{0,12}$/, 'The minimum jackpot must be a whole number of cents')
      .transform((s) => (s === '' ? 0 : Number(s))),
  ]),
});

/** POST /autoplay/{id}/set-quickpick (form field quickpick). */
export const setQuickpickSchema = z.object({
  quickpick: z.union([
    z.boolean({ error: 'quickpick must be true or false' }),
    z.enum(['true', 'false'], { error: 'quickpick must be true or false' }).transform((s) => s === 'true'),
  ]),
});

/** PATCH /autoplay/{id}: the changes an autoplay takes. */
export const autoplayChangeSchema = z
  .object({
    minimumJackpotAmount: z.object({ amount: minimumJackpot }).nullable().optional(),
    quickpick: z.boolean({ error: 'quickpick must be true or false' }).optional(),
  })
  .strict();
export type AutoplayChange = z.infer<typeof autoplayChangeSchema>;

/** PATCH /subscriptions/{id}: gameOffer, causeKey, numGames. */
export const subscriptionChangeSchema = z
  .object({
    gameOffer: z.string().min(1).max(64).optional(),
    causeKey: z.string().min(1).max(64).nullable().optional(),
    numGames: z
      .number({ error: 'numGames must be a whole number from 1 to 100' })
      .int('numGames must be a whole number from 1 to 100')
      .min(1, 'numGames must be a whole number from 1 to 100')
      .max(100, 'numGames must be a whole number from 1 to 100')
      .optional(),
  })
  .strict();
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;
