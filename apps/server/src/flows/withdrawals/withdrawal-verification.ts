import type { CapabilitiesService } from '../../modules/capabilities';
import type { Verification } from '../../modules/verification';
import { AppError } from '../../platform/app-error';

/** What the withdrawal verification rule reads: the segment's capabilities and the customer's status. */
export interface WithdrawalVerificationDeps {
  capabilities: Pick<CapabilitiesService, 'customerHas'>;
  verification: Pick<Verification, 'verificationOf'>;
}

/**
 * Money leaves only a verified account when the customer's segment has the wallet withdrawal
 * verification requirement (3-account.md §6; decision 440): 403 `verify_account_required`, before
 * anything is reserved. Read before the withdrawal's transaction (the capabilities are not the
 * transaction's); a status once verified is not taken back by the customer, so nothing races it.
 */
export async function refuseUnverifiedWithdrawal(
  deps: WithdrawalVerificationDeps,
  auth: { customerId: string; segmentName: string },
): Promise<void> {
  if (!(await deps.capabilities.customerHas(auth.segmentName, 'wallet_withdrawal_verification_required'))) return;
  if ((await deps.verification.verificationOf(auth.customerId)).status === 'verified') return;
  throw new AppError('verify_account_required');
}
