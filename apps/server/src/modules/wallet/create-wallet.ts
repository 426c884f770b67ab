import type { Currency } from '@drawline/contracts';
import type { Db, Tx } from '../../db/client';
import { creditPromotion, type PromotionCreditInput } from './credit-promotion';
import { getFunds } from './get-funds';
import { listTransactions } from './list-transactions';
import { type JournalInput, postJournal } from './post-journal';
import { type SpendInput, spendFromWallet } from './spend-from-wallet';
import type { WalletDeps } from './wallet.deps';
import { payOutWithdrawal, reserveWithdrawal, returnWithdrawal, type WithdrawalMoney } from './withdrawal-journals';

/**
 * The wallet: the money ledger (docs/decisions/100-102). The writing calls take the caller's
 * transaction, so a flow books money in the same transaction as the change that causes it.
 */
export function createWallet(deps: WalletDeps) {
  return {
    /** Books a journal of balanced postings; refuses ledger_unbalanced, ledger_invalid_posting, insufficient_funds, journal_already_posted. */
    postJournal: (tx: Tx, input: JournalInput) => postJournal(deps, tx, input),
    /** Charges the customer (bonus first, then cash) and credits each offer's sales account. */
    spendFromWallet: (tx: Tx, input: SpendInput) => spendFromWallet(deps, tx, input),
    /** The operator gives the customer promotional credit (bonus unless `to: 'cash'`). */
    creditPromotion: (tx: Tx, input: PromotionCreditInput) => creditPromotion(deps, tx, input),
    /** balance, availableFunds and withdrawableFunds; pass `tx` to read inside a transaction. */
    getFunds: (customerId: string, currency: Currency, tx?: Db | Tx) => getFunds(deps, customerId, currency, tx),
    /** GET /transactions: the movements of the customer's available funds, newest first. */
    listTransactions: (customerId: string, paging: { limit: number; offset: number }) =>
      listTransactions(deps, customerId, paging),
    /** A withdrawal requested: its amount from the customer's cash to the withdrawals in flight. */
    reserveWithdrawal: (tx: Tx, input: WithdrawalMoney) => reserveWithdrawal(deps, tx, input),
    /** A withdrawal rejected or cancelled: its amount back to the customer's cash. */
    returnWithdrawal: (tx: Tx, input: WithdrawalMoney & { why: 'rejected' | 'cancelled' }) =>
      returnWithdrawal(deps, tx, input),
    /** A withdrawal paid: its amount from in flight to the operator's payout clearing. */
    payOutWithdrawal: (tx: Tx, input: WithdrawalMoney) => payOutWithdrawal(deps, tx, input),
  };
}
export type Wallet = ReturnType<typeof createWallet>;
