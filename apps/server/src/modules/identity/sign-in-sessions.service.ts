import {
  ACCESS_TOKEN_TTL_SECONDS,
  ELEVATION_WINDOW_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_MAX_AGE_SECONDS,
} from '@drawline/contracts';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { AuthContext } from '../../platform/auth';
import { sha256 } from '../credentials';
import type { IdentityDeps } from './identity.deps';
import { customerSessions, customers, sessionTokens } from './identity.tables';

/**
 * How long a spent refresh token still buys a pair in its family (docs/decisions/070): two tabs,
 * a page load and a data call, or a retry after a lost answer may present it twice.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export interface IssuedTokens {
  sessionId: string;
  customerId: string;
  accessToken: string;
  refreshToken: string;
  deviceUuid: string;
  expiresIn: number;
}

/**
 * Sign-in sessions (docs/decisions/050): opaque access tokens (15 minutes) and rotating refresh
 * tokens, both random and stored as SHA-256 hashes. A refresh spends its token and issues a new
 * pair in the same family; presenting a spent refresh token again after the grace window
 * revokes the whole family.
 */
export function createSignInSessionService(deps: Pick<IdentityDeps, 'db' | 'clock' | 'random'>) {
  const { db, clock, random } = deps;

  async function issuePair(tx: Tx | Db, sessionId: string, customerId: string, deviceUuid: string) {
    const now = clock.now();
    const accessToken = random.token(32);
    const refreshToken = random.token(32);
    await tx.insert(sessionTokens).values({
      id: random.uuid(),
      sessionId,
      accessHash: sha256(accessToken),
      refreshHash: sha256(refreshToken),
      accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
      refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      createdAt: now,
    });
    return { sessionId, customerId, accessToken, refreshToken, deviceUuid, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }

  async function revokeFamily(sessionId: string, reason: string, tx: Tx | Db = db) {
    await tx
      .update(customerSessions)
      .set({ revokedAt: clock.now(), revokedReason: reason })
      .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
  }

  return {
    /** Starts a sign-in; `elevated` when the customer just gave a two-factor code. */
    async start(
      tx: Tx | Db,
      input: { customerId: string; deviceUuid: string; isNewSignup?: boolean; elevated?: boolean },
    ): Promise<IssuedTokens> {
      const now = clock.now();
      const sessionId = random.uuid();
      await tx.insert(customerSessions).values({
        id: sessionId,
        customerId: input.customerId,
        deviceUuid: input.deviceUuid,
        isNewSignup: input.isNewSignup ?? false,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
        elevatedUntil: input.elevated ? new Date(now.getTime() + ELEVATION_WINDOW_SECONDS * 1000) : null,
      });
      return issuePair(tx, sessionId, input.customerId, input.deviceUuid);
    },

    /**
     * Spends a refresh token for a new pair. `beforeSpend` runs once the token is known good and
     * before it is spent (the optional code check), so a wrong code does not cost the token.
     * A token spent less than REFRESH_REUSE_GRACE_SECONDS ago gets another pair in its family
     * (racing tabs, retries); spent longer ago it revokes the family (docs/decisions/070).
     */
    async refresh(
      refreshToken: string,
      beforeSpend?: (auth: { customerId: string; sessionId: string }) => Promise<void>,
    ): Promise<IssuedTokens> {
      const now = clock.now();
      const graceCutoff = new Date(now.getTime() - REFRESH_REUSE_GRACE_SECONDS * 1000);
      const [row] = await db
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
        await revokeFamily(row.sessionId, 'refresh_reuse');
        throw new AppError('refresh_reuse_detected');
      }
      if (row.revokedAt || row.closedAt || row.lockedAt || row.refreshExpiresAt <= now || row.expiresAt <= now) {
        throw new AppError('session_expired');
      }
      await beforeSpend?.({ customerId: row.customerId, sessionId: row.sessionId });
      const outcome = await db.transaction(async (tx) => {
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
          await revokeFamily(row.sessionId, 'refresh_reuse', tx);
          return 'reuse' as const;
        }
        await tx.update(customerSessions).set({ lastUsedAt: now }).where(eq(customerSessions.id, row.sessionId));
        return issuePair(tx, row.sessionId, row.customerId, row.deviceUuid);
      });
      if (outcome === 'expired') throw new AppError('session_expired');
      if (outcome === 'reuse') throw new AppError('refresh_reuse_detected');
      return outcome;
    },

    /** The customer behind an access token, or undefined when it is unknown, expired or revoked. */
    async authenticate(accessToken: string): Promise<AuthContext | undefined> {
      const now = clock.now();
      const [row] = await db
        .select({
          customerId: customers.id,
          sessionId: customerSessions.id,
          segmentName: customers.segmentName,
          pricingId: customers.pricingId,
          isNewSignup: customerSessions.isNewSignup,
          elevatedUntil: customerSessions.elevatedUntil,
        })
        .from(sessionTokens)
        .innerJoin(customerSessions, eq(customerSessions.id, sessionTokens.sessionId))
        .innerJoin(customers, eq(customers.id, customerSessions.customerId))
        .where(
          and(
            eq(sessionTokens.accessHash, sha256(accessToken)),
            gt(sessionTokens.accessExpiresAt, now),
            isNull(customerSessions.revokedAt),
            gt(customerSessions.expiresAt, now),
            isNull(customers.closedAt),
            isNull(customers.lockedAt),
          ),
        );
      return row;
    },

    /** The session a refresh token belongs to (sign-out with only the refresh cookie). */
    async sessionOfRefreshToken(refreshToken: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sessionId: sessionTokens.sessionId })
        .from(sessionTokens)
        .where(eq(sessionTokens.refreshHash, sha256(refreshToken)));
      return row?.sessionId;
    },

    revoke: (sessionId: string, reason: string) => revokeFamily(sessionId, reason),

    /** Ends every sign-in of the customer, but the one given (password change, account closure). */
    async revokeAllForCustomer(tx: Tx | Db, customerId: string, reason: string, exceptSessionId?: string) {
      await tx
        .update(customerSessions)
        .set({ revokedAt: clock.now(), revokedReason: reason })
        .where(
          and(
            eq(customerSessions.customerId, customerId),
            isNull(customerSessions.revokedAt),
            exceptSessionId ? ne(customerSessions.id, exceptSessionId) : undefined,
          ),
        );
    },

    async elevate(sessionId: string): Promise<void> {
      await db
        .update(customerSessions)
        .set({ elevatedUntil: new Date(clock.now().getTime() + ELEVATION_WINDOW_SECONDS * 1000) })
        .where(eq(customerSessions.id, sessionId));
    },

    isElevated: (auth: Pick<AuthContext, 'elevatedUntil'>) =>
      auth.elevatedUntil !== null && auth.elevatedUntil > clock.now(),
  };
}
export type SignInSessionService = ReturnType<typeof createSignInSessionService>;
