import { SESSION_IDLE_ROTATE_MS } from '@drawline/contracts';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { KeptMap } from '../../platform/kept-map';
import { browsingSessions } from './browsing.tables';

/**
 * How long a session this process saw go on is taken as still going on without writing again
 * (docs/decisions/507): a signed-in page or heartbeat within it writes nothing. The database's
 * last-seen time then lags by up to this much, so a session idle 29 of its 30 minutes may rotate.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** The sessions a process remembers writing at most (the oldest forgotten first: it writes again). */
const TOUCHED_KEPT = 50_000;

export interface BrowsingSessionIds {
  sessionId: string;
  anonymousId: string;
  deviceUuid: string;
}

export interface TouchedBrowsingSession extends BrowsingSessionIds {
  /** A new session id was issued: none was given, it was unknown, or it had been idle too long. */
  rotated: boolean;
  /** Which of the long-lived ids were made now (their cookies are written once). */
  created: { anonymousId: boolean; deviceUuid: boolean };
}

export function createBrowsingService({ db, clock, random }: { db: Db; clock: Clock; random: Random }) {
  /** Sessions this process wrote as seen, until when another touch writes nothing (decision 507). */
  const touched = new KeptMap<{ expiresAt: number }>(clock, TOUCHED_KEPT, 0);
  return {
    /**
     * Starts or continues a browsing session (1-platform.md §4): the session id rotates after
     * 30 minutes of idleness, measured from the last time the database saw it, so every process
     * behind a load balancer agrees; a session this process saw within SESSION_TOUCH_INTERVAL_MS
     * continues without a write (decision 507). The device id and anonymous id are created once.
     */
    async touch(input: Partial<BrowsingSessionIds>): Promise<TouchedBrowsingSession> {
      const now = clock.now();
      const created = { anonymousId: !input.anonymousId, deviceUuid: !input.deviceUuid };
      const anonymousId = input.anonymousId ?? random.uuid();
      const deviceUuid = input.deviceUuid ?? random.uuid();
      if (input.sessionId && touched.get(input.sessionId)) {
        return { sessionId: input.sessionId, anonymousId, deviceUuid, rotated: false, created };
      }
      if (input.sessionId) {
        const idleSince = new Date(now.getTime() - SESSION_IDLE_ROTATE_MS);
        const [kept] = await db
          .update(browsingSessions)
          .set({ lastSeenAt: now })
          .where(and(eq(browsingSessions.id, input.sessionId), gte(browsingSessions.lastSeenAt, idleSince)))
          .returning({ id: browsingSessions.id });
        if (kept) {
          touched.set(kept.id, { expiresAt: now.getTime() + SESSION_TOUCH_INTERVAL_MS });
          return { sessionId: kept.id, anonymousId, deviceUuid, rotated: false, created };
        }
      }
      // An unknown id is never adopted: the server issues every session id.
      const sessionId = random.uuid();
      await db
        .insert(browsingSessions)
        .values({ id: sessionId, anonymousId, deviceUuid, createdAt: now, lastSeenAt: now });
      touched.set(sessionId, { expiresAt: now.getTime() + SESSION_TOUCH_INTERVAL_MS });
      return { sessionId, anonymousId, deviceUuid, rotated: true, created };
    },

    async find(sessionId: string) {
      const [row] = await db.select().from(browsingSessions).where(eq(browsingSessions.id, sessionId));
      return row;
    },
  };
}
export type BrowsingService = ReturnType<typeof createBrowsingService>;
