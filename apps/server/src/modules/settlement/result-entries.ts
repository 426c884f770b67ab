import type { WinningNumberSet } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type EnteredDivision, resultEntries } from './settlement.tables';

export type ResultEntryRow = typeof resultEntries.$inferSelect;
export type { EnteredDivision };

/** The draw's entered result, locked for the rest of the transaction (enter, correct, confirm one at a time). */
export async function lockResultEntry(tx: Tx, drawId: string): Promise<ResultEntryRow | undefined> {
  const [row] = await tx.select().from(resultEntries).where(eq(resultEntries.drawId, drawId)).for('update');
  return row;
}

export async function readResultEntry(db: Db | Tx, drawId: string): Promise<ResultEntryRow | undefined> {
  const [row] = await db.select().from(resultEntries).where(eq(resultEntries.drawId, drawId));
  return row;
}

/** Writes a first entry, or replaces an unconfirmed one as a correction (the caller holds the lock). */
export async function saveResultEntry(
  tx: Tx,
  entry: {
    drawId: string;
    winningNumbers: WinningNumberSet[];
    divisions: EnteredDivision[];
    enteredBy: string;
    enteredAt: Date;
  },
  previous: ResultEntryRow | undefined,
): Promise<ResultEntryRow> {
  if (!previous) {
    const [row] = await tx.insert(resultEntries).values(entry).returning();
    return row as ResultEntryRow;
  }
  const [row] = await tx
    .update(resultEntries)
    .set({ ...entry, corrections: previous.corrections + 1 })
    .where(eq(resultEntries.drawId, entry.drawId))
    .returning();
  return row as ResultEntryRow;
}

export async function markResultConfirmed(tx: Tx, drawId: string, by: string, at: Date): Promise<ResultEntryRow> {
  const [row] = await tx
    .update(resultEntries)
    .set({ confirmedBy: by, confirmedAt: at })
    .where(eq(resultEntries.drawId, drawId))
    .returning();
  return row as ResultEntryRow;
}
