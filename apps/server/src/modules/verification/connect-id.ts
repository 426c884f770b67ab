import {
  type CustomerVerification,
  isOldEnough,
  LICENCE_ATTEMPTS_ALLOWED,
  MIN_REGISTRATION_AGE,
} from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import type { ConnectIdProvider } from './identity-provider';
import { verificationAttempts } from './verification.tables';
import { type AccountHolder, attemptsMade, recordAttempt, UNDER_AGE_REASON } from './verify-licence';

/** Decision 442: a ConnectID state lives ten minutes and is spent by its callback. */
export const CONNECT_ID_STATE_MINUTES = 10;
const PURPOSE = 'connect-id-state';

/** The signer the shop's other links use (modules/credentials: HS256 by fast-jwt, several keys). */
export interface StateSigner {
  signToken(purpose: string, data: Record<string, unknown>): string;
  readToken<T extends Record<string, unknown>>(purpose: string, token: string): T | undefined;
}

export interface ConnectIdDeps {
  db: Db;
  clock: Clock;
  random: { uuid(): string };
  signer: StateSigner;
  provider: { name: string; connectId: ConnectIdProvider };
  verificationOf(customerId: string, conn?: Db | Tx): Promise<CustomerVerification>;
}

const invalid = () =>
  new AppError('token_invalid', {
    message: 'This ConnectID answer is not valid for your account. Start ConnectID again from this page.',
  });

async function refuseWhenDone(deps: ConnectIdDeps, conn: Db | Tx, customerId: string) {
  if ((await deps.verificationOf(customerId, conn)).status === 'verified') {
    throw new AppError('conflict', { message: 'Your identity is already verified.' });
  }
  if ((await attemptsMade(conn, customerId)) >= LICENCE_ATTEMPTS_ALLOWED) {
    throw new AppError('verification_attempts_exceeded');
  }
}

/**
 * POST /customer/verification/connectid (decision 442): where to send the customer, with a
 * signed state naming them, a fresh id (the attempt's, so it is spent once) and its expiry.
 */
export async function startConnectId(deps: ConnectIdDeps, customerId: string): Promise<{ redirectUrl: string }> {
  await refuseWhenDone(deps, deps.db, customerId);
  const exp = deps.clock.now().getTime() + CONNECT_ID_STATE_MINUTES * 60_000;
  const state = deps.signer.signToken(PURPOSE, { id: deps.random.uuid(), c: customerId, exp });
  return { redirectUrl: deps.provider.connectId.authorizeUrl(state) };
}

/**
 * POST /customer/verification/connectid/callback (decision 442): the state checked (signature,
 * expiry, the caller's own), then the provider's answer recorded as a counted attempt whose id is
 * the state's, so a state spent once is refused the second time and nothing changes.
 */
export async function finishConnectId(
  deps: ConnectIdDeps,
  customerId: string,
  holder: AccountHolder,
  input: { code: string; state: string },
): Promise<CustomerVerification> {
  const data = deps.signer.readToken<{ id?: unknown; c?: unknown; exp?: unknown }>(PURPOSE, input.state);
  if (!data || typeof data.id !== 'string' || typeof data.exp !== 'number' || data.c !== customerId) throw invalid();
  const now = deps.clock.now();
  if (data.exp <= now.getTime()) {
    throw new AppError('token_expired', { message: 'ConnectID took too long to answer. Start ConnectID again.' });
  }
  const attemptId = data.id;
  const spent = async (conn: Db | Tx) =>
    (
      await conn
        .select({ id: verificationAttempts.id })
        .from(verificationAttempts)
        .where(eq(verificationAttempts.id, attemptId))
    ).length > 0;
  if (await spent(deps.db)) throw invalid();
  await refuseWhenDone(deps, deps.db, customerId);
  const answer = await deps.provider.connectId.exchange(input.code, holder, now);
  if (!answer) throw invalid();
  const outcome =
    answer.outcome === 'verified' && !isOldEnough(answer.dateOfBirth, MIN_REGISTRATION_AGE, now)
      ? { status: 'failed' as const, reason: UNDER_AGE_REASON }
      : answer.outcome === 'verified'
        ? { status: 'verified' as const, reason: 'Identity confirmed through ConnectID.' }
        : { status: 'failed' as const, reason: answer.reason };
  return recordAttempt(deps, customerId, {
    attemptId,
    method: 'connect_id',
    documentType: 'connect_id',
    outcome,
    checkedBy: `provider:${deps.provider.name}`,
    now,
    beforeInsert: async (tx) => {
      if (await spent(tx)) throw invalid();
    },
  });
}
