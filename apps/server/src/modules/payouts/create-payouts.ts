import type { AddBankAccountBody, WithdrawalStatus } from '@drawline/contracts';
import type { Db, Tx } from '../../db/client';
import { addBankAccount } from './add-bank-account';
import { listBankAccounts, listWithdrawalMethods } from './list-withdrawal-methods';
import type { PayoutsDeps } from './payouts.deps';
import {
  countWithdrawalQueue,
  getStaffWithdrawal,
  getWithdrawal,
  listDonationTotals,
  listWithdrawalQueue,
  listWithdrawals,
} from './withdrawal-records';

/** The finance queue's work: requested (to approve or reject) and approved (to pay). */
const QUEUE_STATUSES: readonly WithdrawalStatus[] = ['requested', 'approved'];

/**
 * Payouts: the customer's bank accounts and their withdrawals (docs/decisions/180-184). The
 * money of a withdrawal is the wallet's; the flows that move it (flows/*-withdrawal.ts) use the
 * transaction functions this module's door exports.
 */
export function createPayouts(deps: PayoutsDeps) {
  const paging = (p?: { limit?: number; offset?: number }) => ({ limit: p?.limit ?? 10, offset: p?.offset ?? 0 });
  return {
    /** In the caller's transaction (the flow that tells the customer: flows/withdrawals/add-bank-account.ts). */
    addBankAccount: (tx: Db | Tx, customerId: string, body: AddBankAccountBody, holdHours: number) =>
      addBankAccount(deps, tx, customerId, body, holdHours),
    listBankAccounts: (customerId: string) => listBankAccounts(deps, customerId),
    /** The withdrawal methods with the customer's funds, for GET /payment_methods (funds.withdraw). */
    listWithdrawalMethods: (customerId: string) => listWithdrawalMethods(deps, customerId),
    getWithdrawal: (customerId: string, by: { withdrawId: string } | { transactionId: string }) =>
      getWithdrawal(deps.db, customerId, by),
    listWithdrawals: (customerId: string, p?: { limit?: number; offset?: number }) =>
      listWithdrawals(deps.db, customerId, paging(p)),
    /** The finance queue (requested and approved unless other states are asked for), oldest first. */
    listWithdrawalQueue: (
      statuses: readonly WithdrawalStatus[] = QUEUE_STATUSES,
      p?: { limit?: number; offset?: number },
    ) => listWithdrawalQueue(deps.db, statuses, paging(p)),
    /** How many withdrawals wait in the finance queue (requested or approved). */
    countWithdrawalQueue: () => countWithdrawalQueue(deps.db, QUEUE_STATUSES),
    getStaffWithdrawal: (withdrawId: string) => getStaffWithdrawal(deps.db, withdrawId),
    /** Donations to causes offered (decision 532): the withdraw call refuses `do` otherwise. */
    donationWithdrawals: deps.donationWithdrawals === true,
    /** The approved donations' total per cause, for finance to pay each charity (decision 532). */
    listDonationTotals: () => listDonationTotals(deps.db),
  };
}
export type Payouts = ReturnType<typeof createPayouts>;
