import {
  type Currency,
  DONATION_WITHDRAWAL_METHOD_CODE,
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
import { causeForDonation } from '../../modules/catalogue';
import {
  destinationCode,
  getOwnBankAccount,
  getWithdrawal,
  recordWithdrawal,
  type WithdrawalDestination,
} from '../../modules/payouts';
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

/** A refusal of a donation where the operator does not offer them (decision 532), before anything is read. */
export function refuseDonationNotOffered(offered: boolean, body: { code: string }): void {
  if (body.code === DONATION_WITHDRAWAL_METHOD_CODE && !offered) {
    throw withdrawFieldError('code', payoutMessages.donationsOff);
  }
}

type WithdrawInput = {
  customerId: string;
  /** The currency of the customer's wallet (identity keeps it; read before the transaction). */
  currency: Currency;
  /** The path's id: the customer's bank account, or for a donation (`do`) the cause's key. */
  bankAccountId: string;
  body: { amount: number } & Omit<WithdrawBody, 'amount'>;
};

/**
 * Where the withdrawal goes: the customer's own bank account, paid the way it can be, once its
 * wait as a new payout destination is over; or for a donation an open cause (decision 532): an
 * unknown one answers 404 as another customer's account does, a closed one is refused.
 */
async function destinationOf(deps: WithdrawalFlowDeps, tx: Tx, input: WithdrawInput): Promise<WithdrawalDestination> {
  const { body } = input;
  if (body.code === DONATION_WITHDRAWAL_METHOD_CODE) {
    const cause = await causeForDonation(tx, input.bankAccountId, deps.clock.now());
    if (!cause) throw new AppError('not_found', { message: 'Bank account was not found.' });
    if (!cause.open) throw withdrawFieldError('bank_account_id', payoutMessages.causeClosed);
    return { cause: { key: cause.key, name: cause.name, charityName: cause.charityName } };
  }
  const account = await getOwnBankAccount(tx, input.customerId, input.bankAccountId);
  if (body.code !== account.code) throw withdrawFieldError('code', payoutMessages.bankTypeMismatch);
  if (body.bankType !== account.type) throw withdrawFieldError('bank_type', payoutMessages.bankTypeMismatch);
  if (account.usableFrom > deps.clock.now()) throw bankAccountOnHold(account.usableFrom);
  return { bankAccount: account };
}

/**
 * POST /funds/{id}/withdraw (v3.1; 3-account.md §7), in the caller's transaction (the idempotency
 * key's, so a retry answers this withdrawal and reserves nothing twice): to a kept account or a
 * cause (destinationOf); an amount up to the withdrawable funds (cash; promotional credit is not
 * withdrawable); the amount reserved in the ledger at once under the method's code; the
 * withdrawal written, requested, with the journal that reserved it.
 */
export async function requestWithdrawal(deps: WithdrawalFlowDeps, tx: Tx, input: WithdrawInput): Promise<Withdrawal> {
  const { customerId, body } = input;
  const to = await destinationOf(deps, tx, input);

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
      methodCode: destinationCode(to),
    });
  } catch (error) {
    // Another withdrawal or purchase took the cash since the check above: the same field message.
    if (error instanceof AppError && error.code === 'insufficient_funds') {
      const now = await deps.wallet.getFunds(customerId, amount.currency, tx);
      throw withdrawFieldError('amount', formMessages.maximum(formatMoney(now.withdrawableFunds)));
    }
    throw error;
  }
  await recordWithdrawal(deps, tx, { withdrawId, customerId, to, amount, reserveJournalId: journal.journalId });
  return getWithdrawal(tx, customerId, { withdrawId });
}
