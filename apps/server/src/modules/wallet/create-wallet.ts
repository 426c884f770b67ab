import type { Currency } from '@drawline/contracts';
import type { Db, Tx } from '../../db/client';
import { type BalanceCorrectionInput, correctBalance } from './correct-balance';
import { creditPromotion, type PromotionCreditInput } from './credit-promotion';
import { getFunds } from './get-funds';
import { listTransactions } from './list-transactions';
import { prizesHeld, salesByOffer } from './operator-figures';
import { type JournalInput, postJournal } from './post-journal';
import { type SpendInput, spendFromWallet } from './spend-from-wallet';
import type { WalletDeps } from './wallet.deps';

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
    /** A staff balance correction of the customer's cash (docs/decisions/233); the caller checks who may. */
    correctBalance: (tx: Tx, input: BalanceCorrectionInput) => correctBalance(deps, tx, input),
    /** What each product offer sold from `from` to `to` (inclusive), from its sales account. */
    salesByOffer: (period: { from: Date; to: Date }) => salesByOffer(deps, period),
    /** The winnings held for customers, per currency. */
    prizesHeld: () => prizesHeld(deps),
    /** balance, availableFunds and withdrawableFunds; pass `tx` to read inside a transaction. */
    getFunds: (customerId: string, currency: Currency, tx?: Db | Tx) => getFunds(deps, customerId, currency, tx),
    /** GET /transactions: the movements of the customer's available funds, newest first. */
    listTransactions: (customerId: string, paging: { limit: number; offset: number }) =>
      listTransactions(deps, customerId, paging),
  };
}
export type Wallet = ReturnType<typeof createWallet>;
