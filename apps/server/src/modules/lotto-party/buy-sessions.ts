import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { lottoPartyGroups, lottoPartySessions, lottoPartyShares } from './lotto-party.tables';

/** One game line's numbers by set name, as tickets and syndicates hold them. */
export type LottoPartyGame = Record<string, number[]>;

/** A member's shares in a closed session, in the order their purchases came. */
export interface ClosedSessionShare {
  shareId: string;
  customerId: string;
  shares: number;
  amountPaid: number;
  refunded: number;
  checkoutId: string;
}

/** A closed session locked for buying its games (decision 390). */
export interface ClosedSession {
  sessionId: string;
  drawId: string;
  productOfferKey: string;
  sharePrice: number;
  currency: string;
  sharesSold: number;
  shares: ClosedSessionShare[];
}

/** Closed sessions waiting to be bought, oldest stop first. */
export async function closedSessionIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: lottoPartySessions.id })
    .from(lottoPartySessions)
    .where(eq(lottoPartySessions.status, 'closed'))
    .orderBy(asc(lottoPartySessions.stopAt), asc(lottoPartySessions.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * A closed session and its shares, the session row locked FOR UPDATE SKIP LOCKED in the caller's
 * transaction: null when it is no longer closed or another process is buying it now.
 */
export async function lockClosedSession(tx: Tx, sessionId: string): Promise<ClosedSession | null> {
  const [row] = await tx
    .select()
    .from(lottoPartySessions)
    .where(and(eq(lottoPartySessions.id, sessionId), eq(lottoPartySessions.status, 'closed')))
    .for('update', { skipLocked: true });
  if (!row) return null;
  const shares = await tx
    .select()
    .from(lottoPartyShares)
    .where(eq(lottoPartyShares.sessionId, sessionId))
    .orderBy(asc(lottoPartyShares.createdAt), asc(lottoPartyShares.id));
  return {
    sessionId: row.id,
    drawId: row.drawId,
    productOfferKey: row.productOfferKey,
    sharePrice: row.sharePrice,
    currency: row.currency,
    sharesSold: row.sharesSold,
    shares: shares.map((s) => ({
      shareId: s.id,
      customerId: s.customerId,
      shares: s.shares,
      amountPaid: s.amountPaid,
      refunded: s.refunded,
      checkoutId: s.checkoutId,
    })),
  };
}

/**
 * Moves a closed session on, once (decision 390): to paid with the games bought for it, or to
 * cancelled (games null). False when it was not closed any more: the caller rolls back.
 */
export async function finishClosedSession(
  tx: Tx,
  sessionId: string,
  outcome: { games: LottoPartyGame[]; gamePrice: number } | null,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(lottoPartySessions)
    .set(
      outcome
        ? { status: 'paid', games: outcome.games, gamePrice: outcome.gamePrice, updatedAt: now }
        : { status: 'cancelled', updatedAt: now },
    )
    .where(and(eq(lottoPartySessions.id, sessionId), eq(lottoPartySessions.status, 'closed')))
    .returning({ id: lottoPartySessions.id });
  return moved.length === 1;
}

/** A share's refund recorded beside its journal; never more than was paid. */
export async function recordShareRefund(tx: Tx, shareId: string, amount: number): Promise<void> {
  const done = await tx
    .update(lottoPartyShares)
    .set({ refunded: sql`${lottoPartyShares.refunded} + ${amount}` })
    .where(
      and(
        eq(lottoPartyShares.id, shareId),
        sql`${lottoPartyShares.refunded} + ${amount} <= ${lottoPartyShares.amountPaid}`,
      ),
    )
    .returning({ id: lottoPartyShares.id });
  if (done.length !== 1) throw new Error(`Lotto party share ${shareId} cannot be refunded ${amount} more`);
}

/** A paid session of a draw as settlement scores it: its games and who holds its shares. */
export interface LottoPartySessionToScore {
  sessionId: string;
  groupName: string;
  sharesSold: number;
  games: LottoPartyGame[];
  holdings: { shareId: string; customerId: string; shares: number; productOfferKey: string }[];
}

/** The draw's paid sessions with their games and holdings, in id order. */
export async function paidSessionsOfDraw(db: Db | Tx, drawId: string): Promise<LottoPartySessionToScore[]> {
  const sessions = await db
    .select()
    .from(lottoPartySessions)
    .where(and(eq(lottoPartySessions.drawId, drawId), eq(lottoPartySessions.status, 'paid')))
    .orderBy(asc(lottoPartySessions.id));
  if (!sessions.length) return [];
  const [shares, groups] = await Promise.all([
    db
      .select()
      .from(lottoPartyShares)
      .where(
        inArray(
          lottoPartyShares.sessionId,
          sessions.map((s) => s.id),
        ),
      )
      .orderBy(asc(lottoPartyShares.createdAt), asc(lottoPartyShares.id)),
    db
      .select({ id: lottoPartyGroups.id, name: lottoPartyGroups.name })
      .from(lottoPartyGroups)
      .where(
        inArray(
          lottoPartyGroups.id,
          sessions.map((s) => s.groupId),
        ),
      ),
  ]);
  const names = new Map(groups.map((g) => [g.id, g.name]));
  return sessions.map((s) => ({
    sessionId: s.id,
    groupName: names.get(s.groupId) ?? '',
    sharesSold: s.sharesSold,
    games: s.games ?? [],
    holdings: shares
      .filter((h) => h.sessionId === s.id)
      .map((h) => ({ shareId: h.id, customerId: h.customerId, shares: h.shares, productOfferKey: s.productOfferKey })),
  }));
}

/** Sessions of a draw whose games are still to be bought or cancelled: settlement waits for them. */
export async function countClosedSessionsOfDraw(db: Db | Tx, drawId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lottoPartySessions)
    .where(and(eq(lottoPartySessions.drawId, drawId), inArray(lottoPartySessions.status, ['closed', 'open'])));
  return Number(row?.n ?? 0);
}
