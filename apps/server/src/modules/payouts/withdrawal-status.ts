import type { WithdrawalStatus } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';

/**
 * A withdrawal's life as data (docs/decisions/182): requested by the customer, who may cancel it
 * until finance approves or rejects it; an approved withdrawal is paid, or rejected when the
 * payment cannot be made. A rejection or cancellation returns the money.
 */
export const withdrawalTransitions: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  requested: ['approved', 'rejected', 'cancelled'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
  cancelled: [],
};

/** The moves that return the reserved amount to the customer's cash. */
export const RETURNING_STATUSES: readonly WithdrawalStatus[] = ['rejected', 'cancelled'];

export function canMoveWithdrawal(from: WithdrawalStatus, to: WithdrawalStatus): boolean {
  return withdrawalTransitions[from]?.includes(to) ?? false;
}

/** The one gate for a withdrawal's status change: any move the table does not list is refused. */
export function assertWithdrawalTransition(from: WithdrawalStatus, to: WithdrawalStatus): void {
  if (!canMoveWithdrawal(from, to)) {
    throw new AppError('conflict', {
      message: `A withdrawal cannot move from ${from} to ${to}.`,
      result: { from, to, allowed: withdrawalTransitions[from] ?? [] },
    });
  }
}
