import type {
  BankAccountType,
  Currency,
  DonationCause,
  DonationTotal,
  StaffWithdrawal,
  Withdrawal,
  WithdrawalMethodCode,
  WithdrawalStatus,
} from '@drawline/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import { type BankAccountRow, bankAccountView } from './bank-account-view';
import { bankAccounts, withdrawals } from './payouts.tables';
import { assertWithdrawalTransition } from './withdrawal-status';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A withdrawal as the flows that move it need it: its money and its state. */
export interface WithdrawalRecord {
  withdrawId: string;
  customerId: string;
  status: WithdrawalStatus;
  amount: { amount: number; currency: Currency };
  code: WithdrawalMethodCode;
}

function recordOf(row: WithdrawalRow): WithdrawalRecord {
  return {
    withdrawId: row.id,
    customerId: row.customerId,
    status: row.status as WithdrawalStatus,
    amount: { amount: row.amount, currency: row.currency as Currency },
    code: row.code as WithdrawalMethodCode,
  };
}

/** Where a withdrawal goes: a kept bank account, or a cause it is given to (`do`, decision 532). */
export type WithdrawalDestination = { bankAccount: BankAccountRow } | { cause: DonationCause };

/** The method code a destination is paid by. */
export const destinationCode = (to: WithdrawalDestination): WithdrawalMethodCode =>
  'cause' in to ? 'do' : (to.bankAccount.code as WithdrawalMethodCode);

/** Writes a requested withdrawal, in the transaction that reserved its amount. */
export async function recordWithdrawal(
  deps: { clock: Clock },
  tx: Tx,
  input: {
    withdrawId: string;
    customerId: string;
    to: WithdrawalDestination;
    amount: { amount: number; currency: Currency };
    reserveJournalId: string;
  },
): Promise<void> {
  const now = deps.clock.now();
  const { to } = input;
  await tx.insert(withdrawals).values({
    id: input.withdrawId,
    customerId: input.customerId,
    ...('cause' in to
      ? { causeKey: to.cause.key, causeName: to.cause.name, charityName: to.cause.charityName }
      : { bankAccountId: to.bankAccount.id, bankType: to.bankAccount.type }),
    code: destinationCode(to),
    amount: input.amount.amount,
    currency: input.amount.currency,
    status: 'requested',
    reserveJournalId: input.reserveJournalId,
    updatedBy: `customer:${input.customerId}`,
    requestedAt: now,
    updatedAt: now,
  });
}

/**
 * Locks a withdrawal for the rest of the transaction and answers it (404 when missing, or when
 * `customerId` is given and it is another customer's). Two moves of one withdrawal wait in turn,
 * so the second sees the first's status and the transitions table refuses it.
 */
export async function lockWithdrawal(tx: Tx, withdrawId: string, customerId?: string): Promise<WithdrawalRecord> {
  const where = customerId
    ? and(eq(withdrawals.id, withdrawId), eq(withdrawals.customerId, customerId))
    : eq(withdrawals.id, withdrawId);
  const [row] = await tx.select().from(withdrawals).where(where).for('update');
  if (!row) throw new AppError('not_found', { message: 'Withdrawal was not found.' });
  return recordOf(row);
}

/** Moves a locked withdrawal along its transitions table; any other move is refused. */
export async function moveWithdrawal(
  deps: { clock: Clock },
  tx: Tx,
  input: { withdrawal: WithdrawalRecord; to: WithdrawalStatus; by: string; rejectionReason?: string },
): Promise<void> {
  assertWithdrawalTransition(input.withdrawal.status, input.to);
  const moved = await tx
    .update(withdrawals)
    .set({
      status: input.to,
      updatedBy: input.by,
      updatedAt: deps.clock.now(),
      ...(input.rejectionReason !== undefined ? { rejectionReason: input.rejectionReason } : {}),
    })
    .where(and(eq(withdrawals.id, input.withdrawal.withdrawId), eq(withdrawals.status, input.withdrawal.status)))
    .returning({ id: withdrawals.id });
  // The row is locked by lockWithdrawal; the condition repeats the rule where it is written.
  if (!moved.length) throw new AppError('conflict', { message: 'The withdrawal changed meanwhile.' });
}

function withdrawalView(row: WithdrawalRow, account: BankAccountRow | null): Withdrawal {
  const status = row.status as WithdrawalStatus;
  return {
    withdrawId: row.id,
    transactionId: row.reserveJournalId,
    status,
    amount: { amount: row.amount, currency: row.currency as Currency },
    code: row.code as WithdrawalMethodCode,
    bankType: row.bankType as BankAccountType | null,
    bankAccount: account && bankAccountView(account, false),
    cause:
      row.causeKey === null ? null : { key: row.causeKey, name: `${row.causeName}`, charityName: `${row.charityName}` },
    requestedAt: row.requestedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    rejectionReason: row.rejectionReason,
    cancellable: status === 'requested',
  };
}

function staffView(row: WithdrawalRow, account: BankAccountRow | null): StaffWithdrawal {
  return {
    ...withdrawalView(row, account),
    customerId: row.customerId,
    payTo: account && {
      accountName: account.accountName,
      accountNumber: account.accountNumber,
      bankCode: account.bankCode,
    },
  };
}

/** Withdrawals with their bank account, if any: a donation has none (decision 532). */
const withAccount = (db: Db | Tx) =>
  db.select().from(withdrawals).leftJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId));

/** One of the customer's withdrawals, by its id or by the transaction that reserved it (404 otherwise). */
export async function getWithdrawal(
  db: Db | Tx,
  customerId: string,
  by: { withdrawId: string } | { transactionId: string },
): Promise<Withdrawal> {
  const which =
    'withdrawId' in by ? eq(withdrawals.id, by.withdrawId) : eq(withdrawals.reserveJournalId, by.transactionId);
  const [row] = await withAccount(db).where(and(which, eq(withdrawals.customerId, customerId)));
  if (!row) throw new AppError('not_found', { message: 'Withdrawal was not found.' });
  return withdrawalView(row.withdrawals, row.bank_accounts);
}

/** The customer's withdrawals, newest first. */
export async function listWithdrawals(
  db: Db,
  customerId: string,
  paging: { limit: number; offset: number },
): Promise<Withdrawal[]> {
  const rows = await withAccount(db)
    .where(eq(withdrawals.customerId, customerId))
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map((r) => withdrawalView(r.withdrawals, r.bank_accounts));
}

/** The finance queue: withdrawals in the given states, oldest first (first come, first paid). */
export async function listWithdrawalQueue(
  db: Db,
  statuses: readonly WithdrawalStatus[],
  paging: { limit: number; offset: number },
): Promise<StaffWithdrawal[]> {
  const rows = await withAccount(db)
    .where(inArray(withdrawals.status, [...statuses]))
    .orderBy(asc(withdrawals.requestedAt), asc(withdrawals.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map((r) => staffView(r.withdrawals, r.bank_accounts));
}

/** How many withdrawals wait in the given states (the console dashboard's "withdrawals waiting"). */
export async function countWithdrawalQueue(db: Db, statuses: readonly WithdrawalStatus[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(inArray(withdrawals.status, [...statuses]));
  return row?.n ?? 0;
}

/** One withdrawal as finance sees it (404 when missing). */
export async function getStaffWithdrawal(db: Db | Tx, withdrawId: string): Promise<StaffWithdrawal> {
  const [row] = await withAccount(db).where(eq(withdrawals.id, withdrawId));
  if (!row) throw new AppError('not_found', { message: 'Withdrawal was not found.' });
  return staffView(row.withdrawals, row.bank_accounts);
}

/** What finance owes each cause's charity: the approved donations not yet marked paid, by cause (decision 532). */
export async function listDonationTotals(db: Db): Promise<DonationTotal[]> {
  const rows = await db
    .select({
      key: withdrawals.causeKey,
      name: withdrawals.causeName,
      charityName: withdrawals.charityName,
      currency: withdrawals.currency,
      count: count(),
      total: sql<string>`sum(${withdrawals.amount})`,
    })
    .from(withdrawals)
    .where(and(eq(withdrawals.code, 'do'), eq(withdrawals.status, 'approved')))
    .groupBy(withdrawals.causeKey, withdrawals.causeName, withdrawals.charityName, withdrawals.currency)
    .orderBy(asc(withdrawals.causeName), asc(withdrawals.causeKey));
  return rows.map((r) => ({
    key: `${r.key}`,
    name: `${r.name}`,
    charityName: `${r.charityName}`,
    count: r.count,
    total: { amount: Number(r.total), currency: r.currency as Currency },
  }));
}
