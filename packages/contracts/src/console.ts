import { z } from 'zod';
import { capabilityNames } from './capabilities';
import { voucherTypes } from './cart';
import { drawStatuses, moneySchema } from './catalogue';
import { consoleCustomerRecurringSchema, dashboardRecurringRunSchema } from './console-recurring';
import { customerNoteSchema, customerVerificationSchema } from './customer-care';
import { customerLimitSchema, selfExclusionAnswerSchema } from './limits';
import { ticketSchema } from './orders';
import { resultEntrySchema } from './settlement';
import type { StaffRole } from './staff';
import { transactionSchema } from './wallet';

/**
 * The operator console's staff calls (docs/decisions/230-235): the dashboard, customers for
 * support, and balance corrections with four eyes above a threshold.
 */

/** The web address of the console (the README names it). */
export const CONSOLE_PATH = '/console';

/**
 * Who may do what in the console (docs/decisions/232), read by the staff API's checks and by
 * the console's pages. Roles are not ranked, so each names every role it admits: support and
 * finance read customers, only finance moves their money, administrators read the audit log, content editors set the banner.
 */
export const consoleRoles = {
  dashboard: ['administrator', 'finance', 'draw_operator'],
  customers: ['support', 'finance', 'administrator'],
  corrections: ['finance'],
  audit: ['administrator'],
  content: ['content_editor'],
  customerLock: ['support', 'administrator'],
  /** The pages over the staff calls of payouts and settlement: the same roles those calls require. */
  withdrawals: ['finance'],
  /** The bank's BPAY files imported and the payments waiting (decision 530). */
  bpay: ['finance'],
  draws: ['draw_operator'],
  prizes: ['finance'],
  /** Staff accounts: add, roles, lock, reset two-factor (docs/decisions/270). */
  staff: ['administrator'],
  /** A customer's identity check and notes (docs/decisions/272, 273); every customers role reads them. */
  customerVerification: ['support', 'finance'],
  customerNotes: ['support', 'finance'],
  /** Content editors write a raffle's offer, draw operators run its draw: either may draft and publish (docs/decisions/265). */
  raffles: ['content_editor', 'draw_operator'],
  /** The feedback widget's ratings and comments (docs/decisions/446). */
  feedback: ['support', 'content_editor', 'administrator'],
  /** Partners and their sales per channel (decision 473): administrators manage, finance reads. */
  partners: ['administrator', 'finance'],
  /** Sign-ups and sales by campaign and source (docs/decisions/447). */
  campaigns: ['administrator', 'finance'],
  /** Lotto party groups: support and content editors list them, content editors hide a name (decision 424). */
  lottoParty: ['support', 'administrator', 'content_editor'],
  /** Sessions that did not sell out or gave money back, with their amounts (decision 459). */
  lottoPartyMoney: ['finance'],
  /** Daily Winners giveaways: content editors make and edit them, draw operators read their draws (decision 460). */
  giveaways: ['content_editor', 'draw_operator'],
  giveawayDraws: ['draw_operator'],
  /** Giveaway prizes paid or to fulfil (decision 460). */
  giveawayPayouts: ['finance'],
  /** Premium subscriptions' periods and monthly totals (issue 27). */
  giveawayBilling: ['finance', 'administrator'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type ConsoleArea = keyof typeof consoleRoles;

/** Whether a member with these roles may use this area of the console. */
export const consoleAllows = (held: readonly StaffRole[], area: ConsoleArea): boolean =>
  (consoleRoles[area] as readonly StaffRole[]).some((role) => held.includes(role));

/** Sales of one offer in a period: the sum of its sales account's postings. */
export const offerSalesSchema = z.object({ offerKey: z.string(), offerName: z.string(), sales: moneySchema });
export type OfferSales = z.infer<typeof offerSalesSchema>;

export const dashboardDrawSchema = z.object({
  drawId: z.string(),
  offerKey: z.string(),
  offerName: z.string(),
  drawNo: z.number().int(),
  status: z.string(),
  drawDate: z.string(),
  stopDate: z.string(),
});
export type DashboardDraw = z.infer<typeof dashboardDrawSchema>;

export const dashboardSchema = z.object({
  /** The start of today and of this week (Monday) in AEST, the shop's day. */
  todayFrom: z.string(),
  weekFrom: z.string(),
  salesToday: z.array(offerSalesSchema),
  salesThisWeek: z.array(offerSalesSchema),
  openDraws: z.array(dashboardDrawSchema),
  /** Sales stopped and the draw date passed, no results yet. */
  drawsAwaitingResults: z.array(dashboardDrawSchema),
  /** Results in, winnings not yet paid. */
  drawsAwaitingSettlement: z.array(dashboardDrawSchema),
  /** Winnings held for customers (their pending winnings accounts), per currency. */
  prizesHeld: z.array(moneySchema),
  /** Balance corrections waiting for a second person. */
  correctionsAwaitingApproval: z.number().int(),
  /** Withdrawals in the finance queue: requested (to decide) or approved (to pay). */
  withdrawalsWaiting: z.number().int(),
  /** The recurring engine's run of each open draw with recurring purchases due (decision 358). */
  recurringRuns: z.array(dashboardRecurringRunSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const consoleCustomerSearchSchema = z.object({ q: z.string().trim().min(1).max(200) });

/** What support sees of a customer: never a password hash, token or card data. */
export const consoleCustomerSchema = z.object({
  customerId: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  dateOfBirth: z.string(),
  phone: z.string().nullable(),
  currency: z.string(),
  segmentName: z.string(),
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** Locked by staff: no sign-in until unlocked (docs/decisions/237). */
  lockedAt: z.string().nullable(),
  lockReason: z.string().nullable(),
});
export type ConsoleCustomer = z.infer<typeof consoleCustomerSchema>;

export const balanceCorrectionStatuses = ['pending', 'approved', 'rejected'] as const;
export type BalanceCorrectionStatus = (typeof balanceCorrectionStatuses)[number];

export const balanceCorrectionSchema = z.object({
  correctionId: z.string(),
  customerId: z.string(),
  /** Signed: positive credits the customer's cash, negative takes from it. */
  amount: moneySchema,
  reason: z.string(),
  status: z.enum(balanceCorrectionStatuses),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  journalId: z.string().nullable(),
});
export type BalanceCorrection = z.infer<typeof balanceCorrectionSchema>;

export const consoleCustomerProfileSchema = z.object({
  customer: consoleCustomerSchema,
  funds: z.object({ balance: moneySchema, availableFunds: moneySchema, withdrawableFunds: moneySchema }),
  transactions: z.array(transactionSchema),
  /** The next upcoming tickets and the latest past ones (20 each). */
  upcomingTickets: z.array(ticketSchema),
  pastTickets: z.array(ticketSchema),
  corrections: z.array(balanceCorrectionSchema),
  /** The customer's own limits and break from play, read through the limits module (docs/decisions/241). */
  limits: z.object({
    spend: z.array(customerLimitSchema),
    deposit: z.array(customerLimitSchema),
    precommitment: customerLimitSchema.nullable(),
    selfExclusion: selfExclusionAnswerSchema,
  }),
  verification: customerVerificationSchema,
  /** Staff notes, newest first. */
  notes: z.array(customerNoteSchema),
  /** Recurring purchases, their card charges and what the customer was told (decision 358). */
  recurring: consoleCustomerRecurringSchema,
});
export type ConsoleCustomerProfile = z.infer<typeof consoleCustomerProfileSchema>;

/**
 * A whole number, sent as a number or as its digits (a form's text), refused with the message given.
 * Not z.coerce, which takes true as 1, [100] as 100 and '0x10' as 16.
 */
const wholeNumberSchema = (message: string) =>
  z
    .union([
      z.number().int({ message }),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,15}$/, { message }),
    ])
    .transform((n) => Number(n));
/** A whole number of cents. */
const wholeCentsSchema = wholeNumberSchema('Enter a whole number of cents');
const PERCENT_MESSAGE = 'Enter a percentage from 1 to 100';

export const balanceCorrectionRequestSchema = z.object({
  /** Minor units, signed, never zero. */
  amount: wholeCentsSchema.refine((n) => n !== 0, { message: 'Enter an amount other than zero' }),
  reason: z.string().trim().min(3, { message: 'Give the reason (3 characters or more)' }).max(500),
});
export type BalanceCorrectionRequest = z.infer<typeof balanceCorrectionRequestSchema>;

export const balanceCorrectionDecisionSchema = z.object({ approve: z.boolean() });
/** Which balance correction a decision is for (the call's path and the console's form alike). */
export const balanceCorrectionParamsSchema = z.object({
  correctionId: z.string().trim().min(1, 'Choose a correction').max(100, 'Choose a correction from the list'),
});

/** The sitewide banner of one state code ('default' serves every state without its own). */
export const consoleBannerSchema = z.object({ stateCode: z.string(), text: z.string(), updatedAt: z.string() });
export const consoleBannerRequestSchema = z.object({
  /** Empty blanks the banner (the state falls back to the default). */
  text: z.string().trim().max(300, 'Keep the banner to 300 characters'),
});
export const bannerStateCodeSchema = z
  .string()
  .trim()
  .regex(/^(default|[A-Z]{2,3})$/, { message: 'A state code such as NSW, or default' });

export const customerLockRequestSchema = z.object({
  locked: z.boolean(),
  reason: z.string().trim().min(3).max(200).optional(),
});

/** A voucher as content editors see and make it (docs/decisions/238). */
export const consoleVoucherSchema = z.object({
  code: z.string(),
  type: z.string(),
  description: z.string(),
  amount: z.number().int().nullable(),
  percentOff: z.number().int().nullable(),
  minimumSpend: z.number().int(),
  expiresAt: z.string().nullable(),
  active: z.boolean(),
});
export type ConsoleVoucher = z.infer<typeof consoleVoucherSchema>;

export const createVoucherRequestSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,20}$/, { message: '3 to 20 letters and digits' }),
    type: z.enum(voucherTypes, { message: 'Choose a kind of voucher' }),
    description: z
      .string()
      .trim()
      .min(3, { message: 'Give a description (3 characters or more)' })
      .max(200, { message: 'Keep the description to 200 characters' }),
    /** Cents off, or credited (fixed and credit types). */
    amount: wholeCentsSchema.pipe(z.number().positive({ message: 'Enter an amount above zero' })).optional(),
    percentOff: wholeNumberSchema(PERCENT_MESSAGE)
      .pipe(z.number().min(1, { message: PERCENT_MESSAGE }).max(100, { message: PERCENT_MESSAGE }))
      .optional(),
    minimumSpend: wholeCentsSchema
      .pipe(z.number().min(0, { message: 'Enter a minimum spend of 0 or more' }))
      .default(0),
    expiresAt: z.string().datetime({ offset: true }).optional(),
  })
  .superRefine((v, ctx) => {
    const percent = v.type === 'voucher_percent_discount';
    if (percent && v.percentOff === undefined)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Enter the percentage off' });
    if (!percent && v.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount' });
    if ((v.type === 'voucher_fixed_discount_expire') !== (v.expiresAt !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['expiresAt'],
        message: 'Only the expiring type has an expiry, and it needs one',
      });
    }
  });
export type CreateVoucherRequest = z.infer<typeof createVoucherRequestSchema>;

/** Capabilities per segment as staff see them (docs/decisions/239). */
export const consoleCapabilitiesSchema = z.object({
  sitewide: z.array(z.object({ name: z.string(), enabled: z.boolean() })),
  suppressed: z.array(z.object({ segmentName: z.string(), capability: z.string() })),
  segments: z.array(z.string()),
});
export type ConsoleCapabilities = z.infer<typeof consoleCapabilitiesSchema>;

export const segmentCapabilityRequestSchema = z.object({ on: z.boolean() });
export const segmentCapabilityParamsSchema = z.object({
  segmentName: z.string().min(1, 'Choose a segment').max(100, 'Choose a segment from the list'),
  capability: z.enum(capabilityNames, { error: 'Choose a capability from the list' }),
});

/**
 * One draw as a draw operator works it (docs/decisions/240): its settlement status, the number
 * sets and prize divisions its lottery's results need, and the result entered so far.
 */
export const consoleDrawSchema = z.object({
  drawId: z.string(),
  offerName: z.string(),
  drawNo: z.number().int(),
  type: z.string(),
  status: z.enum(drawStatuses),
  drawDate: z.string(),
  stopDate: z.string(),
  currency: z.string(),
  /** The winning number sets to enter, in order (empty for a draw without numbers, e.g. a raffle). */
  numberSets: z.array(
    z.object({
      name: z.string(),
      count: z.number().int(),
      min: z.number().int(),
      max: z.number().int(),
      /** Drawn in order (Strike, sequential games): the order entered is the order scored. */
      ordered: z.boolean(),
    }),
  ),
  divisions: z.array(z.object({ division: z.number().int(), description: z.string() })),
  entry: resultEntrySchema.nullable(),
});
export type ConsoleDraw = z.infer<typeof consoleDrawSchema>;
