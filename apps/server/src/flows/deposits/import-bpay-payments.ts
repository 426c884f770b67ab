import { type BpayImportResult, parseBpayFile } from '@drawline/contracts';
import type { AuditLog } from '../../modules/audit';
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
  const parsed = parseBpayFile(file);
  if ('errors' in parsed) {
    throw new AppError('validation_failed', {
      errors: parsed.errors.map((message) => ({ target: 'file', code: 'file_invalid', message })),
    });
  }
  const result: BpayImportResult = { credited: 0, alreadyImported: 0, waiting: 0 };
  for (const line of parsed.lines) {
    const outcome = await deps.db.transaction(async (tx) => {
      const kept = await deps.funds.keepBpayPayment(tx, line, actor.staffId ?? actor.address);
      if (!kept) return 'alreadyImported' as const;
      let end: 'credited' | 'waiting' = 'waiting';
      if (kept.customerId) {
        const customerId = kept.customerId;
        const amount = { amount: line.amount, currency: 'AUD' as const };
        try {
          // A savepoint: a refused deposit leaves no deposit row, only the payment waiting.
          await tx.transaction(async (sp) => {
            const deposit = await deps.funds.recordBpayDeposit(sp, { customerId, line });
            await deps.limits.assertDepositAllowed(sp, {
              customerId,
              amount,
              now: deps.clock.now(),
              reference: deposit.id,
            });
            await creditDeposit(deps, sp, deposit);
            await deps.funds.markBpayPayment(sp, line.bankReference, { depositId: deposit.id });
          });
          end = 'credited';
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          await deps.funds.markBpayPayment(tx, line.bankReference, { reason: 'deposit_refused' });
        }
      }
      await deps.audit.recordAudit(tx, {
        actor,
        action: 'bpay.import',
        subjectType: 'bpay_payment',
        subjectId: line.bankReference,
        before: null,
        after: { status: end, amount: line.amount, paidOn: line.paidOn },
      });
      return end;
    });
    result[outcome] += 1;
  }
  return result;
}
