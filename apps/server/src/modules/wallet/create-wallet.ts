import type { Currency } from '@drawline/contracts';
import type { Db, Tx } from '../../db/client';
import { activityStatement } from './activity-statement';
import { customersWithActivity } from './activity-totals';
import { type BalanceCorrectionInput, correctBalance } from './correct-balance';
import { correctPrize, type PrizeCorrectionInput } from './correct-prize';
import { creditMigratedBalance, type MigratedBalanceInput } from './credit-migrated-balance';
import { creditPromotion, type PromotionCreditInput } from './credit-promotion';
import { type DepositToWalletInput, depositToWallet } from './deposit-to-wallet';
import { getFunds } from './get-funds';
import { listTransactions } from './list-transactions';
import { prizesHeld, salesByOffer } from './operator-figures';
import { type PrizeRelease, type PrizeToPay, payPrizes, releasePrize } from './pay-prizes';
import { type JournalInput, postJournal } from './post-journal';
import { type PurchaseLineRefund, refundPurchaseLine } from './refund-purchase-line';
import { spendBatchInParts } from './spend-batch';
import { type SpendInput, spendFromWallet, spendInParts } from './spend-from-wallet';
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
    /** spendFromWallet in parts: the balances to read with a flow's reads, the journal to write with its writes (decision 336). */
    spendInParts: (tx: Tx, input: SpendInput) => spendInParts(deps, tx, input),
    /** spendInParts for a batch of customers (decision 417): their accounts locked and read at once, each spend tried in turn, one write a table. */
    spendBatchInParts: (tx: Tx, input: Parameters<typeof spendBatchInParts>[2]) => spendBatchInParts(deps, tx, input),
    /** A line of a purchase given back (a cancelled pre-order, decision 364): once per reference. */
    refundPurchaseLine: (tx: Tx, input: PurchaseLineRefund) => refundPurchaseLine(deps, tx, input),
    /** The operator gives the customer promotional credit (bonus unless `to: 'cash'`). */
    creditPromotion: (tx: Tx, input: PromotionCreditInput) => creditPromotion(deps, tx, input),
    /** A previous shop's balance brought over to the customer's cash, once per legacy account (decision 468). */
    creditMigratedBalance: (tx: Tx, input: MigratedBalanceInput) => creditMigratedBalance(deps, tx, input),
    /** A deposit taken by a gateway credits the customer's cash, once per deposit. */
    depositToWallet: (tx: Tx, input: DepositToWalletInput) => depositToWallet(deps, tx, input),
    /** Pays prizes (prizes_payable → cash, or pending_winnings when held), each once by its reference. */
    payPrizes: (tx: Tx, prizes: readonly PrizeToPay[]) => payPrizes(deps, tx, prizes),
    /** Releases a held prize from pending_winnings to cash, once. */
    releasePrize: (tx: Tx, input: PrizeRelease) => releasePrize(deps, tx, input),
    /** A staff balance correction of the customer's cash (docs/decisions/233); the caller checks who may. */
    correctBalance: (tx: Tx, input: BalanceCorrectionInput) => correctBalance(deps, tx, input),
    /** A paid prize corrected after a result correction (docs/decisions/261): a claw-back never goes below zero. */
    correctPrize: (tx: Tx, input: PrizeCorrectionInput) => correctPrize(deps, tx, input),
    /** What each product offer sold from `from` to `to` (inclusive), from its sales account. */
    salesByOffer: (period: { from: Date; to: Date }) => salesByOffer(deps, period),
    /** The winnings held for customers, per currency. */
    prizesHeld: () => prizesHeld(deps),
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
    /** The customer's monthly activity statement from the ledger (the last ended month when none is given). */
    activityStatement: (input: Parameters<typeof activityStatement>[1]) => activityStatement(deps, input),
    /** The customers whose money moved in [from, to). */
    customersWithActivity: (input: { from: Date; to: Date }) => customersWithActivity(deps, input),
  };
}
export type Wallet = ReturnType<typeof createWallet>;
