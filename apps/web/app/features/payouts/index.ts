// The payouts feature's client-safe door: bank accounts and withdrawals (docs/decisions/180-186).
export { BankAccountsSection } from './bank-accounts-section';
export { DonateForm } from './donate-form';
export { withdrawalDetailsPath, withdrawalSummaryPath, withdrawPath } from './paths';
export { WithdrawForm } from './withdraw-form';
export { RecentWithdrawals, WithdrawalDetails, WithdrawalSummary } from './withdrawal-view';
