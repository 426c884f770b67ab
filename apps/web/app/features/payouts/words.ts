import type { BankAccount, BankAccountType, WithdrawalStatus } from '@drawline/contracts';

/** How the pages name a bank account's type (3-account.md §9's codes). */
export const bankTypeLabels: Record<BankAccountType, string> = {
  national: 'Australian bank account (BSB)',
  international: 'International bank account (SWIFT)',
  payid_email: 'PayID (email)',
  payid_phone: 'PayID (mobile number)',
};

export const withdrawalStatusLabels: Record<WithdrawalStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** One line naming an account: "Jo Citizen, BSB 062-000, ••••5678". */
export function bankAccountLine(account: BankAccount): string {
  const code =
    account.bankType === 'national'
      ? `BSB ${account.bankCode}`
      : account.bankType === 'international'
        ? `SWIFT ${account.bankCode}`
        : null;
  return [account.accountName, code, account.accountNumber].filter(Boolean).join(', ');
}
