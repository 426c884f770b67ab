import { toCurrency } from '@drawline/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth';
import { sha256 } from '../credentials';
import { customerSessions, customers, sessionTokens } from './identity.tables';
import type { SessionDeps } from './start-session';

/** The customer behind an access token, or undefined when it is unknown, expired or revoked. */
export async function authenticate(deps: SessionDeps, accessToken: string): Promise<AuthContext | undefined> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({
      customerId: customers.id,
      sessionId: customerSessions.id,
      segmentName: customers.segmentName,
      pricingId: customers.pricingId,
      currency: customers.currency,
      isNewSignup: customerSessions.isNewSignup,
      elevatedUntil: customerSessions.elevatedUntil,
      accountUpgrade: customers.accountUpgradeRequired,
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
  return row && { ...row, currency: toCurrency(row.currency) };
}

/** The session a refresh token belongs to (sign-out with only the refresh cookie). */
export async function sessionOfRefreshToken(
  deps: Pick<SessionDeps, 'db'>,
  refreshToken: string,
): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ sessionId: sessionTokens.sessionId })
    .from(sessionTokens)
    .where(eq(sessionTokens.refreshHash, sha256(refreshToken)));
  return row?.sessionId;
}
