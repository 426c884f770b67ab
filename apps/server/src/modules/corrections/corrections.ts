import { type BalanceCorrection, type BalanceCorrectionStatus, type Money, toCurrency } from '@drawline/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import { balanceCorrections } from './corrections.tables';

type Row = typeof balanceCorrections.$inferSelect;

const view = (r: Row): BalanceCorrection => ({
  correctionId: r.id,
  customerId: r.customerId,
  amount: { amount: r.amount, currency: toCurrency(r.currency) },
  reason: r.reason,
  status: r.status as BalanceCorrectionStatus,
  requestedBy: r.requestedBy,
  requestedAt: r.requestedAt.toISOString(),
  decidedBy: r.decidedBy,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  journalId: r.journalId,
});

/**
 * The rows of staff balance corrections (docs/decisions/234). The flows in
 * flows/console/correct-balance.ts book the journal and the audit row in the same transaction.
 */
export function createCorrections(deps: { db: Db; clock: Clock; random: Random }) {
  return {
    /** Writes a correction as asked: `approved` (within the threshold) or `pending` (waits for a second person). */
    async record(
      tx: Tx,
      input: { customerId: string; amount: Money; reason: string; requestedBy: string; status: 'approved' | 'pending' },
    ): Promise<BalanceCorrection> {
      const now = deps.clock.now();
      const [row] = await tx
        .insert(balanceCorrections)
        .values({
          id: deps.random.uuid(),
          customerId: input.customerId,
          amount: input.amount.amount,
          currency: input.amount.currency,
          reason: input.reason,
          status: input.status,
          requestedBy: input.requestedBy,
          requestedAt: now,
          decidedAt: input.status === 'approved' ? now : null,
        })
        .returning();
      return view(row as Row);
    },

    /** The pending correction, locked for the decision; refuses one decided already or asked by the decider. */
    async takePending(tx: Tx, correctionId: string, deciderId: string): Promise<BalanceCorrection> {
      const [row] = await tx
        .select()
        .from(balanceCorrections)
        .where(eq(balanceCorrections.id, correctionId))
        .for('update');
      if (!row) throw new AppError('not_found', { message: 'No such balance correction.' });
      if (row.status !== 'pending') {
        throw new AppError('conflict', { message: `This correction was ${row.status} already.` });
      }
      if (row.requestedBy === deciderId) {
        throw new AppError('forbidden', { message: 'A second staff member must decide on your own correction.' });
      }
      return view(row);
    },

    /** Marks a pending correction decided (after takePending in the same transaction). */
    async decide(
      tx: Tx,
      correctionId: string,
      decision: { status: 'approved' | 'rejected'; decidedBy: string; journalId?: string },
    ): Promise<BalanceCorrection> {
      const [row] = await tx
        .update(balanceCorrections)
        .set({
          status: decision.status,
          decidedBy: decision.decidedBy,
          decidedAt: deps.clock.now(),
          journalId: decision.journalId ?? null,
        })
        .where(and(eq(balanceCorrections.id, correctionId), eq(balanceCorrections.status, 'pending')))
        .returning();
      if (!row) throw new AppError('conflict', { message: 'This correction was decided already.' });
      return view(row);
    },

    /** Sets the journal of a correction approved as made. */
    async attachJournal(tx: Tx, correctionId: string, journalId: string): Promise<BalanceCorrection> {
      const [row] = await tx
        .update(balanceCorrections)
        .set({ journalId })
        .where(eq(balanceCorrections.id, correctionId))
        .returning();
      return view(row as Row);
    },

    /** Corrections of one customer, or all with a status, newest first. */
    async list(filter: { customerId?: string; status?: BalanceCorrectionStatus }): Promise<BalanceCorrection[]> {
      const rows = await deps.db
        .select()
        .from(balanceCorrections)
        .where(
          and(
            filter.customerId ? eq(balanceCorrections.customerId, filter.customerId) : undefined,
            filter.status ? eq(balanceCorrections.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(balanceCorrections.requestedAt))
        .limit(100);
      return rows.map(view);
    },

    async countPending(): Promise<number> {
      const [row] = await deps.db
        .select({ n: count() })
        .from(balanceCorrections)
        .where(eq(balanceCorrections.status, 'pending'));
      return row?.n ?? 0;
    },
  };
}
export type Corrections = ReturnType<typeof createCorrections>;
