import { SESSION_IDLE_ROTATE_MS } from '@drawline/contracts';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { webSessions } from './sessions.tables';

export interface SessionIds {
  sessionId: string;
  anonymousId: string;
  deviceUuid: string;
}

export interface TouchedSession extends SessionIds {
  /** A new session id was issued: none was given, it was unknown, or it had been idle too long. */
  rotated: boolean;
  /** Which of the long-lived ids were made now (their cookies are written once). */
  created: { anonymousId: boolean; deviceUuid: boolean };
}

export function createSessionsService({ db, clock, random }: { db: Db; clock: Clock; random: Random }) {
  return {
    /**
     * Starts or continues a browsing session (1-platform.md §4): the session id rotates after
     * 30 minutes of idleness, measured from the last time the database saw it, so every process
     * behind a load balancer agrees. The device id and anonymous id are created once.
     */
    async touch(input: Partial<SessionIds>): Promise<TouchedSession> {
      const now = clock.now();
      const created = { anonymousId: !input.anonymousId, deviceUuid: !input.deviceUuid };
      const anonymousId = input.anonymousId ?? random.uuid();
      const deviceUuid = input.deviceUuid ?? random.uuid();
      if (input.sessionId) {
        const idleSince = new Date(now.getTime() - SESSION_IDLE_ROTATE_MS);
        const [kept] = await db
          .update(webSessions)
          .set({ lastSeenAt: now })
          .where(and(eq(webSessions.id, input.sessionId), gte(webSessions.lastSeenAt, idleSince)))
          .returning({ id: webSessions.id });
        if (kept) return { sessionId: kept.id, anonymousId, deviceUuid, rotated: false, created };
      }
      // An unknown id is never adopted: the server issues every session id.
      const sessionId = random.uuid();
      await db.insert(webSessions).values({ id: sessionId, anonymousId, deviceUuid, createdAt: now, lastSeenAt: now });
      return { sessionId, anonymousId, deviceUuid, rotated: true, created };
    },

    async find(sessionId: string) {
      const [row] = await db.select().from(webSessions).where(eq(webSessions.id, sessionId));
      return row;
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
