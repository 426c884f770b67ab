import { drawsToSettle, raffleDrawsBeforeClose } from '../../modules/catalogue';
import { commitRaffleSeeds, drawsWithoutSeed } from '../../modules/settlement';
import { type SettleDrawDeps, type SettleReport, settleDraw } from './settle-draw';

export interface SettleDueDrawsReport {
  /** Raffle draws that got their commitment this run. */
  committed: number;
  /** The draws that moved or paid, and how far. */
  settled: SettleReport[];
  /** Draws that stopped on an error (a result that does not fit its lottery…): they wait for the operator. */
  failed: { drawId: string; error: string }[];
}

/**
 * The settlement job's run: commit a seed for every raffle still selling that has none, then take
 * every unsettled draw as far as it can go. Safe to run twice at once (settleDraw is).
 */
export async function settleDueDraws(deps: SettleDrawDeps): Promise<SettleDueDrawsReport> {
  const selling = await raffleDrawsBeforeClose(deps.db);
  const committed = await commitRaffleSeeds(deps.db, await drawsWithoutSeed(deps.db, selling), deps.clock.now());
  const settled: SettleReport[] = [];
  const failed: SettleDueDrawsReport['failed'] = [];
  for (const draw of await drawsToSettle(deps.db)) {
    try {
      const report = await settleDraw(deps, draw.drawId);
      if (report && (report.from !== report.to || report.paid || report.held || report.scored || report.told)) {
        settled.push(report);
      }
    } catch (err) {
      // One draw's fault never holds up the others; nothing of it was half-written (each step is whole).
      failed.push({ drawId: draw.drawId, error: (err as Error).message });
    }
  }
  return { committed, settled, failed };
}
