import { z } from 'zod';
import { drawStatuses, moneySchema } from './catalogue';
import { winningNumberSetSchema } from './draws';
import type { MoneyCall } from './payouts-port';

const WINNERS_MESSAGE = 'Winners is a whole number, 0 or more';
const NUMBERS_MESSAGE = 'Enter whole numbers, such as 1 2 3';

/** A prize division as a draw operator enters it; prizeAmount is the dividend per winning entry, in cents. */
export const enteredDivisionSchema = z.object({
  division: z.number().int().min(1).max(20),
  description: z.string().trim().max(200).default(''),
  numWinners: z
    .number({ message: WINNERS_MESSAGE })
    .int({ message: WINNERS_MESSAGE })
    .min(0, { message: WINNERS_MESSAGE })
    .default(0),
  prizeAmount: z.number().int().min(0),
  prizeSuffix: z.string().max(50).nullable().default(null),
});

/** POST /staff/api/draws/{drawId}/results: a draw operator enters (or corrects) a lottery draw's result. */
export const resultsEntryRequestSchema = z.object({
  winningNumbers: z
    .array(
      winningNumberSetSchema.extend({
        numbers: z.array(z.number({ message: NUMBERS_MESSAGE }).int({ message: NUMBERS_MESSAGE })),
        ordered: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(5),
  divisions: z.array(enteredDivisionSchema).min(1).max(20),
});
export type ResultsEntryRequest = z.infer<typeof resultsEntryRequestSchema>;

/** A draw's entered result and who entered and confirmed it (four eyes: two different operators). */
export const resultEntrySchema = z.object({
  drawId: z.string(),
  drawStatus: z.enum(drawStatuses),
  winningNumbers: z.array(winningNumberSetSchema),
  divisions: z.array(enteredDivisionSchema),
  enteredBy: z.string(),
  enteredAt: z.string(),
  corrections: z.number().int(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type ResultEntry = z.infer<typeof resultEntrySchema>;

/** A win as finance sees it: held prizes wait for POST /staff/api/prizes/{id}/release. */
export const prizeSchema = z.object({
  id: z.string(),
  drawId: z.string(),
  ticketId: z.string(),
  division: z.string(),
  amount: moneySchema,
  status: z.enum(['scored', 'paid', 'held', 'released']),
  description: z.string(),
  releasedBy: z.string().nullable(),
});
export type Prize = z.infer<typeof prizeSchema>;

/**
 * POST /staff/api/draws/{drawId}/results/corrections: a draw operator asks to correct a paid
 * draw's result (docs/decisions/261); a second person in finance approves it.
 */
export const resultCorrectionRequestSchema = resultsEntryRequestSchema.extend({
  reason: z.string().trim().min(3).max(500),
});
export type ResultCorrectionRequest = z.infer<typeof resultCorrectionRequestSchema>;

export const resultCorrectionStatuses = ['pending', 'approved', 'rejected'] as const;

/** A correction of a paid draw's result and, once approved, what it moved. */
export const resultCorrectionSchema = z.object({
  correctionId: z.string(),
  drawId: z.string(),
  winningNumbers: z.array(winningNumberSetSchema),
  divisions: z.array(enteredDivisionSchema),
  reason: z.string(),
  status: z.enum(resultCorrectionStatuses),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Set on approval: wins changed, paid to winners, taken back, and what the balances could not cover. */
  outcome: z
    .object({
      winsChanged: z.number().int(),
      paid: moneySchema,
      clawedBack: moneySchema,
      unrecovered: moneySchema,
    })
    .nullable(),
});
export type ResultCorrection = z.infer<typeof resultCorrectionSchema>;

/**
 * The staff port's result correction calls (docs/decisions/543): each runs what its staff route
 * runs, the two money calls once per Idempotency-Key in the member's own key scope.
 */
export interface StaffResultCorrectionPort {
  /** GET /draws/{drawId}/results/corrections (draw operators and finance), newest first. */
  resultCorrections(drawId: string): Promise<ResultCorrection[]>;
  /** Finance's queue on /console/corrections: every pending result correction, oldest first (at most 100). */
  pendingResultCorrections(): Promise<ResultCorrection[]>;
  /** POST /draws/{drawId}/results/corrections (draw operators): a money call. */
  requestResultCorrection(
    drawId: string,
    body: z.input<typeof resultCorrectionRequestSchema>,
    money: MoneyCall,
  ): Promise<ResultCorrection>;
  /** POST /result-corrections/{correctionId}/approve or /reject (finance, never the one who asked): a money call. */
  decideResultCorrection(correctionId: string, approve: boolean, money: MoneyCall): Promise<ResultCorrection>;
}
