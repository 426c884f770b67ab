import type { Money } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';
import type { LedgerAccount } from './accounts';

/** One line of a journal: a signed amount on an account (positive raises its balance). */
export interface PostingInput {
  account: LedgerAccount;
  amount: Money;
}

function invalid(message: string): AppError {
  return new AppError('ledger_invalid_posting', { message });
}

/**
 * Double entry: a journal has two or more postings of whole, non-zero minor units in their
 * account's currency, and they sum to zero per currency.
 */
export function assertBalanced(postings: readonly PostingInput[]): void {
  if (postings.length < 2) throw invalid('A journal needs two or more postings.');
  const sums = new Map<string, number>();
  for (const { account, amount } of postings) {
    if (!Number.isSafeInteger(amount.amount) || amount.amount === 0) {
      throw invalid(`A posting must be a whole, non-zero number of minor units (got ${amount.amount}).`);
    }
    if (amount.currency !== account.currency) {
      throw invalid(`A ${amount.currency} posting cannot go to the ${account.currency} account ${account.id}.`);
    }
    sums.set(amount.currency, (sums.get(amount.currency) ?? 0) + amount.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) {
      throw new AppError('ledger_unbalanced', { message: `The postings do not sum to zero in ${currency} (${sum}).` });
    }
  }
}

/** The change of each account's balance, accounts in name order (the order rows are locked in). */
export function balanceChanges(
  postings: readonly PostingInput[],
): Map<string, { account: LedgerAccount; delta: number }> {
  const changes = new Map<string, { account: LedgerAccount; delta: number }>();
  for (const { account, amount } of [...postings].sort((a, b) => (a.account.id < b.account.id ? -1 : 1))) {
    const change = changes.get(account.id) ?? { account, delta: 0 };
    change.delta += amount.amount;
    changes.set(account.id, change);
  }
  return changes;
}

/** A customer's money never goes below zero: refuse before anything is written. */
export function assertCustomersCovered(
  changes: ReadonlyMap<string, { account: LedgerAccount; delta: number }>,
  balances: ReadonlyMap<string, number>,
): void {
  for (const { account, delta } of changes.values()) {
    if (account.holder === 'customer' && (balances.get(account.id) ?? 0) + delta < 0) {
      throw new AppError('insufficient_funds');
    }
  }
}

/**
 * How a spend is paid from the wallet (docs/decisions/101): promotional credit (bonus) first,
 * then cash, so the customer keeps as much withdrawable money as possible.
 */
export function splitSpend(
  available: { bonus: number; cash: number },
  amount: number,
): { fromBonus: number; fromCash: number } {
  if (!Number.isSafeInteger(amount) || amount < 0) throw invalid(`A spend must be whole minor units (got ${amount}).`);
  const fromBonus = Math.min(Math.max(available.bonus, 0), amount);
  const fromCash = amount - fromBonus;
  if (fromCash > Math.max(available.cash, 0)) throw new AppError('insufficient_funds');
  return { fromBonus, fromCash };
}
