import { z } from 'zod';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { closeDueLottoPartySessions } from '../modules/lotto-party';
import { defineJob } from './definitions';

export const CLOSE_LOTTO_PARTY_SESSIONS_JOB = 'close-lotto-party-sessions';

/** Every minute: lotto party sessions past their stop stop selling (docs/decisions/389, 390). */
export function closeLottoPartySessionsJob(
  deps: { db: Db; clock: Clock },
  log?: { info(obj: unknown, msg?: string): void },
) {
  return defineJob({
    name: CLOSE_LOTTO_PARTY_SESSIONS_JOB,
    payload: z.object({}).passthrough(),
    cron: '* * * * *',
    policy: 'stately',
    handler: async () => {
      const moved = await closeDueLottoPartySessions(deps.db, deps.clock.now());
      // Counts only: no customer appears in the log.
      if (moved.closed || moved.cancelled) log?.info({ moved }, 'lotto party sessions closed');
    },
  });
}
