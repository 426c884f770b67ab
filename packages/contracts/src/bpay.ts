import { z } from 'zod';
import { moneySchema } from './catalogue';

/**
 * BPAY (3-account.md §9 payment code `bp`; decision 530): the customer pays the shop as a biller
 * from their own bank with the biller code and their customer reference number (CRN); finance
 * imports the bank's payment file and each line is credited once to the customer it names.
 */

/** GET /funds/bp/bpay: what the customer types into their bank. */
export const bpayDetailsSchema = z.object({
  billerCode: z.string(),
  customerReference: z.string(),
});
export type BpayDetails = z.infer<typeof bpayDetailsSchema>;

/**
 * GET /funds/bank-deposit (decision 519): where a bank deposit (`bd`, BSB and account) or a PayID
 * transfer (`td`) is paid, and the customer's own reference to quote (the same as BPAY's). Both
 * land in the shop's one bank account; a side the operator has not set up is null.
 */
export const bankDepositDetailsSchema = z.object({
  account: z.object({ bsb: z.string(), accountNumber: z.string(), accountName: z.string() }).nullable(),
  payId: z.string().nullable(),
  reference: z.string(),
});
export type BankDepositDetails = z.infer<typeof bankDepositDetailsSchema>;

/**
 * The check digit of a customer reference number: Luhn (MOD10V01) over its digits. The sandbox
 * card page's luhnValid is its own copy: that file's source is sent whole to the page's script.
 */
export function crnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A customer reference number as the shop issues them: 10 digits, the last the check digit. */
export function isCustomerReference(text: string): boolean {
  return /^[1-9]\d{9}$/.test(text) && crnCheckDigit(text.slice(0, 9)) === text.slice(9);
}

/** One payment of the bank's file, as finance imports it. */
export interface BpayFileLine {
  /** The bank's reference of the payment: a payment is credited once by it. */
  bankReference: string;
  customerReference: string;
  /** In cents, AUD (BPAY is Australian). */
  amount: number;
  paidOn: string;
}

export const bpayFileMaxLines = 1000;

/**
 * A bank file's header: its first line, whose first cell names the first column. A line of data
 * never does, even one whose value begins with the same letters (a bank reference BANKREF1).
 */
function isHeaderRow(row: string, index: number, firstColumn: string): boolean {
  return index === 0 && (row.split(',')[0] ?? '').trim().toLowerCase().startsWith(firstColumn);
}

/**
 * The bank's payment file, one payment a line: `bank reference,customer reference,amount,paid on`
 * (amount in dollars and cents, the date YYYY-MM-DD); blank lines and a header line are skipped.
 * Any bad line refuses the whole file with its line numbers, so nothing is imported half.
 */
export function parseBpayFile(text: string): { lines: BpayFileLine[] } | { errors: string[] } {
  const rows = text.split(/\r?\n/).map((r) => r.trim());
  const errors: string[] = [];
  const lines: BpayFileLine[] = [];
  rows.forEach((row, i) => {
    if (row === '' || isHeaderRow(row, i, 'bank reference')) return;
    const cells = row.split(',').map((c) => c.trim());
    const [bankReference = '', customerReference = '', amount = '', paidOn = ''] = cells;
    const cents = /^\d{1,7}\.\d{2}$/.test(amount) ? Math.round(Number(amount) * 100) : Number.NaN;
    if (
      cells.length !== 4 ||
      !/^[A-Za-z0-9-]{4,40}$/.test(bankReference) ||
      !/^\d{2,20}$/.test(customerReference) ||
      !(cents > 0) ||
      !/^\d{4}-\d{2}-\d{2}$/.test(paidOn) ||
      Number.isNaN(Date.parse(`${paidOn}T00:00:00Z`))
    ) {
      errors.push(`Line ${i + 1} is not "bank reference,customer reference,amount,YYYY-MM-DD".`);
      return;
    }
    lines.push({ bankReference, customerReference, amount: cents, paidOn });
  });
  if (errors.length > 0) return { errors: errors.slice(0, 10) };
  if (lines.length === 0) return { errors: ['The file holds no payment.'] };
  if (lines.length > bpayFileMaxLines) return { errors: [`A file holds at most ${bpayFileMaxLines} payments.`] };
  if (new Set(lines.map((l) => l.bankReference)).size !== lines.length) {
    return { errors: ['A bank reference is in the file twice.'] };
  }
  return { lines };
}

/** POST /staff/api/funds/bpay-payments: the file as text. */
export const bpayImportBodySchema = z.object({ file: z.string().min(1).max(200_000) });

/** Why an imported payment waits for finance instead of being credited. */
export const bpayWaitReasons = ['unknown_reference', 'deposit_refused'] as const;

export const bpayPaymentSchema = z.object({
  bankReference: z.string(),
  customerReference: z.string(),
  amount: moneySchema,
  paidOn: z.string(),
  status: z.enum(['credited', 'waiting']),
  reason: z.string().nullable(),
  importedAt: z.string(),
});
export type BpayPayment = z.infer<typeof bpayPaymentSchema>;

/** What an import did: each line credited, already imported before, or waiting (with why). */
export const bpayImportResultSchema = z.object({
  credited: z.number().int(),
  alreadyImported: z.number().int(),
  waiting: z.number().int(),
});
export type BpayImportResult = z.infer<typeof bpayImportResultSchema>;

export const bpayPaymentsSchema = z.array(bpayPaymentSchema);

/** The staff port's BPAY calls (finance): the payments waiting and the import. */
export interface StaffBpayPort {
  bpayPayments(): Promise<BpayPayment[]>;
  importBpayFile(body: unknown): Promise<BpayImportResult>;
  /** The shop account statement's credit lines imported (decision 519), waiting ones first. */
  bankStatementLines(): Promise<BankStatementLineRow[]>;
  importBankStatement(body: unknown): Promise<BpayImportResult>;
}

/** One credit line of the shop account's statement (decision 519), as finance imports it. */
export interface BankStatementLine {
  /** The bank's transaction id: a line is credited once by it. */
  transactionId: string;
  paidOn: string;
  /** In cents, AUD. */
  amount: number;
  description: string;
  /** The first valid customer reference in the description, if any. */
  customerReference: string | null;
  /** `td` where the description names an Osko/PayID/NPP payment, else `bd`. */
  methodCode: 'bd' | 'td';
}

/**
 * The bank's statement as CSV, one transaction a line: `YYYY-MM-DD,amount,description,transaction
 * id` (amount in dollars and cents, a debit negative; the description may hold commas). Debits are
 * skipped; a header line and blank lines too. Any bad line refuses the whole file.
 */
export function parseBankStatement(text: string): { lines: BankStatementLine[] } | { errors: string[] } {
  const errors: string[] = [];
  const lines: BankStatementLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const row = raw.trim();
    if (row === '' || isHeaderRow(row, i, 'date')) return;
    const cells = row.split(',').map((c) => c.trim());
    const [paidOn = '', amount = ''] = cells;
    const transactionId = cells.length >= 4 ? (cells.at(-1) ?? '') : '';
    const description = cells.slice(2, -1).join(',').replace(/^"|"$/g, '').trim();
    const cents = /^-?\d{1,7}\.\d{2}$/.test(amount) ? Math.round(Number(amount) * 100) : Number.NaN;
    if (
      !/^[A-Za-z0-9-]{4,40}$/.test(transactionId) ||
      Number.isNaN(cents) ||
      description.length > 200 ||
      !isCalendarDate(paidOn)
    ) {
      errors.push(`Line ${i + 1} is not "YYYY-MM-DD,amount,description,transaction id".`);
      return;
    }
    if (cents <= 0) return;
    const customerReference = (description.match(/\d{10}/g) ?? []).find(isCustomerReference) ?? null;
    const methodCode = /\b(osko|payid|npp)\b/i.test(description) ? 'td' : 'bd';
    lines.push({ transactionId, paidOn, amount: cents, description, customerReference, methodCode });
  });
  if (errors.length > 0) return { errors: errors.slice(0, 10) };
  if (lines.length === 0) return { errors: ['The statement holds no credit.'] };
  if (lines.length > bpayFileMaxLines) return { errors: [`A statement holds at most ${bpayFileMaxLines} credits.`] };
  if (new Set(lines.map((l) => l.transactionId)).size !== lines.length) {
    return { errors: ['A transaction id is in the statement twice.'] };
  }
  return { lines };
}

export const bankStatementLineSchema = z.object({
  transactionId: z.string(),
  methodCode: z.enum(['bd', 'td']),
  description: z.string(),
  customerReference: z.string().nullable(),
  amount: moneySchema,
  paidOn: z.string(),
  status: z.enum(['credited', 'waiting']),
  reason: z.string().nullable(),
  importedAt: z.string(),
});
export type BankStatementLineRow = z.infer<typeof bankStatementLineSchema>;
export const bankStatementLinesSchema = z.array(bankStatementLineSchema);

/** A YYYY-MM-DD date that exists (not 2026-02-30). */
function isCalendarDate(text: string): boolean {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  return at !== null && !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}
