import { z } from 'zod';
import { type BuySessionGamesDeps, buySessionGames } from '../flows/lotto-party/buy-session-games';
import { closeDueLottoPartySessions, openLottoPartyAutosessions } from '../modules/lotto-party';
import { defineJob } from './definitions';

export const CLOSE_LOTTO_PARTY_SESSIONS_JOB = 'close-lotto-party-sessions';

/**
 * Every minute: lotto party sessions past their stop stop selling, and every closed session's
 * games are bought for its draw or it is refunded, and an autosession opens the next draw's
 * session (docs/decisions/389, 390, 422, 423).
 */
export function closeLottoPartySessionsJob(
  deps: BuySessionGamesDeps,
  log?: { info(obj: unknown, msg?: string): void },
) {
  return defineJob({
    name: CLOSE_LOTTO_PARTY_SESSIONS_JOB,
    payload: z.object({}).passthrough(),
    cron: '* * * * *',
    policy: 'stately',
    handler: async () => {
      const moved = await closeDueLottoPartySessions(deps.db, deps.clock.now());
      const bought = await buySessionGames(deps);
      const renewed = await openLottoPartyAutosessions(deps, deps.clock.now());
      // Counts only: no customer appears in the log.
      if (moved.closed || moved.cancelled) log?.info({ moved }, 'lotto party sessions closed');
      if (bought.paid || bought.cancelled) log?.info({ bought }, 'lotto party sessions bought');
      if (renewed.opened) log?.info({ renewed }, 'lotto party autosessions opened');
    },
  });
}
