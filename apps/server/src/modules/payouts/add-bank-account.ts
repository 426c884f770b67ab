import { type AddBankAccountBody, type BankAccount, normaliseBankAccount } from '@drawline/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { bankAccountView } from './bank-account-view';
import type { PayoutsDeps } from './payouts.deps';
import { bankAccounts } from './payouts.tables';

/**
 * POST /funds/bank-account (v3.8): keeps a bank account or PayID for withdrawals. The body was
 * checked by its contract schema; the same account added again answers the one already kept.
 */
export async function addBankAccount(
  deps: PayoutsDeps,
  customerId: string,
  body: AddBankAccountBody,
): Promise<BankAccount> {
  const { accountNumber, bankCode } = normaliseBankAccount(body);
  const id = deps.random.uuid();
  await deps.db
    .insert(bankAccounts)
    .values({
      id,
      customerId,
      code: body.code,
      type: body.type,
      accountName: body.accountName,
      accountNumber,
      bankCode,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing();
  const rows = await deps.db
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
  const first = await deps.db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.customerId, customerId))
    .orderBy(bankAccounts.addedOrder)
    .limit(1);
  return bankAccountView(row, first[0]?.id === row.id);
}
