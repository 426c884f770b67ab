import {
  BANK_TRANSFER_METHOD_CODE,
  type BankAccount,
  DONATION_WITHDRAWAL_METHOD_CODE,
  PAYPAL_WITHDRAWAL_METHOD_CODE,
  WISE_WITHDRAWAL_METHOD_CODE,
  type WithdrawalMethod,
  type WithdrawalMethodCode,
} from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { type BankAccountRow, bankAccountView } from './bank-account-view';
import type { PayoutsDeps } from './payouts.deps';
import { bankAccounts } from './payouts.tables';

/**
 * The customer's bank accounts, oldest first; the first one added is the default (docs/decisions/180).
 */
export async function listBankAccounts(deps: Pick<PayoutsDeps, 'db'>, customerId: string): Promise<BankAccount[]> {
  const rows = await deps.db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.customerId, customerId))
    .orderBy(bankAccounts.addedOrder);
  return rows.map((row, i) => bankAccountView(row, i === 0));
}

/**
 * The withdrawal methods keyed by code with the customer's funds (3-account.md §3), for
 * GET /payment_methods with the funds.withdraw filter: bank transfer holds the bank accounts and
 * PayIDs, PayPal (where it is offered, decision 489) the PayPal accounts. A method without funds
 * is still listed, so the page can offer to add one.
 */
export async function listWithdrawalMethods(
  deps: Pick<PayoutsDeps, 'db' | 'paypalPayouts' | 'wisePayouts' | 'donationWithdrawals'>,
  customerId: string,
): Promise<WithdrawalMethod[]> {
  const accounts = await listBankAccounts(deps, customerId);
  const paypal = accounts.filter((a) => a.code === PAYPAL_WITHDRAWAL_METHOD_CODE);
  const wise = accounts.filter((a) => a.code === WISE_WITHDRAWAL_METHOD_CODE);
  return [
    { code: BANK_TRANSFER_METHOD_CODE, funds: accounts.filter((a) => a.code === BANK_TRANSFER_METHOD_CODE) },
    ...(deps.paypalPayouts || paypal.length
      ? [{ code: PAYPAL_WITHDRAWAL_METHOD_CODE as WithdrawalMethodCode, funds: paypal }]
      : []),
    // Wise where it is offered (decision 531), or while a customer still keeps a Wise account.
    ...(deps.wisePayouts || wise.length
      ? [{ code: WISE_WITHDRAWAL_METHOD_CODE as WithdrawalMethodCode, funds: wise }]
      : []),
    // Donations where offered (decision 532): a cause is not a kept account, so no funds.
    ...(deps.donationWithdrawals ? [{ code: DONATION_WITHDRAWAL_METHOD_CODE as WithdrawalMethodCode, funds: [] }] : []),
  ];
}

/** One of the customer's bank accounts (404 for another customer's, so none is revealed). */
export async function getOwnBankAccount(tx: Db | Tx, customerId: string, id: string): Promise<BankAccountRow> {
  const [row] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.customerId, customerId)));
  if (!row) throw new AppError('not_found', { message: 'Bank account was not found.' });
  return row;
}
