import type { BankStatementLine, BankStatementLineRow, Currency } from '@drawline/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { BANK_TRANSFER_GATEWAY } from './bank-deposit';
import { fundsBankStatementLines } from './bank-statement.tables';
import { recordImportedDeposit } from './bpay';
import { fundsBpayReferences } from './bpay.tables';
import type { DepositRow } from './deposits';
import type { FundsDeps } from './funds.deps';

/**
 * Keeps a statement's credit line once by the bank's transaction id, in the import's transaction
 * (decision 519): null when it was imported before, else the customer its reference names, if any.
 */
export async function keepStatementLine(
  deps: FundsDeps,
  tx: Tx,
  line: BankStatementLine,
  importedBy: string,
): Promise<{ customerId: string | null } | null> {
  const [owner] = line.customerReference
    ? await tx
        .select({ customerId: fundsBpayReferences.customerId })
        .from(fundsBpayReferences)
        .where(eq(fundsBpayReferences.customerReference, line.customerReference))
    : [];
  const [kept] = await tx
    .insert(fundsBankStatementLines)
    .values({
      ...line,
      customerId: owner?.customerId ?? null,
      currency: 'AUD',
      status: 'waiting',
      reason: owner ? null : line.customerReference ? 'unknown_reference' : 'no_reference',
      importedBy,
      importedAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ transactionId: fundsBankStatementLines.transactionId });
  return kept ? { customerId: owner?.customerId ?? null } : null;
}

/** The line's end in its import: credited by its deposit, or waiting with why. */
export async function markStatementLine(
  tx: Tx,
  transactionId: string,
  outcome: { depositId: string } | { reason: string },
): Promise<void> {
  await tx
    .update(fundsBankStatementLines)
    .set('depositId' in outcome ? { status: 'credited', depositId: outcome.depositId, reason: null } : outcome)
    .where(eq(fundsBankStatementLines.transactionId, transactionId));
}

/** The deposit a statement line makes: completed when written, cleared through `bank_transfer`. */
export function recordBankTransferDeposit(
  deps: FundsDeps,
  tx: Tx,
  input: { customerId: string; line: BankStatementLine },
): Promise<DepositRow> {
  const { line } = input;
  return recordImportedDeposit(deps, tx, {
    customerId: input.customerId,
    methodCode: line.methodCode,
    gateway: BANK_TRANSFER_GATEWAY,
    gatewayReference: line.transactionId,
    amount: line.amount,
    paidOn: line.paidOn,
  });
}

/** The console's list: the lines waiting for finance first, then the latest credited, 100 at most. */
export async function listStatementLines(deps: FundsDeps): Promise<BankStatementLineRow[]> {
  const rows = await deps.db
    .select()
    .from(fundsBankStatementLines)
    .orderBy(desc(eq(fundsBankStatementLines.status, 'waiting')), desc(fundsBankStatementLines.importedAt))
    .limit(100);
  return rows.map((r) => ({
    transactionId: r.transactionId,
    methodCode: r.methodCode as 'bd' | 'td',
    description: r.description,
    customerReference: r.customerReference,
    amount: { amount: r.amount, currency: r.currency as Currency },
    paidOn: r.paidOn,
    status: r.status as BankStatementLineRow['status'],
    reason: r.reason,
    importedAt: r.importedAt.toISOString(),
  }));
}
