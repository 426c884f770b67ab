import type { DepositStatus } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';

/**
 * The deposit life cycle as data (docs/decisions/172): a deposit waits for 3-D Secure or a wallet
 * approval, then completes (the wallet is credited) or is declined or cancelled. Nothing leaves
 * an end state, so a replayed callback changes nothing.
 */
export const depositTransitions: Readonly<Record<DepositStatus, readonly DepositStatus[]>> = {
  pending_authorisation: ['completed', 'declined', 'cancelled'],
  completed: [],
  declined: [],
  cancelled: [],
};

export function canMoveDeposit(from: DepositStatus, to: DepositStatus): boolean {
  return depositTransitions[from]?.includes(to) ?? false;
}

export function assertDepositTransition(from: DepositStatus, to: DepositStatus): void {
  if (!canMoveDeposit(from, to)) {
    throw new AppError('conflict', { message: `A deposit cannot move from ${from} to ${to}.` });
  }
}
