// The payouts feature's server-only door: the withdraw pages' loaders and actions.
export {
  bankAccountAction,
  cancelWithdrawalAction,
  loadBankAccounts,
  loadWithdrawal,
  loadWithdrawalSummary,
  loadWithdrawPage,
  type WithdrawActionData,
  withdrawPageAction,
} from './payouts.server';
