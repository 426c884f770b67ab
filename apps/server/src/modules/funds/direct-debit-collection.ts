import type {
  Currency,
  DirectDebitCollections,
  DirectDebitFile,
  DirectDebitLine,
  DirectDebitOutcomeLine,
} from '@drawline/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { type DepositRow, settleDeposit } from './deposits';
import { DIRECT_DEBIT_GATEWAY } from './direct-debit';
import { fundsDirectDebitDebits, fundsDirectDebitFiles, fundsDirectDebitMandates } from './direct-debit.tables';
import type { DirectDebitSettings, FundsDeps } from './funds.deps';

const debits = fundsDirectDebitDebits;
const files = fundsDirectDebitFiles;
const mandates = fundsDirectDebitMandates;

/** At most this many debits a file; the rest wait for the next. */
const FILE_MAX_DEBITS = 1000;

/** A claimed debit with the account it is collected from, the number unsealed for the bank's file only. */
export interface ClaimedDebit {
  depositId: string;
  customerId: string;
  reference: string;
  amount: number;
  accountName: string;
  bsb: string;
  accountNumber: string;
}

function settingsOf(deps: FundsDeps): DirectDebitSettings & Required<Pick<FundsDeps, 'secrets'>> {
  if (!deps.directDebit || !deps.secrets) throw new AppError('payment_method_unavailable');
  return { ...deps.directDebit, secrets: deps.secrets };
}

/** The shop's APCA user and account, the export's sender (decision 522); payment_method_unavailable when off. */
export function directDebitSender(deps: FundsDeps): DirectDebitSettings {
  const { secrets: _, ...sender } = settingsOf(deps);
  return sender;
}

/**
 * The export's claim (decision 523), in its transaction: every debit waiting for a file, oldest
 * first, is claimed for a new file's id by a conditional update (file_id set where it is still null), so
 * of two exports at once each debit goes to one. A debit whose mandate the customer cancelled is
 * never collected: its deposit is cancelled with why, and it leaves the file.
 */
export async function claimWaitingDebits(
  deps: FundsDeps,
  tx: Tx,
): Promise<{ fileId: string; claimed: ClaimedDebit[]; cancelled: number }> {
  const { secrets } = settingsOf(deps);
  const fileId = deps.random.uuid();
  const waiting = await tx
    .select({ depositId: debits.depositId })
    .from(debits)
    .where(and(isNull(debits.fileId), isNull(debits.outcome)))
    .orderBy(asc(debits.createdAt))
    .limit(FILE_MAX_DEBITS)
    // Another export's claimed rows are skipped, not waited for (and never locked in another order).
    .for('update', { skipLocked: true });
  if (waiting.length === 0) return { fileId, claimed: [], cancelled: 0 };
  const taken = await tx
    .update(debits)
    .set({ fileId })
    .where(
      and(
        inArray(
          debits.depositId,
          waiting.map((w) => w.depositId),
        ),
        isNull(debits.fileId),
        isNull(debits.outcome),
      ),
    )
    .returning();
  const accounts = taken.length
    ? await tx
        .select()
        .from(mandates)
        .where(
          inArray(
            mandates.id,
            taken.map((d) => d.mandateId),
          ),
        )
    : [];
  const claimed: ClaimedDebit[] = [];
  let cancelled = 0;
  for (const debit of taken.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const mandate = accounts.find((m) => m.id === debit.mandateId);
    if (mandate?.status !== 'active') {
      await endDebit(deps, tx, debit.reference, {
        outcome: 'cancelled',
        reason: 'Your direct debit request was cancelled before we collected this deposit.',
        fileId: null,
      });
      cancelled += 1;
      continue;
    }
    claimed.push({
      depositId: debit.depositId,
      customerId: debit.customerId,
      reference: debit.reference,
      amount: debit.amount,
      accountName: mandate.accountName,
      bsb: mandate.bsb,
      accountNumber: await secrets.decrypt(mandate.accountNumberSealed),
    });
  }
  return { fileId, claimed, cancelled };
}

/** Keeps the exported file with its number (the database's identity column), in the export's transaction. */
export async function keepDirectDebitFile(
  deps: FundsDeps,
  tx: Tx,
  file: { id: string; processingDate: string; debitCount: number; totalAmount: number; aba: string; createdBy: string },
): Promise<number> {
  const [kept] = await tx
    .insert(files)
    .values({ ...file, createdAt: deps.clock.now() })
    .returning({ number: files.number });
  if (!kept) throw new Error('The direct debit file was not kept.');
  return kept.number;
}

/**
 * Ends a debit once (decision 523): a conditional update sets its outcome where none is set, then
 * its deposit moves from pending (completed when collected, else cancelled with the reason the
 * customer reads). Null when the debit had ended before: an outcome imported twice moves nothing.
 */
async function endDebit(
  deps: FundsDeps,
  tx: Tx,
  reference: string,
  end: { outcome: 'collected' | 'dishonoured' | 'cancelled'; reason: string | null; fileId?: null },
): Promise<DepositRow | null> {
  const [ended] = await tx
    .update(debits)
    .set({ ...end, settledAt: deps.clock.now() })
    .where(and(eq(debits.reference, reference), isNull(debits.outcome)))
    .returning({ depositId: debits.depositId });
  if (!ended) return null;
  const moved = await settleDeposit(deps, tx, {
    gateway: DIRECT_DEBIT_GATEWAY,
    reference,
    to: end.outcome === 'collected' ? 'completed' : 'cancelled',
    message: end.reason,
  });
  if (!moved) throw new Error("A direct debit's deposit was not waiting.");
  return moved;
}

/** An outcome line of the bank's file applied once, in the import's transaction (see endDebit). */
export function settleDirectDebit(deps: FundsDeps, tx: Tx, line: DirectDebitOutcomeLine): Promise<DepositRow | null> {
  if (line.outcome === 'collected') return endDebit(deps, tx, line.reference, { outcome: 'collected', reason: null });
  return endDebit(deps, tx, line.reference, {
    outcome: 'dishonoured',
    reason: `Your bank did not pay this direct debit: ${line.reason}.`,
  });
}

/** The references of an outcome file that are in no exported file: the import refuses the file for them. */
export async function unexportedReferences(deps: FundsDeps, references: string[]): Promise<string[]> {
  const found = await deps.db
    .select({ reference: debits.reference })
    .from(debits)
    .where(and(inArray(debits.reference, references), isNotNull(debits.fileId)));
  const known = new Set(found.map((f) => f.reference));
  return references.filter((r) => !known.has(r));
}

const stateOf = (d: typeof debits.$inferSelect): DirectDebitLine['state'] =>
  (d.outcome as DirectDebitLine['state'] | null) ?? (d.fileId ? 'exported' : 'waiting');

/** The console's Direct debit page: the debits waiting for a file, and the latest 20 files with theirs. */
export async function directDebitCollections(deps: FundsDeps): Promise<DirectDebitCollections> {
  const latest = await deps.db.select().from(files).orderBy(desc(files.number)).limit(20);
  const ids = latest.map((f) => f.id);
  const waitingNow = and(isNull(debits.fileId), isNull(debits.outcome));
  const rows = await deps.db
    .select({ debit: debits, mandate: mandates })
    .from(debits)
    .innerJoin(mandates, eq(mandates.id, debits.mandateId))
    .where(ids.length ? or(waitingNow, inArray(debits.fileId, ids)) : waitingNow)
    .orderBy(asc(debits.createdAt));
  const lineOf = ({ debit, mandate }: (typeof rows)[number]): DirectDebitLine => ({
    reference: debit.reference,
    amount: { amount: debit.amount, currency: 'AUD' as Currency },
    accountName: mandate.accountName,
    bsb: mandate.bsb,
    accountNumber: `•••${mandate.accountNumberLast3}`,
    state: stateOf(debit),
    reason: debit.reason,
  });
  return {
    waiting: rows.filter((r) => r.debit.fileId === null && r.debit.outcome === null).map(lineOf),
    files: latest.map(
      (f): DirectDebitFile => ({
        number: f.number,
        processingDate: f.processingDate,
        debitCount: f.debitCount,
        total: { amount: f.totalAmount, currency: 'AUD' },
        createdAt: f.createdAt.toISOString(),
        debits: rows.filter((r) => r.debit.fileId === f.id).map(lineOf),
      }),
    ),
  };
}

/** An exported file's ABA text, by its number, for finance to send to the bank. */
export async function directDebitFileText(deps: FundsDeps, number: number): Promise<string> {
  const [file] = await deps.db.select({ aba: files.aba }).from(files).where(eq(files.number, number));
  if (!file) throw new AppError('not_found', { message: 'There is no direct debit file with this number.' });
  return file.aba;
}
