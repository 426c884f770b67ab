import {
  type AddBankAccountBody,
  type BankAccount,
  normaliseBankAccount,
  PAYPAL_WITHDRAWAL_METHOD_CODE,
  WISE_WITHDRAWAL_METHOD_CODE,
} from '@drawline/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { bankAccountView } from './bank-account-view';
import type { PayoutsDeps } from './payouts.deps';
import { bankAccounts } from './payouts.tables';

/**
 * POST /funds/bank-account (v3.8), in the caller's transaction: keeps a bank account or PayID for
 * withdrawals, usable once the configured wait has passed (docs/decisions/346). The body was
 * checked by its contract schema; the same account added again answers the one already kept, with
 * `added` false (its wait is not started again).
 */
export async function addBankAccount(
  deps: PayoutsDeps,
  tx: Db | Tx,
  customerId: string,
  body: AddBankAccountBody,
  /** Hours a new account waits before its first withdrawal (PAYOUT_DESTINATION_HOLD_HOURS). */
  holdHours: number,
): Promise<{ bankAccount: BankAccount; added: boolean }> {
  if (body.code === PAYPAL_WITHDRAWAL_METHOD_CODE && !deps.paypalPayouts)
    throw new AppError('payment_method_unavailable');
  if (body.code === WISE_WITHDRAWAL_METHOD_CODE && !deps.wisePayouts) throw new AppError('payment_method_unavailable');
  const { accountNumber, bankCode } = normaliseBankAccount(body);
  const id = deps.random.uuid();
  const now = deps.clock.now();
  const inserted = await tx
    .insert(bankAccounts)
    .values({
      id,
      customerId,
      code: body.code,
      type: body.type,
      accountName: body.accountName,
      accountNumber,
      bankCode,
      createdAt: now,
      usableFrom: new Date(now.getTime() + holdHours * 3_600_000),
    })
    .onConflictDoNothing()
    .returning({ id: bankAccounts.id });
  const rows = await tx
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.customerId, customerId),
        eq(bankAccounts.type, body.type),
        eq(bankAccounts.accountNumber, accountNumber),
        sql`coalesce(${bankAccounts.bankCode}, '') = ${bankCode ?? ''}`,
      ),
    );
  const row = rows[0];
  if (!row) throw new Error('The bank account was neither added nor found.');
  // One address is a PayID, a PayPal account or a Wise account, not two of them (decisions 489, 531).
  if (row.code !== body.code) {
    const kept = { [PAYPAL_WITHDRAWAL_METHOD_CODE]: 'PayPal account', [WISE_WITHDRAWAL_METHOD_CODE]: 'Wise account' };
    const message = `This email is already kept as your ${kept[row.code as keyof typeof kept] ?? 'PayID'}.`;
    throw new AppError('validation_failed', { errors: [{ target: 'account_number', code: 'invalid', message }] });
  }
  const first = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.customerId, customerId))
    .orderBy(bankAccounts.addedOrder)
    .limit(1);
  return { bankAccount: bankAccountView(row, first[0]?.id === row.id), added: inserted.length > 0 };
}
