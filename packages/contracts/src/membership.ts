import { z } from 'zod';

/**
 * The membership program (3-account.md §3 Membership program, §4, §7 Membership; docs/decisions/395-399):
 * the rewards base's calls, their bodies and answers.
 */
export const MEMBERSHIP_PROGRAM = 'daily_winners';
/** 3-account.md §9: the program's default url. */
export const DEFAULT_PROGRAM_URL = 'daily-winners';
/** 3-account.md §9: giveaway lists are paged by 9. */
export const GIVEAWAY_PAGE_SIZE = 9;
/** At most this many entries a member earns by activity in one giveaway (decision 527). */
export const ACTIVITY_ENTRIES_CAP = 10;

/**
 * The premium tier's membership offer (2-shopping.md cart item membershipOffer; docs/decisions/456):
 * a subscription the recurring engine bills each period from the wallet.
 */
export const PREMIUM_MEMBERSHIP_OFFER = {
  key: 'daily_winners_premium',
  name: 'Daily Winners Premium',
  programName: 'Daily Winners',
  price: { amount: 1000, currency: 'AUD' as const },
} as const;

/** A month later on the same day and time (UTC), the day clamped to the month's last (31 Jan → 28 Feb). */
function monthsLater(anchor: Date, months: number): Date {
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), last);
  return new Date(
    Date.UTC(
      y,
      m,
      day,
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/**
 * The premium period that holds `now` (docs/decisions/456): period n runs from n months after the
 * upgrade to n + 1 months after it (same day of the month, clamped), and is charged at its start.
 */
export function membershipPeriodAt(anchor: Date, now: Date): { index: number; start: Date; end: Date } {
  let index = Math.max(
    0,
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth(),
  );
  while (index > 0 && monthsLater(anchor, index) > now) index--;
  while (monthsLater(anchor, index + 1) <= now) index++;
  return { index, start: monthsLater(anchor, index), end: monthsLater(anchor, index + 1) };
}

export const membershipStatuses = ['member', 'non-member', 'pending-deposit'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];
export const membershipTiers = ['free', 'premium'] as const;
export type MembershipTier = (typeof membershipTiers)[number];
export const membershipEligibilities = ['eligible', 'ineligible'] as const;
export const entryStatuses = ['locked', 'unlocked', 'guaranteed'] as const;
export type EntryStatus = (typeof entryStatuses)[number];
export const giveawayTypes = ['daily', 'major', 'monthly', 'preview', 'special'] as const;
export type GiveawayType = (typeof giveawayTypes)[number];

const id = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'An id holds letters, digits, hyphens and underscores only.');

/** A giveaway as the pages show it (3-account.md §3 Draw entry). */
export const giveawayDrawSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.object({ mobile: z.string(), desktop: z.string() }),
  availability: z.enum(['available', 'unavailable']),
  open: z.string(),
  close: z.string(),
  number: z.number().int(),
  type: z.enum(giveawayTypes),
  /** The tiers whose members are entered. */
  permits: z.array(z.enum(membershipTiers)),
  externalId: z.string().nullable(),
  /** A short label on the card: the prize. */
  pill: z.string().nullable(),
  details: z.object({ title: z.string(), transferToken: z.string().nullable(), url: z.string() }),
  /** What a monthly giveaway shows while the member's entry is locked. */
  lockedContent: z.string().nullable(),
  status: z.enum(['open', 'closed', 'drawn']),
  prize: z.object({
    kind: z.enum(['credit', 'goods']),
    name: z.string(),
    amount: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
    winners: z.number().int(),
  }),
  /** The public winners once drawn ("Jane D."), in prize-slot order. */
  winners: z.array(z.object({ slot: z.number().int(), winnerName: z.string(), entryNumber: z.number().int() })),
});
export type GiveawayDraw = z.infer<typeof giveawayDrawSchema>;

/** A member's entry in an open giveaway (3-account.md §3 Upcoming draw). */
export const membershipEntrySchema = z.object({
  drawId: z.string(),
  entryStatus: z.enum(entryStatuses),
  numberOfEntriesText: z.string(),
});
export type MembershipEntry = z.infer<typeof membershipEntrySchema>;

/** GET /rewards/v3/customer. */
export const customerMembershipSchema = z.object({
  membershipProgram: z.string(),
  membershipStatus: z.enum(membershipStatuses),
  membershipTier: z.enum(membershipTiers).nullable(),
  eligibility: z.enum(membershipEligibilities),
  /** Why an ineligible customer cannot join or take part: age, break from play, segment. */
  ineligibleReason: z.string().nullable(),
  membershipUpdated: z.string().nullable(),
  /** The end of the last paid premium period (ISO), while the member is premium; else null. */
  premiumUntil: z.string().nullable(),
  totalEntries: z.number().int(),
  membershipEntries: z.array(membershipEntrySchema),
});
export type CustomerMembership = z.infer<typeof customerMembershipSchema>;

/** PUT /rewards/membership (v3.2). */
export const membershipUpdateBodySchema = z.strictObject({
  membershipProgram: z.literal(MEMBERSHIP_PROGRAM),
  membershipStatus: z.literal('member'),
  membershipTier: z.enum(membershipTiers).optional(),
  metadata: z.record(z.string().max(64), z.string().max(200)).optional(),
});
export type MembershipUpdateBody = z.infer<typeof membershipUpdateBodySchema>;

/** PUT /rewards/v3/draws/{id}. */
export const drawEntryUpdateBodySchema = z.strictObject({ entryStatus: z.literal('unlocked') });
export const drawEntryParamsSchema = z.object({ id });
export const drawEntryUpdateAnswerSchema = z.object({
  upcomingDraws: z.array(giveawayDrawSchema),
  membershipEntries: z.array(membershipEntrySchema),
});

/** GET /rewards/v3/draws: the giveaway lists (decision 395). */
export const giveawayListQuerySchema = z.object({
  status: z.enum(['current', 'closed']).default('current'),
  limit: z.coerce.number().int().min(1).max(GIVEAWAY_PAGE_SIZE).default(GIVEAWAY_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const giveawayParamsSchema = z.object({
  giveawayType: z.enum(giveawayTypes),
  drawNumber: z.coerce.number().int().min(1).max(1_000_000_000),
});

/** GET /rewards/v3/benefits. */
export const benefitsLinkSchema = z.object({ ssoUrl: z.string() });
export const benefitsSsoQuerySchema = z.object({ token: z.string().min(1).max(2000) });
/** What a benefits link opens (decisions 399, 526): the member's tier now and what it gives them. */
export const benefitsSchema = z.object({
  membershipProgram: z.string(),
  programName: z.string(),
  membershipTier: z.enum(membershipTiers),
  tierName: z.string(),
  benefits: z.array(z.string()),
});
export type Benefits = z.infer<typeof benefitsSchema>;
/** The benefits page, where a benefits link (ssoUrl) leads (decision 526). */
export const BENEFITS_PAGE_PATH = `/${DEFAULT_PROGRAM_URL}/benefits`;

const tierSchema = z.object({
  key: z.enum(membershipTiers),
  name: z.string(),
  description: z.string(),
  available: z.boolean(),
  /** What the tier costs each period (null: free). */
  price: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
  entriesPerGiveaway: z.record(z.string(), z.number().int()),
});

/** GET /rewards/v4/config (3-account.md §3 Membership program config). */
export const membershipConfigSchema = z.object({
  programName: z.string(),
  programUrl: z.string(),
  programId: z.string(),
  programLogo: z.string(),
  titleContent: z.string(),
  deposit: z.object({ url: z.string(), text: z.string() }),
  membershipTiers: z.array(tierSchema),
  monthlyGiveaways: z.array(giveawayDrawSchema),
  specialGiveaways: z.array(giveawayDrawSchema),
  dailyGiveaways: z.array(giveawayDrawSchema),
  optIn: z.object({ title: z.string(), text: z.string() }),
  manageMembership: z.object({ title: z.string(), text: z.string() }),
  pastWinners: z.object({ title: z.string(), url: z.string() }),
  FAQs: z.array(z.object({ question: z.string(), answer: z.string() })),
  eligiblePricingIds: z.array(z.string()),
  /** The segments whose customers may join (issue 27); empty lets every segment. */
  eligibleSegments: z.array(z.string()),
  discounts: z.array(z.object({ key: z.string(), text: z.string() })),
  navigationItems: z.array(z.object({ label: z.string(), url: z.string() })),
  footer: z.object({ disclaimerText: z.string() }),
  joinAll: z.object({ text: z.string() }),
  joinPremium: z.object({ text: z.string(), available: z.boolean() }),
  pastDrawsFilter: z.array(z.enum(giveawayTypes)),
});
export type MembershipConfig = z.infer<typeof membershipConfigSchema>;

/** The public data of a drawn giveaway, in the raffle verification's shape (decision 397). */
export const giveawayVerificationSchema = z.object({
  giveawayId: z.string(),
  type: z.enum(giveawayTypes),
  number: z.number().int(),
  status: z.enum(['open', 'closed', 'drawn']),
  algorithm: z.string(),
  algorithmDescription: z.string(),
  commitment: z.string(),
  committedAt: z.string(),
  close: z.string(),
  seed: z.string().nullable(),
  revealedAt: z.string().nullable(),
  ticketsDigest: z.string().nullable(),
  ticketNumbers: z.array(z.number().int()),
  prizeSlots: z.array(z.object({ slot: z.number().int(), name: z.string() })),
  winners: z.array(z.number().int()),
});
export type GiveawayVerification = z.infer<typeof giveawayVerificationSchema>;

/** A page of giveaways as the pages' port gives it: GET /rewards/v3/draws's result and pageInfo. */
export interface GiveawayPage {
  items: GiveawayDraw[];
  pageInfo: { limit: number; offset: number; total: number };
}

/**
 * The pages' port's calls for the membership program (docs/decisions/395, 428), part of
 * PlatformPort; each is the rewards call named beside it, for the signed-in viewer (a visitor is
 * 401) but the verification, which anyone may read.
 */
export interface MembershipPort {
  /** GET /rewards/v4/config */
  membershipConfig(): Promise<MembershipConfig>;
  /** GET /rewards/v3/customer */
  customerMembership(): Promise<CustomerMembership>;
  /** GET /rewards/v3/draws?status&limit&offset */
  giveaways(query?: z.input<typeof giveawayListQuerySchema>): Promise<GiveawayPage>;
  /** GET /rewards/v3/giveaways/{giveawayType}/{drawNumber} */
  giveaway(giveawayType: string, drawNumber: number): Promise<GiveawayDraw>;
  /** GET /rewards/v3/giveaways/{giveawayType}/{drawNumber}/verification (public) */
  giveawayVerification(giveawayType: string, drawNumber: number): Promise<GiveawayVerification>;
  /** PUT /rewards/membership (v3.2): joins on the free tier, or with membership_tier premium upgrades a member (decision 456). */
  joinMembership(body?: Partial<MembershipUpdateBody>): Promise<CustomerMembership>;
  /** PUT /rewards/v3/draws/{id} with entry_status unlocked. */
  unlockGiveawayEntry(drawId: string): Promise<z.infer<typeof drawEntryUpdateAnswerSchema>>;
  /** GET /rewards/v3/benefits: a new single-use link (ssoUrl) to the benefits page (decisions 399, 526). */
  benefitsLink(): Promise<z.infer<typeof benefitsLinkSchema>>;
  /** GET /rewards/v3/benefits/sso?token: the link opened, once; anyone holding it (the token is the key). */
  openBenefits(token: string): Promise<Benefits>;
}
