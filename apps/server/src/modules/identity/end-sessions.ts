import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customerSessions } from './identity.tables';
import type { SessionDeps } from './start-session';

/** Ends a sign-in (its whole token family): sign-out, refresh reuse. */
export async function endSession(deps: SessionDeps, sessionId: string, reason: string, tx: Tx | Db = deps.db) {
  await tx
    .update(customerSessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
}

/** Ends every sign-in of the customer, but the one given (password change, account closure). */
export async function endAllSessions(
  deps: Pick<SessionDeps, 'clock'>,
  tx: Tx | Db,
  customerId: string,
  reason: string,
  exceptSessionId?: string,
) {
  await tx
    .update(customerSessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
        exceptSessionId ? ne(customerSessions.id, exceptSessionId) : undefined,
      ),
    );
}
