import { type BpayImportResult, parseBankStatement } from '@drawline/contracts';
import type { ActingStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import { creditImportedLine, type ImportBpayDeps } from './import-bpay-payments';

/**
 * Finance imports the shop account's statement (decision 519): bank deposits (`bd`) and PayID
 * transfers (`td`) land in the same account. The file is checked whole first; then each credit
 * line in a transaction of its own with its audit row, kept once by the bank's transaction id (a
 * statement imported twice, or twice at once, credits nothing twice). A line whose description
 * holds a customer's reference becomes a completed deposit credited from
 * `gateway_clearing:bank_transfer`; one without, or refused by the limits, waits for finance.
 */
export async function importBankStatement(
  deps: ImportBpayDeps,
  actor: ActingStaff,
  file: string,
): Promise<BpayImportResult> {
  const parsed = parseBankStatement(file);
  if ('errors' in parsed) {
    throw new AppError('validation_failed', {
      errors: parsed.errors.map((message) => ({ target: 'file', code: 'file_invalid', message })),
    });
  }
  const result: BpayImportResult = { credited: 0, alreadyImported: 0, waiting: 0 };
  for (const line of parsed.lines) {
    const outcome = await deps.db.transaction(async (tx) => {
      const kept = await deps.funds.keepStatementLine(tx, line, actor.staffId ?? actor.address);
      if (!kept) return 'alreadyImported' as const;
      const end = kept.customerId
        ? await creditImportedLine(deps, tx, {
            customerId: kept.customerId,
            amount: line.amount,
            record: (sp, customerId) => deps.funds.recordBankTransferDeposit(sp, { customerId, line }),
            mark: (t, outcome) => deps.funds.markStatementLine(t, line.transactionId, outcome),
          })
        : 'waiting';
      await deps.audit.recordAudit(tx, {
        actor,
        action: 'bank_statement.import',
        subjectType: 'bank_statement_line',
        subjectId: line.transactionId,
        before: null,
        after: { status: end, methodCode: line.methodCode, amount: line.amount, paidOn: line.paidOn },
      });
      return end;
    });
    result[outcome] += 1;
  }
  return result;
}
