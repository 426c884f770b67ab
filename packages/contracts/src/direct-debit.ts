import { z } from 'zod';

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
