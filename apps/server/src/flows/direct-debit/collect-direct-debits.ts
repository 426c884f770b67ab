import {
  aestDate,
  type DirectDebitExport,
  type DirectDebitImportResult,
  parseDirectDebitOutcomes,
} from '@drawline/contracts';
import type { ActingStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import { creditDeposit } from '../deposits/deposit';
import type { ImportBpayDeps } from '../deposits/import-bpay-payments';
import { writeAbaFile } from './aba-file';

/** What finance's direct debit calls run with: the funds, the ledger, the limits and the audit log. */
export type DirectDebitCollectDeps = ImportBpayDeps;

/** The file's description (type 0) and the balancing credit's reference. */
const DESCRIPTION = 'DEPOSITS';

/**
 * Finance exports the collection (decision 523), in one transaction with its audit row: every
 * debit waiting for a file is claimed by a conditional update (two exports at once put none
 * twice), written as one ABA file dated today in Sydney and kept with its number. A debit whose
 * mandate was cancelled is cancelled instead. Nothing waiting: no file, number null.
 */
export async function exportDirectDebitFile(
  deps: DirectDebitCollectDeps,
  actor: ActingStaff,
): Promise<DirectDebitExport> {
  const sender = deps.funds.directDebitSender();
  return deps.db.transaction(async (tx) => {
    const { fileId, claimed, cancelled } = await deps.funds.claimWaitingDebits(tx);
    const totalAmount = claimed.reduce((sum, d) => sum + d.amount, 0);
    const total = { amount: totalAmount, currency: 'AUD' as const };
    if (claimed.length === 0) return { number: null, debitCount: 0, total, cancelled };
    const processingDate = aestDate(deps.clock.now());
    const aba = writeAbaFile({
      sender: { ...sender, remitter: sender.userName.slice(0, 16).trim() },
      processingDate,
      description: DESCRIPTION,
      debits: claimed.map((d) => ({
        bsb: d.bsb,
        accountNumber: d.accountNumber,
        accountName: d.accountName,
        amountCents: d.amount,
        reference: d.reference,
      })),
    });
    const number = await deps.funds.keepDirectDebitFile(tx, {
      id: fileId,
      processingDate,
      debitCount: claimed.length,
      totalAmount,
      aba,
      createdBy: actor.staffId ?? actor.address,
    });
    const after = { number, debitCount: claimed.length, total, cancelled };
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'direct_debit.export',
      subjectType: 'direct_debit_file',
      subjectId: fileId,
      before: null,
      after,
    });
    return after;
  });
}

/**
 * Finance imports the bank's outcomes (decision 523). The file is checked whole first: a bad line,
 * or a reference in no exported file, refuses it and nothing moves. Then each line in a transaction
 * of its own with its audit row: the debit ended once by a conditional update (a file imported
 * twice, or twice at once, moves nothing twice); collected, its deposit completed and credited by
 * its `deposit` journal from gateway_clearing:direct_debit, counted against the deposit limits;
 * dishonoured, its deposit cancelled with the bank's reason for the customer to read.
 */
export async function importDirectDebitOutcomes(
  deps: DirectDebitCollectDeps,
  actor: ActingStaff,
  file: string,
): Promise<DirectDebitImportResult> {
  deps.funds.directDebitSender();
  const parsed = parseDirectDebitOutcomes(file);
  const refused = (messages: string[]) =>
    new AppError('validation_failed', {
      errors: messages.map((message) => ({ target: 'file', code: 'file_invalid', message })),
    });
  if ('errors' in parsed) throw refused(parsed.errors);
  const unknown = await deps.funds.unexportedReferences(parsed.lines.map((l) => l.reference));
  if (unknown.length) throw refused(unknown.slice(0, 10).map((r) => `${r} is in no exported direct debit file.`));
  const result: DirectDebitImportResult = { collected: 0, dishonoured: 0, alreadyImported: 0 };
  for (const line of parsed.lines) {
    const end = await deps.db.transaction(async (tx) => {
      const moved = await deps.funds.settleDirectDebit(tx, line);
      if (!moved) return 'alreadyImported' as const;
      if (moved.status === 'completed') await creditDeposit(deps, tx, moved);
      await deps.audit.recordAudit(tx, {
        actor,
        action: 'direct_debit.outcome',
        subjectType: 'deposit',
        subjectId: moved.id,
        before: { status: 'pending_authorisation' },
        after: { status: moved.status, reference: line.reference, outcome: line.outcome, reason: line.reason || null },
      });
      return line.outcome;
    });
    result[end] += 1;
  }
  return result;
}
