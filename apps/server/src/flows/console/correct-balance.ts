import { type BalanceCorrection, type BalanceCorrectionRequest, toCurrency } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { customerForStaff } from '../../modules/identity';
import type { ActingStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import type { ConsoleFlowDeps } from './console-flow.deps';

/** Four eyes (docs/decisions/234): a correction larger than the threshold, either way, waits for a second person. */
export const needsSecondPerson = (amount: number, approvalAbove: number) => Math.abs(amount) > approvalAbove;

/** Four eyes need a person on each side: the command line's bootstrap actor (no staff id) cannot correct. */
function personOf(actor: ActingStaff): string {
  if (!actor.staffId) throw new AppError('forbidden', { message: 'A balance correction needs a staff member.' });
  return actor.staffId;
}

async function book(deps: ConsoleFlowDeps, tx: Tx, correction: BalanceCorrection): Promise<string> {
  const journal = await deps.wallet.correctBalance(tx, {
    customerId: correction.customerId,
    amount: correction.amount,
    reference: correction.correctionId,
    reason: correction.reason,
    metadata: { requestedBy: correction.requestedBy },
  });
  return journal.journalId;
}

/**
 * A staff member corrects a customer's balance with a reason (docs/decisions/233, 234): within
 * the threshold the journal is booked at once; above it the correction waits, pending, for a
 * second staff member. The correction, its journal and the audit row commit together.
 */
export async function requestBalanceCorrection(
  deps: ConsoleFlowDeps,
  tx: Tx,
  actor: ActingStaff,
  input: BalanceCorrectionRequest & { customerId: string },
): Promise<BalanceCorrection> {
  // Read in the transaction: the embedded database has one connection, and the row must not change under us.
  const customer = await customerForStaff(tx, input.customerId);
  const pending = needsSecondPerson(input.amount, deps.correctionApprovalAbove);
  let correction = await deps.corrections.record(tx, {
    customerId: customer.customerId,
    amount: { amount: input.amount, currency: toCurrency(customer.currency) },
    reason: input.reason,
    requestedBy: personOf(actor),
    status: pending ? 'pending' : 'approved',
  });
  if (!pending)
    correction = await deps.corrections.attachJournal(tx, correction.correctionId, await book(deps, tx, correction));
  await deps.audit.recordAudit(tx, {
    actor,
    action: pending ? 'balance_correction.request' : 'balance_correction.book',
    subjectType: 'customer',
    subjectId: customer.customerId,
    before: null,
    after: correction,
  });
  return correction;
}

/**
 * A second staff member approves or rejects a pending correction (docs/decisions/234): never
 * the one who asked for it. Approval books the journal; both write the audit row in the same
 * transaction.
 */
export async function decideBalanceCorrection(
  deps: ConsoleFlowDeps,
  tx: Tx,
  actor: ActingStaff,
  input: { correctionId: string; approve: boolean },
): Promise<BalanceCorrection> {
  const before = await deps.corrections.takePending(tx, input.correctionId, personOf(actor));
  const after = await deps.corrections.decide(tx, input.correctionId, {
    status: input.approve ? 'approved' : 'rejected',
    decidedBy: personOf(actor),
    journalId: input.approve ? await book(deps, tx, before) : undefined,
  });
  await deps.audit.recordAudit(tx, {
    actor,
    action: input.approve ? 'balance_correction.approve' : 'balance_correction.reject',
    subjectType: 'customer',
    subjectId: before.customerId,
    before,
    after,
  });
  return after;
}
