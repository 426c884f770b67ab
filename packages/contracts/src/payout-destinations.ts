import type { CapabilityName } from './capabilities';
import { BANK_TRANSFER_METHOD_CODE, type BankAccountType } from './payouts';

/**
 * Which payout destinations a segment's capabilities offer (3-account.md §6 "wallet withdrawal
 * including NPP, PayID"; decision 491). A PayID is an address on the New Payments Platform, so a
 * bank transfer to a PayID needs both wallet_withdrawal_payid and wallet_withdrawal_npp; a bank
 * account by BSB or SWIFT needs neither, and PayPal (code `pl`, kept with type payid_email) is not a PayID.
 */
export const PAYID_CAPABILITIES = [
  'wallet_withdrawal_payid',
  'wallet_withdrawal_npp',
] as const satisfies readonly CapabilityName[];

/** Whether a destination is a PayID paid by bank transfer. */
export function isPayIdDestination(destination: { code: string; bankType: BankAccountType }): boolean {
  return (
    destination.code === BANK_TRANSFER_METHOD_CODE &&
    (destination.bankType === 'payid_email' || destination.bankType === 'payid_phone')
  );
}

/** Whether the capabilities offer withdrawals to a PayID. */
export function payIdWithdrawalsOffered(has: (name: CapabilityName) => boolean): boolean {
  return PAYID_CAPABILITIES.every((name) => has(name));
}
