import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { winnerNotices, winnings } from './settlement.tables';

export type WinningRow = typeof winnings.$inferSelect;
export type NewWinning = Omit<typeof winnings.$inferInsert, 'winningId' | 'status' | 'paidAt' | 'releasedBy'>;

/** The id of a win: the same ticket and division always make the same id (and prize reference). */
export const winningIdOf = (ticketId: string, division: string) => `${ticketId}:${division}`;

/** Writes scored wins in one insert; a win already written is left as it is. Answers how many are new. */
export async function recordWinnings(tx: Tx | Db, rows: readonly NewWinning[]): Promise<number> {
  if (!rows.length) return 0;
  const written = await tx
    .insert(winnings)
    .values(rows.map((r) => ({ ...r, winningId: winningIdOf(r.ticketId, r.division), status: 'scored' })))
    .onConflictDoNothing()
    .returning({ winningId: winnings.winningId });
  return written.length;
}

/**
 * Claims the next scored wins of a draw for paying, in one statement in the caller's transaction:
 * marks them paid, or held when the single win is above `holdAbove` cents (docs/decisions/203),
 * and answers them as marked. Rows another payer holds are skipped (`FOR UPDATE SKIP LOCKED`), so
 * two processes pay different batches at once; the marks commit only with the prize journals the
 * caller books in the same transaction (docs/decisions/202, 250).
 */
export async function claimWinningsToPay(
  tx: Tx,
  drawId: string,
  claim: { limit: number; holdAbove: number; at: Date },
): Promise<WinningRow[]> {
  const next = tx
    .select({ winningId: winnings.winningId })
    .from(winnings)
    .where(and(eq(winnings.drawId, drawId), eq(winnings.status, 'scored')))
    .orderBy(asc(winnings.winningId))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return tx
    .update(winnings)
    .set({
      status: sql`case when ${winnings.amount} > ${claim.holdAbove} then 'held' else 'paid' end`,
      paidAt: claim.at,
    })
    .where(inArray(winnings.winningId, next))
    .returning();
}

/** Wins of the draw not paid or held yet. */
export async function countUnpaidWinnings(db: Db | Tx, drawId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(winnings)
    .where(and(eq(winnings.drawId, drawId), eq(winnings.status, 'scored')));
  return row?.n ?? 0;
}

/** One winner of a draw: what they won in all. */
export interface DrawWinner {
  customerId: string;
  currency: string;
  amount: number;
  held: number;
  wins: number;
}

/** The winners of a draw by customer id, a page after `afterCustomerId` (keyset). */
export async function winnersOfDraw(
  db: Db | Tx,
  drawId: string,
  afterCustomerId: string,
  limit: number,
): Promise<DrawWinner[]> {
  return db
    .select({
      customerId: winnings.customerId,
      currency: winnings.currency,
      amount: sql<number>`sum(${winnings.amount})`.mapWith(Number),
      held: sql<number>`sum(case when ${winnings.status} = 'held' then ${winnings.amount} else 0 end)`.mapWith(Number),
      wins: sql<number>`count(*)`.mapWith(Number),
    })
    .from(winnings)
    .where(and(eq(winnings.drawId, drawId), gt(winnings.customerId, afterCustomerId)))
    .groupBy(winnings.customerId, winnings.currency)
    .orderBy(asc(winnings.customerId))
    .limit(limit);
}

/** What each ticket won (all its divisions summed), for the ticket lists. */
export async function winningsOfTickets(
  db: Db | Tx,
  ticketIds: readonly string[],
): Promise<Map<string, { amount: number; currency: string; held: boolean }>> {
  if (!ticketIds.length) return new Map();
  const rows = await db
    .select({
      ticketId: winnings.ticketId,
      currency: winnings.currency,
      amount: sql<number>`sum(${winnings.amount})`.mapWith(Number),
      held: sql<boolean>`bool_or(${winnings.status} = 'held')`,
    })
    .from(winnings)
    .where(inArray(winnings.ticketId, [...ticketIds]))
    .groupBy(winnings.ticketId, winnings.currency);
  return new Map(rows.map((r) => [r.ticketId, { amount: r.amount, currency: r.currency, held: Boolean(r.held) }]));
}

/** Every win of a draw, in id order. */
export async function listWinnings(db: Db | Tx, drawId: string): Promise<WinningRow[]> {
  return db.select().from(winnings).where(eq(winnings.drawId, drawId)).orderBy(asc(winnings.winningId));
}

/** Held prizes waiting for finance, oldest first. */
export async function listHeldWinnings(db: Db | Tx, limit = 200): Promise<WinningRow[]> {
  return db
    .select()
    .from(winnings)
    .where(eq(winnings.status, 'held'))
    .orderBy(asc(winnings.paidAt), asc(winnings.winningId))
    .limit(limit);
}

/** A win by id, locked, for a finance release. */
export async function lockWinning(tx: Tx, winningId: string): Promise<WinningRow | undefined> {
  const [row] = await tx.select().from(winnings).where(eq(winnings.winningId, winningId)).for('update');
  return row;
}

export async function markReleased(tx: Tx, winningId: string, by: string): Promise<void> {
  await tx
    .update(winnings)
    .set({ status: 'released', releasedBy: by })
    .where(and(eq(winnings.winningId, winningId), eq(winnings.status, 'held')));
}

export interface NewWinnerNotice {
  noticeId: string;
  customerId: string;
  drawId: string;
  title: string;
  message: string;
  link: string;
  createdAt: Date;
}

/** Writes winner notices; answers the customers newly told (a customer is told once per draw). */
export async function recordWinnerNotices(tx: Tx, notices: readonly NewWinnerNotice[]): Promise<Set<string>> {
  if (!notices.length) return new Set();
  const written = await tx
    .insert(winnerNotices)
    .values([...notices])
    .onConflictDoNothing()
    .returning({ customerId: winnerNotices.customerId });
  return new Set(written.map((r) => r.customerId));
}

/** A customer's winner notices, newest first. */
export async function listWinnerNotices(db: Db | Tx, customerId: string, limit = 20) {
  return db
    .select()
    .from(winnerNotices)
    .where(eq(winnerNotices.customerId, customerId))
    .orderBy(sql`${winnerNotices.createdAt} desc`)
    .limit(limit);
}
