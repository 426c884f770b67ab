import { z } from 'zod';
import { moneySchema, recurringPurchaseTypes } from './catalogue';

/**
 * What support and finance see of a customer's recurring purchases on the console's customer page
 * (issue 25, decision 358): each purchase with its last attempt, the card charges made for them
 * (merchant-initiated, off session) and what the customer was told.
 */
export const consoleRecurringPurchaseSchema = z.object({
  recurringPurchaseId: z.string(),
  type: z.enum(recurringPurchaseTypes),
  productOfferKey: z.string(),
  status: z.string(),
  lastAttemptStatus: z.string().nullable(),
  lastFailureCode: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  placedDraws: z.number().int(),
  givenUpDraws: z.number().int(),
});

export const consoleRecurringChargeSchema = z.object({
  recurringPurchaseId: z.string(),
  drawId: z.string(),
  attempt: z.number().int(),
  amount: moneySchema,
  /** asked, booked or declined. */
  status: z.string(),
  failureCode: z.string().nullable(),
  depositId: z.string().nullable(),
  createdAt: z.string(),
});

export const consoleRecurringNoticeSchema = z.object({
  recurringPurchaseId: z.string(),
  drawId: z.string(),
  /** failure or warning. */
  kind: z.string(),
  reason: z.string(),
  title: z.string(),
  createdAt: z.string(),
});

/** One open draw's recurring run on the dashboard (issue 25): due, bought, waiting for the jackpot, failed soft and hard. */
export const dashboardRecurringRunSchema = z.object({
  drawId: z.string(),
  offerKey: z.string(),
  offerName: z.string(),
  drawNo: z.number().int(),
  due: z.number().int(),
  placed: z.number().int(),
  waitingForJackpot: z.number().int(),
  softFailures: z.number().int(),
  hardFailures: z.number().int(),
});
export type DashboardRecurringRun = z.infer<typeof dashboardRecurringRunSchema>;

export const consoleCustomerRecurringSchema = z.object({
  /** The unattended card's fund id, or null for the wallet alone. */
  recurringPurchaseMethod: z.string().nullable(),
  purchases: z.array(consoleRecurringPurchaseSchema),
  charges: z.array(consoleRecurringChargeSchema),
  notices: z.array(consoleRecurringNoticeSchema),
});
export type ConsoleCustomerRecurring = z.infer<typeof consoleCustomerRecurringSchema>;
