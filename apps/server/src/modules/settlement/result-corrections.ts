import type { WinningNumberSet } from '@drawline/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { type EnteredDivision, type ResultCorrectionOutcome, resultCorrections, winnings } from './settlement.tables';
import { type WinningRow, winningIdOf } from './winnings';

export type ResultCorrectionRow = typeof resultCorrections.$inferSelect;
export type { ResultCorrectionOutcome };

const isUniqueViolation = (err: unknown) =>
  (err as { cause?: { code?: string } }).cause?.code === '23505' || (err as { code?: string }).code === '23505';

/** Writes a pending correction; a draw has one pending at a time (conflict otherwise). */
export async function recordResultCorrection(
  tx: Tx,
  row: {
    correctionId: string;
    drawId: string;
    winningNumbers: WinningNumberSet[];
    divisions: EnteredDivision[];
    reason: string;
    requestedBy: string;
    requestedAt: Date;
  },
): Promise<ResultCorrectionRow> {
  try {
    const [written] = await tx
      .insert(resultCorrections)
      .values({ ...row, status: 'pending' })
      .returning();
    return written as ResultCorrectionRow;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw new AppError('conflict', {
      message: `A correction of draw ${row.drawId} waits for a decision already: approve or reject it first.`,
    });
  }
}

/**
 * The pending correction, locked for its decision; refuses one decided already, or a decider who
 * asked for it (four eyes).
 */
export async function takePendingResultCorrection(
  tx: Tx,
  correctionId: string,
  deciderId: string,
): Promise<ResultCorrectionRow> {
  const [row] = await tx
    .select()
    .from(resultCorrections)
    .where(eq(resultCorrections.correctionId, correctionId))
    .for('update');
  if (!row) throw new AppError('not_found', { message: `Result correction ${correctionId} was not found.` });
  if (row.status !== 'pending') {
    throw new AppError('conflict', { message: `This result correction was ${row.status} already.` });
  }
  if (row.requestedBy === deciderId) {
    throw new AppError('four_eyes_required', {
      message: 'A result correction is decided by a second person, not by the one who asked for it.',
    });
  }
  return row;
}

export async function decideResultCorrection(
  tx: Tx,
  correctionId: string,
  decision: { status: 'approved' | 'rejected'; decidedBy: string; decidedAt: Date; outcome?: ResultCorrectionOutcome },
): Promise<ResultCorrectionRow> {
  const [row] = await tx
    .update(resultCorrections)
    .set({ ...decision, outcome: decision.outcome ?? null })
    .where(eq(resultCorrections.correctionId, correctionId))
    .returning();
  return row as ResultCorrectionRow;
}

/** Result corrections waiting for a second person, oldest first (at most `limit`). */
export async function listPendingResultCorrections(db: Db | Tx, limit: number): Promise<ResultCorrectionRow[]> {
  return db
    .select()
    .from(resultCorrections)
    .where(eq(resultCorrections.status, 'pending'))
    .orderBy(asc(resultCorrections.requestedAt))
    .limit(limit);
}

/** A draw's result corrections, newest first. */
export async function listResultCorrections(db: Db | Tx, drawId: string): Promise<ResultCorrectionRow[]> {
  return db
    .select()
    .from(resultCorrections)
    .where(eq(resultCorrections.drawId, drawId))
    .orderBy(desc(resultCorrections.requestedAt));
}

/**
 * Every win of a draw, locked for the rest of the transaction: a finance release of a held prize
 * waits for the correction (or the correction for it), so neither books against a stale status.
 */
export async function lockDrawWinnings(tx: Tx, drawId: string): Promise<WinningRow[]> {
  return tx.select().from(winnings).where(eq(winnings.drawId, drawId)).orderBy(asc(winnings.winningId)).for('update');
}

/** A win as a corrected result makes it. */
export interface CorrectedWinning {
  ticketId: string;
  division: string;
  drawId: string;
  customerId: string;
  productOfferKey: string;
  entries: number;
  amount: number;
  currency: string;
  description: string;
  /** For a win the correction creates: paid to cash, or held above the hold threshold. */
  status: 'paid' | 'held';
  at: Date;
}

/**
 * Writes what a corrected result makes of the draw's wins (the journals are booked by the
 * caller in the same transaction): a changed win keeps its id and status with its new entries
 * and amount, a new win is written paid (or held), and a win the correction takes away is
 * deleted; its prize and correction journals stay in the ledger under its id.
 */
export async function applyCorrectedWinnings(
  tx: Tx,
  changes: { upsert: readonly CorrectedWinning[]; remove: readonly string[] },
): Promise<void> {
  if (changes.remove.length) await tx.delete(winnings).where(inArray(winnings.winningId, [...changes.remove]));
  for (const w of changes.upsert) {
    const winningId = winningIdOf(w.ticketId, w.division);
    await tx
      .insert(winnings)
      .values({
        winningId,
        ticketId: w.ticketId,
        division: w.division,
        drawId: w.drawId,
        customerId: w.customerId,
        productOfferKey: w.productOfferKey,
        entries: w.entries,
        amount: w.amount,
        currency: w.currency,
        status: w.status,
        description: w.description,
        scoredAt: w.at,
        paidAt: w.at,
      })
      .onConflictDoUpdate({
        target: winnings.winningId,
        set: { entries: w.entries, amount: w.amount, description: w.description },
      });
  }
}
