import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { sha256 } from '../credentials';
import { endSession } from './end-sessions';
import { customerSessions, customers, sessionTokens } from './identity.tables';
import { type IssuedTokens, issuePair, type SessionDeps } from './start-session';

/**
 * How long a spent refresh token still buys a pair in its family (docs/decisions/070): two tabs,
 * a page load and a data call, or a retry after a lost answer may present it twice.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/**
 * Spends a refresh token for a new pair. `beforeSpend` runs once the token is known good and
 * before it is spent (the optional code check), so a wrong code does not cost the token.
 * A token spent less than REFRESH_REUSE_GRACE_SECONDS ago gets another pair in its family
 * (racing tabs, retries); spent longer ago it revokes the family (docs/decisions/070).
 */
export async function rotateRefreshToken(
  deps: SessionDeps,
  refreshToken: string,
  beforeSpend?: (auth: { customerId: string; sessionId: string }) => Promise<void>,
): Promise<IssuedTokens> {
  const now = deps.clock.now();
  const graceCutoff = new Date(now.getTime() - REFRESH_REUSE_GRACE_SECONDS * 1000);
  const [row] = await deps.db
    .select({
      tokenId: sessionTokens.id,
      spentAt: sessionTokens.spentAt,
      refreshExpiresAt: sessionTokens.refreshExpiresAt,
      sessionId: customerSessions.id,
      customerId: customerSessions.customerId,
      deviceUuid: customerSessions.deviceUuid,
      revokedAt: customerSessions.revokedAt,
      expiresAt: customerSessions.expiresAt,
      closedAt: customers.closedAt,
      lockedAt: customers.lockedAt,
    })
    .from(sessionTokens)
    .innerJoin(customerSessions, eq(customerSessions.id, sessionTokens.sessionId))
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(eq(sessionTokens.refreshHash, sha256(refreshToken)));
  if (!row) throw new AppError('session_expired');
  // Early answer for a plain replay, before the code check; the transaction below decides.
  if (row.spentAt && row.spentAt <= graceCutoff) {
    await endSession(deps, row.sessionId, 'refresh_reuse');
    throw new AppError('refresh_reuse_detected');
  }
  if (row.revokedAt || row.closedAt || row.lockedAt || row.refreshExpiresAt <= now || row.expiresAt <= now) {
    throw new AppError('session_expired');
  }
  await beforeSpend?.({ customerId: row.customerId, sessionId: row.sessionId });
  const outcome = await deps.db.transaction(async (tx) => {
    // Lock the family: its refreshes and its revocation (sign-out, reuse) take turns, and a
    // family revoked meanwhile is seen here, so a revoked token is never accepted.
    const [family] = await tx
      .select({ id: customerSessions.id })
      .from(customerSessions)
      .where(
        and(
          eq(customerSessions.id, row.sessionId),
          isNull(customerSessions.revokedAt),
          gt(customerSessions.expiresAt, now),
        ),
      )
      .for('update');
    if (!family) return 'expired' as const;
    // Unspent, or spent within the grace window (its first spending time is kept, so the
    // window never grows). A concurrent refresh that spent it first is in the window.
    const spendable = await tx
      .update(sessionTokens)
      .set({ spentAt: sql`coalesce(${sessionTokens.spentAt}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(
          eq(sessionTokens.id, row.tokenId),
          or(isNull(sessionTokens.spentAt), gt(sessionTokens.spentAt, graceCutoff)),
        ),
      )
      .returning({ id: sessionTokens.id });
    if (!spendable.length) {
      await endSession(deps, row.sessionId, 'refresh_reuse', tx);
      return 'reuse' as const;
    }
    await tx.update(customerSessions).set({ lastUsedAt: now }).where(eq(customerSessions.id, row.sessionId));
    return issuePair(deps, tx, { sessionId: row.sessionId, customerId: row.customerId, deviceUuid: row.deviceUuid });
  });
  if (outcome === 'expired') throw new AppError('session_expired');
  if (outcome === 'reuse') throw new AppError('refresh_reuse_detected');
  return outcome;
}
