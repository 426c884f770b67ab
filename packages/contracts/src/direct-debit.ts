import { z } from 'zod';
import { moneySchema } from './catalogue';
import type { Deposit, depositBodySchema } from './funds';
import type { MoneyCall } from './payouts-port';

/**
 * Direct debit (`dd`, decision 522): the customer's Direct Debit Request and the outcome file
 * finance imports after the bank has collected the ABA file. Only BECS characters reach the bank.
 */

const becsText = /^[A-Za-z0-9 &'()*+,\-./]+$/;

/** POST of a mandate: the account and the customer's agreement to the DDR service agreement. */
export const directDebitMandateBodySchema = z
  .object({
    accountName: z.string().trim().min(1).max(32).regex(becsText),
    bsb: z.string().regex(/^\d{3}-?\d{3}$/),
    accountNumber: z.string().regex(/^\d{5,9}$/),
    /** The version of the service agreement the page showed; the customer ticked that they agree. */
    agreementVersion: z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/),
    agreed: z.literal(true),
  })
  .strict();
export type DirectDebitMandateBody = z.infer<typeof directDebitMandateBodySchema>;

export const directDebitOutcomes = ['collected', 'dishonoured'] as const;
export type DirectDebitOutcome = (typeof directDebitOutcomes)[number];

export interface DirectDebitOutcomeLine {
  /** The deposit's reference, the lodgement reference of its ABA debit. */
  readonly reference: string;
  readonly outcome: DirectDebitOutcome;
  /** The bank's return reason for a dishonour (e.g. "Refer to customer"); empty when collected. */
  readonly reason: string;
}

export const directDebitOutcomeFileMaxLines = 1000;

function outcomeLine(row: string): DirectDebitOutcomeLine | undefined {
  const cells = row.split(',').map((c) => c.trim());
  const [reference = '', outcome = '', reason = ''] = cells;
  if (cells.length > 3 || !/^DD[A-Z0-9]{8,16}$/.test(reference)) return undefined;
  if (outcome === 'collected' && reason === '') return { reference, outcome, reason };
  if (outcome === 'dishonoured' && reason.length <= 80 && becsText.test(reason)) {
    return { reference, outcome, reason };
  }
  return undefined;
}

/**
 * The outcome file, one deposit a line: `reference,collected` or `reference,dishonoured,reason`.
 * Checked whole: any bad line refuses the file (at most ten line errors told), nothing kept.
 */
export function parseDirectDebitOutcomes(text: string): { lines: DirectDebitOutcomeLine[] } | { errors: string[] } {
  const errors: string[] = [];
  const lines: DirectDebitOutcomeLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const row = raw.trim();
    if (row === '' || (i === 0 && /^reference,/i.test(row))) return;
    const line = outcomeLine(row);
    if (line) lines.push(line);
    else errors.push(`Line ${i + 1} is not "reference,collected" or "reference,dishonoured,reason".`);
  });
  if (errors.length > 0) return { errors: errors.slice(0, 10) };
  if (lines.length === 0) return { errors: ['The file holds no outcome.'] };
  if (lines.length > directDebitOutcomeFileMaxLines) {
    return { errors: [`A file holds at most ${directDebitOutcomeFileMaxLines} outcomes.`] };
  }
  if (new Set(lines.map((l) => l.reference)).size !== lines.length) {
    return { errors: ['A reference is in the file twice.'] };
  }
  return { lines };
}

/** The customer's mandate as every answer shows it: the account number as its last three digits only. */
export const directDebitMandateSchema = z.object({
  id: z.string(),
  accountName: z.string(),
  bsb: z.string(),
  /** `•••321`: the number itself is sealed and never leaves the server but in the bank's file. */
  accountNumber: z.string(),
  agreementVersion: z.string(),
  createdAt: z.string(),
});
export type DirectDebitMandate = z.infer<typeof directDebitMandateSchema>;

/** The DDR service agreement's version the storefront shows whole; a mandate names the one agreed to. */
export const directDebitAgreementVersion = '2026-11-28';

/** POST /staff/api/funds/direct-debit-outcomes: the outcome file as text. */
export const directDebitOutcomesBodySchema = z.object({ file: z.string().min(1).max(200_000) });

/** What an export did (decision 523): the file written, if any debit was left to collect, and the debits cancelled. */
export const directDebitExportSchema = z.object({
  number: z.number().int().nullable(),
  debitCount: z.number().int(),
  total: moneySchema,
  cancelled: z.number().int(),
});
export type DirectDebitExport = z.infer<typeof directDebitExportSchema>;

/** What an outcome import did: each line collected, dishonoured, or imported before (moved nothing). */
export const directDebitImportResultSchema = z.object({
  collected: z.number().int(),
  dishonoured: z.number().int(),
  alreadyImported: z.number().int(),
});
export type DirectDebitImportResult = z.infer<typeof directDebitImportResultSchema>;

export const directDebitStates = ['waiting', 'exported', 'collected', 'dishonoured', 'cancelled'] as const;

/** One debit as finance sees it: the account masked, its state and, for a dishonour, the bank's reason. */
export const directDebitLineSchema = z.object({
  reference: z.string(),
  amount: moneySchema,
  accountName: z.string(),
  bsb: z.string(),
  accountNumber: z.string(),
  state: z.enum(directDebitStates),
  reason: z.string().nullable(),
});
export type DirectDebitLine = z.infer<typeof directDebitLineSchema>;

export const directDebitFileSchema = z.object({
  number: z.number().int(),
  processingDate: z.string(),
  debitCount: z.number().int(),
  total: moneySchema,
  createdAt: z.string(),
  debits: z.array(directDebitLineSchema),
});
export type DirectDebitFile = z.infer<typeof directDebitFileSchema>;

/** The console's Direct debit page: the debits waiting for a file, and the latest files with their debits. */
export const directDebitCollectionsSchema = z.object({
  waiting: z.array(directDebitLineSchema),
  files: z.array(directDebitFileSchema),
});
export type DirectDebitCollections = z.infer<typeof directDebitCollectionsSchema>;

/** The staff port's direct debit calls (finance): the collections, the export, a file's text and the import. */
export interface StaffDirectDebitPort {
  directDebitCollections(): Promise<DirectDebitCollections>;
  exportDirectDebitFile(): Promise<DirectDebitExport>;
  directDebitFileText(number: number): Promise<string>;
  importDirectDebitOutcomes(body: unknown): Promise<DirectDebitImportResult>;
}

/**
 * The pages' port's direct debit calls (decision 522, 524), part of FundsPort: each the call named
 * beside it; 409 payment_method_unavailable where direct debit is off or the wallet is not in AUD.
 */
export interface DirectDebitPort {
  /** GET /funds/dd/mandate: the active Direct Debit Request; 404 when there is none. */
  directDebitMandate(): Promise<DirectDebitMandate>;
  /** POST /funds/dd/mandate */
  saveDirectDebitMandate(body: z.input<typeof directDebitMandateBodySchema>): Promise<DirectDebitMandate>;
  /** DELETE /funds/dd/mandate (204) */
  cancelDirectDebitMandate(): Promise<null>;
  /** GET /funds/dd/deposits: the latest 20 deposits by direct debit, newest first. */
  directDebitDeposits(): Promise<Deposit[]>;
  /** POST /funds/dd/direct_debit/deposit: a money call; the deposit waits for the collection. */
  directDebitDeposit(body: z.input<typeof depositBodySchema>, money: MoneyCall): Promise<Deposit>;
}
