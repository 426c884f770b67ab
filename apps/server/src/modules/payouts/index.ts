export type { BankAccountRow } from './bank-account-view';
export { createPayouts, type Payouts } from './create-payouts';
export { getOwnBankAccount } from './list-withdrawal-methods';
export type { PayoutsDeps } from './payouts.deps';
export { payoutsRoutes } from './payouts.routes';
export {
  destinationCode,
  getStaffWithdrawal,
  getWithdrawal,
  listWithdrawals,
  lockWithdrawal,
  moveWithdrawal,
  recordWithdrawal,
  type WithdrawalDestination,
  type WithdrawalRecord,
} from './withdrawal-records';
export {
  assertWithdrawalTransition,
  canMoveWithdrawal,
  RETURNING_STATUSES,
  withdrawalTransitions,
} from './withdrawal-status';
