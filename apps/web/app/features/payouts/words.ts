import type { BankAccount, BankAccountType, WithdrawalStatus } from '@drawline/contracts';

/** How the pages name a bank account's type (3-account.md §9's codes). */
export const bankTypeLabels: Record<BankAccountType, string> = {
  national: 'Australian bank account (BSB)',
  international: 'International bank account (SWIFT)',
  payid_email: 'PayID (email)',
  payid_phone: 'PayID (mobile number)',
};

/** How the pages name a payout destination: PayPal and Wise by their code (decisions 489, 531), a bank account or PayID by its type. */
export function destinationLabel(account: Pick<BankAccount, 'code' | 'bankType'>): string {
  return account.code === 'pl' ? 'PayPal' : account.code === 'tw' ? 'Wise' : bankTypeLabels[account.bankType];
}

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

/**
 * When a new payout destination can first be paid to, or null once it can (docs/decisions/346):
 * "Can be used for withdrawals from Sat, 28 Nov, 2:15 pm".
 */
/** Said before a bank account is added: how long a new one waits before its first withdrawal (decision 346). */
export function newAccountWaitLine(hours: number): string {
  const wait =
    hours % 24 === 0 ? `${hours / 24} ${hours === 24 ? 'day' : 'days'}` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return `For your security, a new account can receive withdrawals ${wait} after you add it.`;
}

export function usableFromLine(account: BankAccount, now: Date, drawDate: (iso: string) => string): string | null {
  if (Date.parse(account.usableFrom) <= now.getTime()) return null;
  return `Can be used for withdrawals from ${drawDate(account.usableFrom)}`;
}
