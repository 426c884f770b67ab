import { z } from 'zod';
import { moneySchema } from './catalogue';
import { intParam } from './draws';

/**
 * The lotto party (3-account.md §2-§9; docs/decisions/387-392): customers' own syndicates. A group
 * is named by its organiser and joined by invite link; a session sells shares of one draw's games.
 */

/** 3-account.md §9: the group list's page size. */
export const LOTTO_PARTY_GROUP_PAGE_SIZE = 6;
/** "Hold 7" (decision 389): a session stops selling shares this many minutes before its draw stops. */
export const LOTTO_PARTY_HOLD_MINUTES = 7;
/** A share price in whole cents (decision 387): $1 to $1,000. */
export const LOTTO_PARTY_SHARE_PRICE = { min: 100, max: 100_000 } as const;
/** Shares a session sells (decision 387). */
export const LOTTO_PARTY_SHARES = { min: 2, max: 100 } as const;
/** A group name's length once trimmed (decision 392). */
export const LOTTO_PARTY_GROUP_NAME = { min: 3, max: 40 } as const;

export const publicityStatuses = ['private', 'promoted', 'public'] as const;
export type PublicityStatus = (typeof publicityStatuses)[number];

/** Session and order statuses (3-account.md §4). */
export const lottoPartySessionStatuses = ['open', 'closed', 'paid', 'cancelled'] as const;
export type LottoPartySessionStatus = (typeof lottoPartySessionStatuses)[number];

export const autosessionStatuses = ['on', 'paused', 'off'] as const;
export type AutosessionStatus = (typeof autosessionStatuses)[number];

/** The creation modal's steps, in order (3-account.md §4). */
export const lottoPartyCreationSteps = [
  'name_group',
  'select_draw',
  'set_share_price',
  'select_auto_session',
  'join_session',
] as const;
export type LottoPartyCreationStep = (typeof lottoPartyCreationSteps)[number];

/** The error codes of 3-account.md §8 the creation modal maps (under `errors[].code`). */
export const lottoPartyErrorCodes = {
  profanity: 'contains_profanity',
  duplicateName: 'duplicate_group_name',
} as const;

/** Ids of groups, sessions and orders: our random tokens; anything else is not found. */
export const lottoPartyIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not found');

export const lottoPartyIdParamsSchema = z.object({ id: lottoPartyIdSchema });
export const lottoPartyTokenParamsSchema = z.object({ token: lottoPartyIdSchema });
/** GET /config/{pricingId}: a pricing's name. */
export const lottoPartyConfigParamsSchema = z.object({ pricingId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const lottoPartyDrawParamsSchema = z.object({ drawId: z.string().min(1).max(64) });

/** POST /group (3-account.md §7). The name's rules beyond its size are the server's (decision 392). */
export const createGroupSchema = z.object({
  groupName: z.string().max(200),
  publicityStatus: z.enum(publicityStatuses).default('private'),
});
export type CreateGroupBody = z.input<typeof createGroupSchema>;

export const lottoPartyGroupSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  publicityStatus: z.enum(publicityStatuses),
  isOrganiser: z.boolean(),
  isMember: z.boolean(),
  memberCount: z.number().int(),
  /** The invite link's token: given to members only. */
  inviteToken: z.string().nullable(),
  createdAt: z.string(),
});
export type LottoPartyGroup = z.infer<typeof lottoPartyGroupSchema>;

export const lottoPartyListQuerySchema = z.object({
  limit: intParam(1, 100).default(LOTTO_PARTY_GROUP_PAGE_SIZE),
  offset: intParam(0, 1_000_000).default(0),
});

/** POST /session (3-account.md §7; decisions 387, 389, 391). */
export const createSessionSchema = z.object({
  groupId: lottoPartyIdSchema,
  inviteAllExistingMembers: z.boolean().default(false),
  drawId: z.string().min(1).max(64),
  sharePrice: z.object({
    amount: z.number().int().min(LOTTO_PARTY_SHARE_PRICE.min).max(LOTTO_PARTY_SHARE_PRICE.max),
  }),
  sharesTotal: z.number().int().min(LOTTO_PARTY_SHARES.min).max(LOTTO_PARTY_SHARES.max),
  autosessionStatus: z.enum(autosessionStatuses).default('off'),
});
export type CreateSessionBody = z.input<typeof createSessionSchema>;

/** PUT /session/{id}: the autosession is the only thing the organiser may change (decision 391). */
export const updateSessionSchema = z.object({ autosessionStatus: z.enum(autosessionStatuses) });

export const lottoPartyDrawSchema = z.object({
  drawId: z.string(),
  drawNo: z.number().int(),
  drawDate: z.string(),
  stopDate: z.string(),
  productOfferKey: z.string(),
  productOfferName: z.string(),
});

export const lottoPartySessionSchema = z.object({
  sessionId: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  draws: z.array(lottoPartyDrawSchema),
  sharePrice: moneySchema,
  sharesTotal: z.number().int(),
  sharesSold: z.number().int(),
  sharesRemaining: z.number().int(),
  status: z.enum(lottoPartySessionStatuses),
  autosessionStatus: z.enum(autosessionStatuses),
  inviteAllExistingMembers: z.boolean(),
  isOrganiser: z.boolean(),
  /** When shares stop selling: the draw's stop less the hold (decision 389). */
  stopAt: z.string(),
  /** The signed-in customer's shares in it. */
  myShares: z.number().int(),
  /**
   * The games bought for its draw once it is paid (decisions 390, 422), each one line's numbers by
   * set name; shown to its organiser and the members holding shares, null otherwise or before.
   */
  games: z.array(z.record(z.string(), z.array(z.number().int()))).nullable(),
  createdAt: z.string(),
});
export type LottoPartySession = z.infer<typeof lottoPartySessionSchema>;

/** GET /orders status (3-account.md §7). */
export const lottoPartyOrderStatuses = ['past_products', 'upcoming_products'] as const;

export const lottoPartyOrdersQuerySchema = lottoPartyListQuerySchema.extend({
  status: z.enum(lottoPartyOrderStatuses).default('upcoming_products'),
});

export const lottoPartyDetailsQuerySchema = z.object({
  showDetails: z.enum(['true', 'false']).default('false'),
});

/** A member's order: the shares they bought of one session (3-account.md §3 Order: socialSyndicateId). */
export const lottoPartyOrderSchema = z.object({
  orderId: z.string(),
  socialSyndicateId: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  status: z.enum(lottoPartySessionStatuses),
  shares: z.number().int(),
  amountPaid: moneySchema,
  refunded: moneySchema,
  checkoutId: z.string(),
  draw: lottoPartyDrawSchema.nullable(),
  /** The member's part of the session's prize (decision 422); null before settlement or when it won nothing. */
  winnings: moneySchema.nullable(),
  /** Whether that part waits for finance to release it (a prize above the hold, decision 203). */
  winningsHeld: z.boolean(),
  createdAt: z.string(),
  /** With show_details=true: the session it is a share of. */
  session: lottoPartySessionSchema.optional(),
});
export type LottoPartyOrder = z.infer<typeof lottoPartyOrderSchema>;

/** GET /config (cached 300 s, 3-account.md §9): the rules the creation modal checks before sending. */
export const lottoPartyConfigSchema = z.object({
  pricingId: z.string().nullable(),
  holdMinutes: z.number().int(),
  groupPageSize: z.number().int(),
  sharePrice: z.object({ min: moneySchema, max: moneySchema }),
  shares: z.object({ min: z.number().int(), max: z.number().int() }),
  groupName: z.object({ min: z.number().int(), max: z.number().int() }),
  publicityStatuses: z.array(z.enum(publicityStatuses)),
  creationSteps: z.array(z.enum(lottoPartyCreationSteps)),
});
export type LottoPartyConfig = z.infer<typeof lottoPartyConfigSchema>;

/** A group as the console lists it (decision 424): private and hidden ones too, with its counts. */
export const consoleLottoPartyGroupSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  publicityStatus: z.enum(publicityStatuses),
  organiserId: z.string(),
  members: z.number().int(),
  sessions: z.number().int(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type ConsoleLottoPartyGroup = z.infer<typeof consoleLottoPartyGroupSchema>;

/** A group's session as support reads it: its money and its state. */
export const consoleLottoPartySessionSchema = z.object({
  sessionId: z.string(),
  drawId: z.string(),
  productOfferKey: z.string(),
  sharePrice: moneySchema,
  sharesTotal: z.number().int(),
  sharesSold: z.number().int(),
  status: z.enum(lottoPartySessionStatuses),
  autosessionStatus: z.enum(autosessionStatuses),
  gamesBought: z.number().int(),
  refunded: moneySchema,
  stopAt: z.string(),
  createdAt: z.string(),
});
export type ConsoleLottoPartySession = z.infer<typeof consoleLottoPartySessionSchema>;

/** POST /staff/api/lotto-party/groups/{id}/hidden: a content editor hides or shows a group's name. */
export const consoleHideGroupRequestSchema = z.object({ hidden: z.boolean() }).strict();
