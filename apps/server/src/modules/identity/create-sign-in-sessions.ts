import type { Db, Tx } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import { authenticate, sessionOfRefreshToken } from './authenticate-session';
import { isElevated, markElevated } from './elevate-session';
import { endAllSessions, endSession } from './end-sessions';
import { rotateRefreshToken } from './rotate-refresh-token';
import { type SessionDeps, startSession } from './start-session';

/**
 * Sign-in sessions (docs/decisions/050): opaque access tokens (15 minutes) and rotating refresh
 * tokens, both random and stored as SHA-256 hashes. A refresh spends its token and issues a new
 * pair in the same family; presenting a spent refresh token again after the grace window
 * revokes the whole family (docs/decisions/070).
 */
export function createSignInSessions(deps: SessionDeps) {
  return {
    /** Starts a sign-in; `elevated` when the customer just gave a two-factor code. */
    start: (tx: Tx | Db, input: Parameters<typeof startSession>[2]) => startSession(deps, tx, input),
    /** Spends a refresh token for a new pair; `beforeSpend` (the optional code check) runs before it is spent. */
    refresh: (refreshToken: string, beforeSpend?: (auth: { customerId: string; sessionId: string }) => Promise<void>) =>
      rotateRefreshToken(deps, refreshToken, beforeSpend),
    /** The customer behind an access token, or undefined when it is unknown, expired or revoked. */
    authenticate: (accessToken: string) => authenticate(deps, accessToken),
    /** The session a refresh token belongs to (sign-out with only the refresh cookie). */
    sessionOfRefreshToken: (refreshToken: string) => sessionOfRefreshToken(deps, refreshToken),
    /** Ends a sign-in. */
    revoke: (sessionId: string, reason: string) => endSession(deps, sessionId, reason),
    /** Ends every sign-in of the customer, but the one given (password change, account closure). */
    revokeAllForCustomer: (tx: Tx | Db, customerId: string, reason: string, exceptSessionId?: string) =>
      endAllSessions(deps, tx, customerId, reason, exceptSessionId),
    elevate: (sessionId: string) => markElevated(deps, sessionId),
    isElevated: (auth: Pick<AuthContext, 'elevatedUntil'>) => isElevated(deps, auth),
  };
}
export type SignInSessionService = ReturnType<typeof createSignInSessions>;
