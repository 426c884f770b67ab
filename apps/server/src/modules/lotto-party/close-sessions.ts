import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lottoPartySessions } from './lotto-party.tables';

/**
 * Sessions whose stop has come (the draw's stop less the hold, decision 389) stop selling in one
 * statement: one with shares sold is closed, its games to be bought for its draw (decision 390);
 * one with none is cancelled, nothing to refund. A session moved already is left alone, so running
 * twice, or in two processes, moves each once.
 */
export async function closeDueSessions(db: Db, now: Date): Promise<{ closed: number; cancelled: number }> {
  const moved = await db
    .update(lottoPartySessions)
    .set({
      status: sql`case when ${lottoPartySessions.sharesSold} = 0 then 'cancelled' else 'closed' end`,
      updatedAt: now,
    })
    .where(and(eq(lottoPartySessions.status, 'open'), lte(lottoPartySessions.stopAt, now)))
    .returning({ status: lottoPartySessions.status });
  return {
    closed: moved.filter((m) => m.status === 'closed').length,
    cancelled: moved.filter((m) => m.status === 'cancelled').length,
  };
}
