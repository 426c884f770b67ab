import { z } from 'zod';
import { moneySchema } from './catalogue';
import {
  type ConsoleLottoPartyGroup,
  type ConsoleLottoPartySession,
  consoleLottoPartyGroupSchema,
  lottoPartySessionStatuses,
} from './lotto-party';
import { entryStatuses, giveawayTypes } from './membership';

/**
 * The console's lotto party and Daily Winners pages (issues 26 and 27; decisions 424, 459-461):
 * support reads a customer's groups, finance the sessions that gave money back, content editors
 * make and edit giveaways, draw operators read a giveaway's entries and draw, finance its payouts.
 */

/** A group a customer belongs to, as support reads it on the customer's page. */
export const consoleCustomerGroupSchema = consoleLottoPartyGroupSchema.extend({
  role: z.enum(['organiser', 'joiner']),
  /** Shares the customer bought in the group's sessions, and what they paid and got back. */
  sharesBought: z.number().int(),
  paid: moneySchema,
  refunded: moneySchema,
});
export type ConsoleCustomerGroup = z.infer<typeof consoleCustomerGroupSchema>;

/** A session that did not sell every share or gave money back (decision 390), for finance. */
export const consoleLottoPartyMoneySessionSchema = z.object({
  sessionId: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  drawId: z.string(),
  productOfferKey: z.string(),
  status: z.enum(lottoPartySessionStatuses),
  sharePrice: moneySchema,
  sharesTotal: z.number().int(),
  sharesSold: z.number().int(),
  /** What members paid for their shares, what bought games, and what went back to them. */
  paid: moneySchema,
  spent: moneySchema,
  refunded: moneySchema,
  stopAt: z.string(),
});
export type ConsoleLottoPartyMoneySession = z.infer<typeof consoleLottoPartyMoneySessionSchema>;

export const consoleGiveawayStatuses = ['scheduled', 'open', 'closed', 'drawn'] as const;
export type ConsoleGiveawayStatus = (typeof consoleGiveawayStatuses)[number];

/** A giveaway as the console lists it: its prize, times and how many entered. */
export const consoleGiveawaySchema = z.object({
  giveawayId: z.string(),
  type: z.enum(giveawayTypes),
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: z.object({ mobile: z.string(), desktop: z.string() }),
  openAt: z.string(),
  closeAt: z.string(),
  prizeKind: z.enum(['credit', 'goods']),
  prizeName: z.string(),
  /** A credit prize's amount for each winner; null for goods. */
  prizeAmount: moneySchema.nullable(),
  winnersCount: z.number().int(),
  status: z.enum(consoleGiveawayStatuses),
  /** Members holding entries, and the entries that take part in the draw (unlocked or guaranteed). */
  entrants: z.number().int(),
  countedEntries: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleGiveaway = z.infer<typeof consoleGiveawaySchema>;

/** Text the database can keep: no NUL or other control characters. */
const plainText = (min: number, max: number, what: string) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(min, { message: min > 0 ? `Enter ${what}` : `${what} is too long` })
    .max(max, { message: `${what} must be at most ${max} characters` })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u0008\u000b-\u001f\u007f]*$/, { message: `${what} holds characters we cannot keep` });

/** A picture's address: an uploaded content file (/cms/files/{id}) or one of the shop's own pictures. */
export const giveawayPictureSchema = z
  .string()
  .trim()
  .max(300, { message: 'A picture address is at most 300 characters' })
  .regex(/^(\/[A-Za-z0-9_.\-/]+)?$/, { message: "A picture is one of the shop's own addresses, starting with /" });

/** What a content editor may change on a giveaway at any time before its draw: how it is shown. */
export const giveawayDisplaySchema = z.strictObject({
  title: plainText(3, 120, 'the title'),
  description: plainText(0, 2000, 'The description'),
  imageMobile: giveawayPictureSchema.default(''),
  imageDesktop: giveawayPictureSchema.default(''),
});
export type GiveawayDisplay = z.infer<typeof giveawayDisplaySchema>;

export const GIVEAWAY_MAX_PRIZE = 10_000_000;
export const GIVEAWAY_MAX_WINNERS = 100;

/** POST /staff/api/giveaways: a new giveaway with its prize (fixed once made: members enter for it). */
export const consoleGiveawayRequestSchema = giveawayDisplaySchema
  .extend({
    type: z.enum(giveawayTypes, { message: 'Choose the type' }),
    openAt: z.string().datetime({ offset: true, message: 'Enter when it opens' }),
    closeAt: z.string().datetime({ offset: true, message: 'Enter when it closes' }),
    prizeKind: z.enum(['credit', 'goods'], { message: 'Choose the kind of prize' }),
    prizeName: plainText(2, 120, 'the prize'),
    /** Cents for each winner of a credit prize; 0 for goods. */
    prizeAmount: z
      .number({ message: 'Enter the prize amount' })
      .int({ message: 'The prize amount is in whole cents' })
      .min(0, { message: 'The prize amount cannot be negative' })
      .max(GIVEAWAY_MAX_PRIZE, { message: 'The prize amount is too large' }),
    winnersCount: z
      .number({ message: 'Enter the number of winners' })
      .int({ message: 'Enter a whole number of winners' })
      .min(1, { message: 'At least one winner' })
      .max(GIVEAWAY_MAX_WINNERS, { message: `At most ${GIVEAWAY_MAX_WINNERS} winners` }),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.closeAt) <= Date.parse(v.openAt)) {
      ctx.addIssue({ code: 'custom', path: ['closeAt'], message: 'It must close after it opens' });
    }
    if (v.prizeKind === 'credit' && v.prizeAmount < 1) {
      ctx.addIssue({ code: 'custom', path: ['prizeAmount'], message: 'A credit prize needs an amount' });
    }
    if (v.prizeKind === 'goods' && v.prizeAmount !== 0) {
      ctx.addIssue({ code: 'custom', path: ['prizeAmount'], message: 'Goods have no amount' });
    }
  });
export type ConsoleGiveawayRequest = z.infer<typeof consoleGiveawayRequestSchema>;

/** A member's entries in a giveaway, as a draw operator reads them. */
export const consoleGiveawayEntrySchema = z.object({
  customerId: z.string(),
  status: z.enum(entryStatuses),
  count: z.number().int(),
});

/** A giveaway's draw: the commitment published when it was made, the seed revealed with the winners. */
export const consoleGiveawayDrawSchema = z.object({
  giveaway: consoleGiveawaySchema,
  /** The first entries by customer (at most CONSOLE_GIVEAWAY_ENTRIES), and how many members hold entries. */
  entries: z.array(consoleGiveawayEntrySchema),
  algorithm: z.string().nullable(),
  commitment: z.string().nullable(),
  committedAt: z.string().nullable(),
  seed: z.string().nullable(),
  revealedAt: z.string().nullable(),
  ticketsCount: z.number().int().nullable(),
  ticketsDigest: z.string().nullable(),
  winners: z.array(
    z.object({
      slot: z.number().int(),
      customerId: z.string(),
      winnerName: z.string(),
      entryNumber: z.number().int(),
      status: z.enum(['paid', 'to_fulfil']),
    }),
  ),
});
export type ConsoleGiveawayDraw = z.infer<typeof consoleGiveawayDrawSchema>;
export const CONSOLE_GIVEAWAY_ENTRIES = 200;

/** A giveaway prize won, as finance reads it: paid to the wallet with the draw, or goods to send. */
export const consoleGiveawayPayoutSchema = z.object({
  giveawayId: z.string(),
  type: z.enum(giveawayTypes),
  number: z.number().int(),
  title: z.string(),
  slot: z.number().int(),
  customerId: z.string(),
  winnerName: z.string(),
  prizeName: z.string(),
  amount: moneySchema.nullable(),
  status: z.enum(['paid', 'to_fulfil']),
  drawnAt: z.string(),
});
export type ConsoleGiveawayPayout = z.infer<typeof consoleGiveawayPayoutSchema>;

export const PROGRAM_MAX_FAQS = 8;

/**
 * PUT /staff/api/membership/settings: the program's words a content editor sets (decision 461);
 * GET /v4/config answers them over the words the shop starts with, with who may join (pricing ids
 * and segments; empty lets everyone). Entries per tier, prices and the program's address stay the shop's rules.
 */
/** A pricing id or segment name: letters, digits, hyphens and underscores (as their cookies are, 3-account.md §5). */
const audienceKey = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, hyphens and underscores only');
const audience = (what: string) =>
  z
    .array(audienceKey)
    .max(PROGRAM_MAX_AUDIENCE, { message: `At most ${PROGRAM_MAX_AUDIENCE} ${what}` })
    .default([]);
export const PROGRAM_MAX_AUDIENCE = 20;

export const PROGRAM_MAX_ENTRIES = 100;
/** Entries a tier's member gets in each type of giveaway (decision 396's table when none is set). */
const tierEntries = z.strictObject(
  Object.fromEntries(giveawayTypes.map((type) => [type, z.number().int().min(1).max(PROGRAM_MAX_ENTRIES)])) as Record<
    (typeof giveawayTypes)[number],
    z.ZodNumber
  >,
);
export const programSettingsSchema = z.strictObject({
  programName: plainText(3, 60, 'the program name'),
  titleContent: plainText(3, 300, 'the title text'),
  optInTitle: plainText(3, 80, 'the join title'),
  optInText: plainText(3, 300, 'the join text'),
  disclaimerText: plainText(3, 500, 'the footer disclaimer'),
  freeTierName: plainText(2, 40, "the free tier's name"),
  freeTierDescription: plainText(3, 200, "the free tier's description"),
  premiumTierName: plainText(2, 40, "the premium tier's name"),
  premiumTierDescription: plainText(3, 200, "the premium tier's description"),
  faqs: z
    .array(z.strictObject({ question: plainText(5, 200, 'the question'), answer: plainText(5, 1000, 'the answer') }))
    .max(PROGRAM_MAX_FAQS, { message: `At most ${PROGRAM_MAX_FAQS} questions` }),
  /** Who may join (issue 27): customers of these pricing ids, and of these segments; empty lets everyone. */
  eligiblePricingIds: audience('pricing ids'),
  eligibleSegments: audience('segments'),
  /** Entries per tier and giveaway type (issue 27); absent, the shop's own table. Entries written are never lowered. */
  entriesPerTier: z.strictObject({ free: tierEntries, premium: tierEntries }).optional(),
});
export type ProgramSettings = z.infer<typeof programSettingsSchema>;

/** The program's words as the console shows them: what members read now, and when staff last changed them. */
export const consoleProgramSettingsSchema = z.object({
  settings: programSettingsSchema,
  updatedAt: z.string().nullable(),
});
export type ConsoleProgramSettings = z.infer<typeof consoleProgramSettingsSchema>;

/** The staff port's calls of these pages (part of StaffPort), each as its route under /staff/api. */
export interface StaffSocialPort {
  /** GET /lotto-party/groups. */
  lottoPartyGroups(query?: { limit?: number; offset?: number }): Promise<ConsoleLottoPartyGroup[]>;
  /** GET /lotto-party/groups/{groupId}/sessions. */
  lottoPartyGroupSessions(groupId: string): Promise<ConsoleLottoPartySession[]>;
  /** POST /lotto-party/groups/{groupId}/hidden. */
  hideLottoPartyGroup(groupId: string, hidden: boolean): Promise<{ groupId: string; hidden: boolean }>;
  /** GET /customers/{customerId}/lotto-party/groups. */
  customerLottoPartyGroups(customerId: string): Promise<ConsoleCustomerGroup[]>;
  /** GET /lotto-party/sessions/money: refunded or partly sold sessions. */
  lottoPartyMoneySessions(query?: { limit?: number; offset?: number }): Promise<ConsoleLottoPartyMoneySession[]>;
  /** GET /giveaways. */
  giveaways(query?: { limit?: number; offset?: number }): Promise<ConsoleGiveaway[]>;
  /** GET /giveaways/{giveawayId}. */
  giveaway(giveawayId: string): Promise<ConsoleGiveaway>;
  /** POST /giveaways. */
  createGiveaway(body: z.input<typeof consoleGiveawayRequestSchema>): Promise<ConsoleGiveaway>;
  /** PUT /giveaways/{giveawayId}: its title, description and pictures, before its draw. */
  editGiveaway(giveawayId: string, body: z.input<typeof giveawayDisplaySchema>): Promise<ConsoleGiveaway>;
  /** POST /content/files for a giveaway's picture (decision 435): answers its address. */
  uploadGiveawayPicture(bytes: Uint8Array): Promise<{ url: string }>;
  /** GET /giveaways/{giveawayId}/draw. */
  giveawayDraw(giveawayId: string): Promise<ConsoleGiveawayDraw>;
  /** GET /membership/settings. */
  programSettings(): Promise<ConsoleProgramSettings>;
  /** PUT /membership/settings. */
  saveProgramSettings(body: z.input<typeof programSettingsSchema>): Promise<ConsoleProgramSettings>;
  /** GET /giveaways/payouts. */
  giveawayPayouts(query?: { limit?: number; offset?: number }): Promise<ConsoleGiveawayPayout[]>;
  /** GET /giveaways/billing: premium subscriptions' periods (a page of subscriptions) and every month's totals. */
  premiumBilling(query?: { limit?: number; offset?: number }): Promise<ConsolePremiumBilling>;
}

/** How finance reads a premium period (issue 27): paid, given up, failing and retried while it lasts, or gone unpaid. */
export const premiumPeriodStatuses = ['paid', 'failed', 'retrying', 'due', 'lapsed'] as const;
export type PremiumPeriodStatus = (typeof premiumPeriodStatuses)[number];

/** One period of a premium subscription (decision 456): its customer, dates, the ledger's charge. */
export const consolePremiumPeriodSchema = z.object({
  recurringPurchaseId: z.string(),
  subscriptionStatus: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  periodIndex: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** What the period's purchase journal credited to sales; null when nothing was charged. */
  charged: moneySchema.nullable(),
  status: z.enum(premiumPeriodStatuses),
  failureCode: z.string().nullable(),
  /** The period's ledger journal reference (`membership_<subscription>_<n>`) when it was paid. */
  ledgerReference: z.string().nullable(),
});
export type ConsolePremiumPeriod = z.infer<typeof consolePremiumPeriodSchema>;

/** A month's premium billing (AEST): charged from the ledger, periods paid and given up. */
export const consolePremiumMonthSchema = z.object({
  month: z.string(),
  charged: z.array(moneySchema),
  paidPeriods: z.number().int(),
  failedPeriods: z.number().int(),
});

/** GET /staff/api/giveaways/billing: finance's premium billing (issue 27). */
export const consolePremiumBillingSchema = z.object({
  periods: z.array(consolePremiumPeriodSchema),
  months: z.array(consolePremiumMonthSchema),
});
export type ConsolePremiumBilling = z.infer<typeof consolePremiumBillingSchema>;
