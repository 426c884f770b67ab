import type { DrawStatus } from '@drawline/contracts';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { AppError, notFound } from '../../../platform/app-error';
import { drawResults, drawStatusChanges, draws } from '../draws.tables';
import { assertDrawTransition } from './draw-status';
import type { DrawRow, OfficialResult } from './draw-views';

/**
 * Moves a draw along the transitions table, conditionally on the status read, so two movers
 * cannot both apply a move: false (and nothing written) when another one moved it meanwhile.
 * Each move is recorded with its time.
 */
export async function moveDrawIfUnchanged(tx: Tx | Db, draw: DrawRow, to: DrawStatus, at: Date): Promise<boolean> {
  assertDrawTransition(draw.status as DrawStatus, to);
  const moved = await tx
    .update(draws)
    .set({ status: to })
    .where(and(eq(draws.drawId, draw.drawId), eq(draws.status, draw.status)))
    .returning({ drawId: draws.drawId });
  if (!moved.length) return false;
  await tx
    .insert(drawStatusChanges)
    .values({ drawId: draw.drawId, fromStatus: draw.status, toStatus: to, changedAt: at });
  draw.status = to;
  return true;
}

/** The draws' status moves: along the transitions table, one process at a time, recorded with their time. */
export function createDrawMoves({ db, clock }: { db: Db; clock: Clock }) {
  const moveIfUnchanged = (tx: Tx | Db, draw: DrawRow, to: DrawStatus) =>
    moveDrawIfUnchanged(tx, draw, to, clock.now());

  async function moveStatus(tx: Tx | Db, draw: DrawRow, to: DrawStatus): Promise<void> {
    if (!(await moveIfUnchanged(tx, draw, to))) {
      throw new AppError('conflict', { message: `Draw ${draw.drawId} changed status meanwhile; try again.` });
    }
  }

  /**
   * Reads a draw to close it, locked FOR UPDATE: a purchase holds the draw FOR KEY SHARE while it
   * sells (assertOnSale), so closing waits for purchases in flight, and purchases after it see
   * the draw closed (docs/decisions/121).
   */
  async function lockForMove(tx: Tx, drawId: string, to: DrawStatus): Promise<DrawRow | undefined> {
    const query = tx.select().from(draws).where(eq(draws.drawId, drawId));
    const [draw] = to === 'DRAW_CLOSED' ? await query.for('update') : await query;
    return draw;
  }

  /**
   * Publishes a lottery draw's official result and moves it CLOSED → DRAWN in one transaction.
   * Strict: a draw not CLOSED is a conflict. Otherwise a draw that is no longer CLOSED (another
   * process published it first) is left alone and the answer is false.
   */
  async function publishResult(drawId: string, result: OfficialResult, strict: boolean): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [draw] = await tx.select().from(draws).where(eq(draws.drawId, drawId)).for('update');
      if (!draw) throw notFound(`Draw ${drawId}`);
      if (draw.type === 'raffle_ticket_draw') {
        throw new AppError('unprocessable', { message: 'Raffle draws have winners, not winning numbers.' });
      }
      if (!strict && draw.status !== 'DRAW_CLOSED') return false;
      await moveStatus(tx, draw, 'DRAW_DRAWN');
      await tx.insert(drawResults).values({ drawId, ...result, publishedAt: clock.now() });
      return true;
    });
  }

  return {
    /**
     * Moves a draw to another status through the transitions table, recording the change;
     * any other move is refused with conflict. Pass a transaction to join a flow's.
     */
    async changeDrawStatus(drawId: string, to: DrawStatus, tx?: Tx): Promise<void> {
      const move = async (t: Tx) => {
        const draw = await lockForMove(t, drawId, to);
        if (!draw) throw notFound(`Draw ${drawId}`);
        await moveStatus(t, draw, to);
      };
      await (tx ? move(tx) : db.transaction(move));
    },

    /**
     * Closes every open or capped draw whose sales have stopped; returns how many this call
     * closed. A draw another process closed meanwhile is skipped, so concurrent runs are safe.
     */
    async closeStoppedDraws(): Promise<number> {
      const now = clock.now();
      const due = await db
        .select()
        .from(draws)
        .where(and(inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']), lte(draws.stopDate, now)))
        .orderBy(asc(draws.stopDate), asc(draws.drawId));
      let closed = 0;
      for (const d of due) {
        const moved = await db.transaction(async (tx) => {
          const draw = await lockForMove(tx, d.drawId, 'DRAW_CLOSED');
          return draw?.status === d.status && (await moveIfUnchanged(tx, draw, 'DRAW_CLOSED'));
        });
        if (moved) closed++;
      }
      return closed;
    },

    /**
     * Moves a draw from one status to the next only if it is still in `from`; false when it is
     * not (another process moved it). For jobs that may run twice at once.
     */
    async advanceDrawStatus(drawId: string, from: DrawStatus, to: DrawStatus): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [draw] = await tx.select().from(draws).where(eq(draws.drawId, drawId));
        if (!draw) throw notFound(`Draw ${drawId}`);
        if (draw.status !== from) return false;
        return moveIfUnchanged(tx, draw, to);
      });
    },

    /**
     * Publishes the official result of a closed lottery draw (winning numbers and divisions)
     * and moves it to DRAW_DRAWN, in one transaction; any other status is a conflict.
     */
    async recordDrawResults(drawId: string, result: OfficialResult): Promise<void> {
      await publishResult(drawId, result, true);
    },

    /** As recordDrawResults, but false when the draw is no longer CLOSED (published meanwhile). */
    async publishDueDrawResults(drawId: string, result: OfficialResult): Promise<boolean> {
      return publishResult(drawId, result, false);
    },
  };
}
