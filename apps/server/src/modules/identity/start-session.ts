import {
  ACCESS_TOKEN_TTL_SECONDS,
  ELEVATION_WINDOW_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_MAX_AGE_SECONDS,
} from '@drawline/contracts';
import type { Db, Tx } from '../../db/client';
import { sha256 } from '../credentials';
import type { IdentityDeps } from './identity.deps';
import { customerSessions, sessionTokens } from './identity.tables';

export type SessionDeps = Pick<IdentityDeps, 'db' | 'clock' | 'random'>;

export interface IssuedTokens {
  sessionId: string;
  customerId: string;
  accessToken: string;
  refreshToken: string;
  deviceUuid: string;
  expiresIn: number;
}

/** A new access and refresh token of the session (its family); only their SHA-256 is kept. */
export async function issuePair(
  deps: SessionDeps,
  tx: Tx | Db,
  session: { sessionId: string; customerId: string; deviceUuid: string },
): Promise<IssuedTokens> {
  const now = deps.clock.now();
  const accessToken = deps.random.token(32);
  const refreshToken = deps.random.token(32);
  await tx.insert(sessionTokens).values({
    id: deps.random.uuid(),
    sessionId: session.sessionId,
    accessHash: sha256(accessToken),
    refreshHash: sha256(refreshToken),
    accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    createdAt: now,
  });
  const { sessionId, customerId, deviceUuid } = session;
  return { sessionId, customerId, accessToken, refreshToken, deviceUuid, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

/** Starts a sign-in; `elevated` when the customer just gave a two-factor code. */
export async function startSession(
  deps: SessionDeps,
  tx: Tx | Db,
  input: { customerId: string; deviceUuid: string; isNewSignup?: boolean; elevated?: boolean },
): Promise<IssuedTokens> {
  const now = deps.clock.now();
  const sessionId = deps.random.uuid();
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
  return issuePair(deps, tx, { sessionId, customerId: input.customerId, deviceUuid: input.deviceUuid });
}
