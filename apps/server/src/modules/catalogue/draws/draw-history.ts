import type { Tx } from '../../../db/client';
import { drawResults, raffleWinners } from '../draws.tables';

export type PastDrawResult = typeof drawResults.$inferInsert;
export type PastRaffleWinner = typeof raffleWinners.$inferInsert;

/**
 * Loads the results and winners of draws drawn before the shop kept them (a catalogue's history,
 * as the demo shop's is): a draw that already has its result or winner keeps it.
 */
export async function loadDrawHistory(
  tx: Tx,
  history: { results?: readonly PastDrawResult[]; winners?: readonly PastRaffleWinner[] },
): Promise<void> {
  if (history.results?.length)
    await tx
      .insert(drawResults)
      .values([...history.results])
      .onConflictDoNothing();
  if (history.winners?.length)
    await tx
      .insert(raffleWinners)
      .values([...history.winners])
      .onConflictDoNothing();
}
