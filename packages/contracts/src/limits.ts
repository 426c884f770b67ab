import { z } from 'zod';
import { moneySchema } from './catalogue';
import { formMessages } from './forms';
import { formatMoney, type Money } from './money';

/**
 * Responsible gambling (2-shopping.md §3 Spend limits, Precommitment limit; 3-account.md wallet
 * limits): spend and deposit limits per period, the pre-commitment limit, and self-exclusion.
 * Periods are calendar periods of the shop's time (AEST): a day, a week from Monday, a month
 * (docs/decisions/210).
 */
export const limitPeriods = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];
export const limitPeriodSchema = z.enum(limitPeriods);

/** The customer's words for a period ("your weekly limit"). */
export const limitPeriodNames: Record<LimitPeriod, string> = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' };

/** Spend limit amount bounds are not shown in the spec: 0.01 (the default minimum) up to the system limit. */
export const MINIMUM_LIMIT_CENTS = 1;

/** Cooling-off before a raised or removed limit applies, unless the operator configures another. */
export const DEFAULT_LIMIT_COOLING_OFF_DAYS = 7;

const AMOUNT_FORMAT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * The limit a customer types, as the form sends it ("50", "50.5", "50.50"), in cents; the spec's
 * messages for the format (2 decimals, no negatives), the minimum 0.01 and, when given, the
 * system limit as the maximum (2-shopping.md §5). One rule for the server's calls and the pages.
 */
export function limitAmountSchema(maximum?: Money) {
  return z.coerce
    .string()
    .trim()
    .min(1, formMessages.required)
    .regex(AMOUNT_FORMAT, formMessages.currency)
    .transform((text) => Math.round(Number(text) * 100))
    .refine((cents) => cents >= MINIMUM_LIMIT_CENTS, {
      message: formMessages.minimum(formatMoney({ amount: MINIMUM_LIMIT_CENTS, currency: maximum?.currency ?? 'AUD' })),
    })
    .refine((cents) => !maximum || cents <= maximum.amount, {
      message: maximum ? formMessages.maximum(formatMoney(maximum)) : '',
    });
}

/** PUT and POST /spend-limits/{period}, PUT /deposit-limits/{period}, POST /precommitment (form): limit. */
export function limitRequestSchema(maximum?: Money) {
  return z.object({ limit: limitAmountSchema(maximum) });
}
export type LimitRequest = z.input<ReturnType<typeof limitRequestSchema>>;

/**
 * The body those calls take as their routes read it: the amount is checked by the limits service
 * against the period's system limit (limitAmountSchema with that maximum), so here it is only there.
 */
export const limitChangeBodySchema = z.object({ limit: z.union([z.string(), z.number()]).optional() });

/** A change waiting out its cooling-off period: the new amount (null: the limit ends) and when it applies. */
export const pendingLimitChangeSchema = z.object({
  amount: moneySchema.nullable(),
  effectiveFrom: z.string(),
});

/** What a limit leaves: spent in the current period, the limit, what is left, and by how much it is passed. */
export const limitSummarySchema = z.object({
  period: limitPeriodSchema,
  amountSpent: moneySchema,
  spendLimit: moneySchema,
  remaining: moneySchema,
  exceededAmount: moneySchema,
  /** When the current period ends and the spend starts again from zero. */
  resetsAt: z.string(),
});
export type LimitSummary = z.infer<typeof limitSummarySchema>;

/** A limit has period, amount, id (2-shopping.md §3), and the change that may be pending. */
export const customerLimitSchema = z.object({
  id: z.string(),
  period: limitPeriodSchema,
  amount: moneySchema,
  pending: pendingLimitChangeSchema.nullable(),
  summary: limitSummarySchema,
});
export type CustomerLimit = z.infer<typeof customerLimitSchema>;

export const systemLimitSchema = z.object({ period: limitPeriodSchema, amount: moneySchema });
export type SystemLimit = z.infer<typeof systemLimitSchema>;

/** GET /spend-limits and GET /deposit-limits. */
export const limitsAnswerSchema = z.object({
  availablePeriods: z.array(limitPeriodSchema),
  customerLimits: z.array(customerLimitSchema),
  systemLimits: z.array(systemLimitSchema),
  /** The limit with the least left now, or null without a limit. */
  summary: limitSummarySchema.nullable(),
  /** The site asks for a spend limit before the first purchase (3-account.md spendLimitRequired). */
  spendLimitRequired: z.boolean(),
  coolingOffDays: z.number().int(),
});
export type LimitsAnswer = z.infer<typeof limitsAnswerSchema>;

/** GET /precommitment: the pre-commitment limit (a monthly cap on all spend), or null. */
export const precommitmentAnswerSchema = z.object({
  limit: customerLimitSchema.nullable(),
  coolingOffDays: z.number().int(),
});
export type PrecommitmentAnswer = z.infer<typeof precommitmentAnswerSchema>;

/** Take a break: for a chosen period, or indefinitely. It cannot be lifted early from the account. */
export const selfExclusionPeriods = ['24_hours', '7_days', '30_days', '6_months', '1_year', 'indefinite'] as const;
export type SelfExclusionPeriod = (typeof selfExclusionPeriods)[number];
export const selfExclusionPeriodNames: Record<SelfExclusionPeriod, string> = {
  '24_hours': '24 hours',
  '7_days': '7 days',
  '30_days': '30 days',
  '6_months': '6 months',
  '1_year': '1 year',
  indefinite: 'Indefinitely',
};
export const selfExclusionRequestSchema = z.object({
  period: z.enum(selfExclusionPeriods, { error: formMessages.required }),
});
export type SelfExclusionRequest = z.infer<typeof selfExclusionRequestSchema>;

/** GET and POST /self-exclusion. */
export const selfExclusionAnswerSchema = z.object({
  excluded: z.boolean(),
  /** Null while not excluded, and for an indefinite break. */
  until: z.string().nullable(),
  indefinite: z.boolean(),
});
export type SelfExclusionAnswer = z.infer<typeof selfExclusionAnswerSchema>;

/** The customer's monthly activity statement: what moved in one AEST calendar month. */
export const activityStatementSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  spend: moneySchema,
  deposits: moneySchema,
  withdrawals: moneySchema,
  prizes: moneySchema,
  /** Prizes less spend: what the month won or cost the customer. */
  net: moneySchema,
});
export type ActivityStatement = z.infer<typeof activityStatementSchema>;

/** Query of GET /activity-statement: the month, yyyy-mm, read as its year and month (the current one when left out). */
export const activityStatementQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month is yyyy-mm')
    .transform((v) => {
      const [year, month] = v.split('-').map(Number) as [number, number];
      return { year, month };
    })
    .optional(),
});
