import { BANK_TRANSFER_METHOD_CODE, type BankAccount, type WithdrawalMethod } from '@drawline/contracts';
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
 * PayIDs. A method without funds is still listed, so the page can offer to add one.
 */
export async function listWithdrawalMethods(
  deps: Pick<PayoutsDeps, 'db'>,
  customerId: string,
): Promise<WithdrawalMethod[]> {
  return [{ code: BANK_TRANSFER_METHOD_CODE, funds: await listBankAccounts(deps, customerId) }];
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
