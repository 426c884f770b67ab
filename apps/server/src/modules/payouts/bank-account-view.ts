import type { BankAccount, BankAccountType, WithdrawalMethodCode } from '@drawline/contracts';
import type { bankAccounts } from './payouts.tables';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** An account number as the pages show it: the last four characters of a bank account; a PayID whole. */
export function maskAccountNumber(type: BankAccountType, accountNumber: string): string {
  if (type === 'payid_email' || type === 'payid_phone') return accountNumber;
  return `••••${accountNumber.slice(-4)}`;
}

export function bankAccountView(row: BankAccountRow, isDefault: boolean): BankAccount {
  const bankType = row.type as BankAccountType;
  return {
    id: row.id,
    code: row.code as WithdrawalMethodCode,
    type: 'bank',
    bankType,
    default: isDefault,
    accountName: row.accountName,
    accountNumber: maskAccountNumber(bankType, row.accountNumber),
    bankCode: row.bankCode,
    usableFrom: row.usableFrom.toISOString(),
  };
}
