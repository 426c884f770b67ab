import { type BpayImportResult, parseBankStatement } from '@drawline/contracts';
import type { ActingStaff } from '../../modules/staff';
import { type ImportBpayDeps, importLines } from './import-bpay-payments';

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
  return importLines(deps, actor, parseBankStatement(file), {
    keep: (tx, line, by) => deps.funds.keepStatementLine(tx, line, by),
    record: (sp, customerId, line) => deps.funds.recordBankTransferDeposit(sp, { customerId, line }),
    mark: (t, line, outcome) => deps.funds.markStatementLine(t, line.transactionId, outcome),
    audit: (line) => ({
      action: 'bank_statement.import',
      subjectType: 'bank_statement_line',
      subjectId: line.transactionId,
      after: { methodCode: line.methodCode, amount: line.amount, paidOn: line.paidOn },
    }),
  });
}
