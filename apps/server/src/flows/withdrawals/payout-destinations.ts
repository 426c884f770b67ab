import {
  type BankAccountType,
  isPayIdDestination,
  PAYID_CAPABILITIES,
  payoutMessages,
  type WithdrawalMethodCode,
} from '@drawline/contracts';
import type { CapabilitiesService } from '../../modules/capabilities';
import { AppError } from '../../platform/app-error';

/**
 * PayID destinations only where the customer's segment offers them (decision 491): adding a
 * PayID and withdrawing to one kept earlier both need wallet_withdrawal_payid and
 * wallet_withdrawal_npp. Refused as a field error before anything is kept or reserved, the way a
 * bank type that does not fit its account is (decision 181). Read before the call's transaction,
 * as the verification requirement is (decision 440).
 */
export async function refusePayIdNotOffered(
  capabilities: Pick<CapabilitiesService, 'customerHas'>,
  auth: { segmentName: string },
  destination: { code: WithdrawalMethodCode; bankType?: BankAccountType },
  /** The field the call names the bank type by: `type` when adding an account, `bank_type` when withdrawing. */
  field: 'type' | 'bank_type',
): Promise<void> {
  const { code, bankType } = destination;
  if (!bankType || !isPayIdDestination({ code, bankType })) return;
  const offered = await Promise.all(PAYID_CAPABILITIES.map((c) => capabilities.customerHas(auth.segmentName, c)));
  if (offered.every(Boolean)) return;
  throw new AppError('validation_failed', {
    errors: [{ target: field, code: 'payid_unavailable', message: payoutMessages.bankTypeMismatch }],
  });
}
