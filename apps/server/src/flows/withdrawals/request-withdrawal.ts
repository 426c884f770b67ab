import {
  type Currency,
  formatAestDateTime,
  formatMoney,
  formMessages,
  payoutMessages,
  type Withdrawal,
  type WithdrawBody,
} from '@drawline/contracts';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { getOwnBankAccount, getWithdrawal, recordWithdrawal } from '../../modules/payouts';
import type { Wallet } from '../../modules/wallet';
import { AppError } from '../../platform/app-error';

export interface WithdrawalFlowDeps {
  clock: Clock;
  random: Random;
  wallet: Wallet;
}

/** A refusal on one field of the withdraw form, in the envelope's errors like a validation failure. */
export function withdrawFieldError(target: string, message: string): AppError {
  return new AppError('validation_failed', { errors: [{ target, code: 'invalid', message }] });
}

/** A payout destination still in its wait (docs/decisions/346): said on the account's field, with when it ends. */
export function bankAccountOnHold(usableFrom: Date): AppError {
  const message = payoutMessages.onHold(`${formatAestDateTime(usableFrom)} AEST`);
  return new AppError('bank_account_on_hold', {
    message,
    errors: [{ target: 'bank_account_id', code: 'on_hold', message }],
  });
}

/**
 * POST /funds/{id}/withdraw (v3.1; 3-account.md §7), in the caller's transaction (the idempotency
 * key's, so a retry answers this withdrawal and reserves nothing twice): the customer's own bank
 * account, paid the way it can be, once its wait as a new payout destination is over; an amount up to the withdrawable funds (cash; promotional
 * credit is not withdrawable); the amount reserved in the ledger at once; the withdrawal written,
 * requested, with the journal that reserved it.
 */
export async function requestWithdrawal(
  deps: WithdrawalFlowDeps,
  tx: Tx,
  input: {
    customerId: string;
    /** The currency of the customer's wallet (identity keeps it; read before the transaction). */
    currency: Currency;
    bankAccountId: string;
    body: { amount: number } & Omit<WithdrawBody, 'amount'>;
  },
): Promise<Withdrawal> {
  const { customerId, body } = input;
  const account = await getOwnBankAccount(tx, customerId, input.bankAccountId);
  if (body.code !== account.code) throw withdrawFieldError('code', payoutMessages.bankTypeMismatch);
  if (body.bankType !== account.type) throw withdrawFieldError('bank_type', payoutMessages.bankTypeMismatch);
  if (account.usableFrom > deps.clock.now()) throw bankAccountOnHold(account.usableFrom);

  const funds = await deps.wallet.getFunds(customerId, input.currency, tx);
  const tooMuch = () => withdrawFieldError('amount', formMessages.maximum(formatMoney(funds.withdrawableFunds)));
  if (body.amount > funds.withdrawableFunds.amount) throw tooMuch();

  const withdrawId = deps.random.uuid();
  const amount = { amount: body.amount, currency: funds.withdrawableFunds.currency };
  let journal: Awaited<ReturnType<Wallet['reserveWithdrawal']>>;
  try {
    journal = await deps.wallet.reserveWithdrawal(tx, {
      customerId,
      withdrawalId: withdrawId,
      amount,
      methodCode: account.code,
    });
  } catch (error) {
    // Another withdrawal or purchase took the cash since the check above: the same field message.
    if (error instanceof AppError && error.code === 'insufficient_funds') {
      const now = await deps.wallet.getFunds(customerId, amount.currency, tx);
      throw withdrawFieldError('amount', formMessages.maximum(formatMoney(now.withdrawableFunds)));
    }
    throw error;
  }
  await recordWithdrawal(deps, tx, {
    withdrawId,
    customerId,
    bankAccount: account,
    amount,
    reserveJournalId: journal.journalId,
  });
  return getWithdrawal(tx, customerId, { withdrawId });
}
