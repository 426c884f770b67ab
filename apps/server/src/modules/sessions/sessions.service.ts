import { SESSION_IDLE_ROTATE_MS } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { webSessions } from './sessions.tables';

export interface SessionIds {
  sessionId: string;
  anonymousId: string;
  deviceUuid: string;
  /** When the visitor was last active, as kept in the last_activity cookie (ms since epoch). */
  lastActivity?: number;
}

export function createSessionsService({ db, clock, random }: { db: Db; clock: Clock; random: Random }) {
  return {
    /**
     * Starts or continues a browsing session (1-platform.md §4): the session id rotates after
     * 30 minutes of idleness; the device id and anonymous id last a year and are created once.
     */
    async touch(input: Partial<SessionIds>): Promise<SessionIds & { rotated: boolean }> {
      const now = clock.now();
      const anonymousId = input.anonymousId ?? random.uuid();
      const deviceUuid = input.deviceUuid ?? random.uuid();
      const idle = input.lastActivity === undefined || now.getTime() - input.lastActivity > SESSION_IDLE_ROTATE_MS;
      let sessionId = input.sessionId;
      const rotated = !sessionId || idle;
      if (rotated || !sessionId) {
        sessionId = random.uuid();
        await db
          .insert(webSessions)
          .values({ id: sessionId, anonymousId, deviceUuid, createdAt: now, lastSeenAt: now });
      } else {
        const updated = await db
          .update(webSessions)
          .set({ lastSeenAt: now })
          .where(eq(webSessions.id, sessionId))
          .returning({ id: webSessions.id });
        if (!updated.length) {
          await db
            .insert(webSessions)
            .values({ id: sessionId, anonymousId, deviceUuid, createdAt: now, lastSeenAt: now })
            .onConflictDoNothing();
        }
      }
      return { sessionId, anonymousId, deviceUuid, lastActivity: now.getTime(), rotated };
    },

    async find(sessionId: string) {
      const [row] = await db.select().from(webSessions).where(eq(webSessions.id, sessionId));
      return row;
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
