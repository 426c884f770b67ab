import { type BpayImportResult, parseBpayFile } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import type { AuditLog } from '../../modules/audit';
import type { DepositRow } from '../../modules/funds';
import type { LimitsModule } from '../../modules/limits';
import type { ActingStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import { creditDeposit, type DepositDeps } from './deposit';

export interface ImportBpayDeps extends DepositDeps {
  limits: DepositDeps['limits'] & Pick<LimitsModule, 'assertDepositAllowed'>;
  audit: AuditLog;
}

/**
 * Finance imports the bank's BPAY payment file (decision 530). The file is checked whole first:
 * a bad line refuses it and nothing is kept. Then each payment in a transaction of its own, with
 * its audit row: kept once by the bank's reference (a file imported twice, or twice at once,
 * credits nothing twice); a payment to a known reference becomes a completed `bp` deposit, counted
 * against the deposit limits and credited by its deposit journal; one to an unknown reference, or
 * one the customer's limits or break from play refuse, waits for finance with the reason.
 */
export async function importBpayPayments(
  deps: ImportBpayDeps,
  actor: ActingStaff,
  file: string,
): Promise<BpayImportResult> {
  return importLines(deps, actor, parseBpayFile(file), {
    keep: (tx, line, by) => deps.funds.keepBpayPayment(tx, line, by),
    record: (sp, customerId, line) => deps.funds.recordBpayDeposit(sp, { customerId, line }),
    mark: (t, line, outcome) => deps.funds.markBpayPayment(t, line.bankReference, outcome),
    audit: (line) => ({
      action: 'bpay.import',
      subjectType: 'bpay_payment',
      subjectId: line.bankReference,
      after: { amount: line.amount, paidOn: line.paidOn },
    }),
  });
}

/** How one kind of imported line is kept, credited, marked and audited (BPAY's file, the account's statement). */
export interface ImportedLines<L> {
  keep: (tx: Tx, line: L, importedBy: string) => Promise<{ customerId: string | null } | null>;
  record: (sp: Tx, customerId: string, line: L) => Promise<DepositRow>;
  mark: (t: Tx, line: L, outcome: { depositId: string } | { reason: string }) => Promise<void>;
  audit: (line: L) => { action: string; subjectType: string; subjectId: string; after: Record<string, unknown> };
}

/**
 * A parsed file's lines, each in a transaction of its own with its audit row: kept once (null
 * from keep: imported before), credited for a known customer (creditImportedLine), else waiting.
 */
export async function importLines<L extends { amount: number }>(
  deps: ImportBpayDeps,
  actor: ActingStaff,
  parsed: { lines: L[] } | { errors: string[] },
  how: ImportedLines<L>,
): Promise<BpayImportResult> {
  if ('errors' in parsed) {
    throw new AppError('validation_failed', {
      errors: parsed.errors.map((message) => ({ target: 'file', code: 'file_invalid', message })),
    });
  }
  const result: BpayImportResult = { credited: 0, alreadyImported: 0, waiting: 0 };
  for (const line of parsed.lines) {
    const outcome = await deps.db.transaction(async (tx) => {
      const kept = await how.keep(tx, line, actor.staffId ?? actor.address);
      if (!kept) return 'alreadyImported' as const;
      const end = kept.customerId
        ? await creditImportedLine(deps, tx, {
            customerId: kept.customerId,
            amount: line.amount,
            record: (sp, customerId) => how.record(sp, customerId, line),
            mark: (t, outcome) => how.mark(t, line, outcome),
          })
        : 'waiting';
      const { after, ...audit } = how.audit(line);
      await deps.audit.recordAudit(tx, { actor, ...audit, before: null, after: { status: end, ...after } });
      return end;
    });
    result[outcome] += 1;
  }
  return result;
}

/**
 * An imported line for a known customer, in a savepoint of the import's transaction: its deposit
 * written, counted against the deposit limits and credited by its journal, the line marked
 * credited; a deposit the limits or a break from play refuse leaves no deposit, the line waiting.
 */
export async function creditImportedLine(
  deps: ImportBpayDeps,
  tx: Tx,
  input: {
    customerId: string;
    amount: number;
    record: (sp: Tx, customerId: string) => Promise<DepositRow>;
    mark: (t: Tx, outcome: { depositId: string } | { reason: string }) => Promise<void>;
  },
): Promise<'credited' | 'waiting'> {
  const { customerId } = input;
  try {
    await tx.transaction(async (sp) => {
      const deposit = await input.record(sp, customerId);
      await deps.limits.assertDepositAllowed(sp, {
        customerId,
        amount: { amount: input.amount, currency: 'AUD' },
        now: deps.clock.now(),
        reference: deposit.id,
      });
      await creditDeposit(deps, sp, deposit);
      await input.mark(sp, { depositId: deposit.id });
    });
    return 'credited';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await input.mark(tx, { reason: 'deposit_refused' });
    return 'waiting';
  }
}
