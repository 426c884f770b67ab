import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { sha256 } from '../credentials';
import type { IdentityDeps } from './identity.deps';
import { oneTimeTokens } from './identity.tables';

/**
 * Single-use tokens sent in links (docs/decisions/052): autologin and transfer sign-ins, password
 * resets, email confirmations and email changes. Only the SHA-256 of a token is kept; a token is
 * good once, for its purposes, until it expires.
 */
export type OneTimePurpose = 'autologin' | 'transfer' | 'password_reset' | 'email_confirmation' | 'email_change';
export type OneTimeToken = typeof oneTimeTokens.$inferSelect;
type TokenDeps = Pick<IdentityDeps, 'db' | 'clock' | 'random'>;

/** A new token for the customer; `subject` says what it is for (the address a link confirms). */
export async function createOneTimeToken(
  deps: TokenDeps,
  tx: Tx | Db,
  input: { customerId: string; purpose: OneTimePurpose; ttlSeconds: number; subject?: string },
): Promise<string> {
  const token = deps.random.token(32);
  const now = deps.clock.now();
  await tx.insert(oneTimeTokens).values({
    tokenHash: sha256(token),
    customerId: input.customerId,
    purpose: input.purpose,
    subject: input.subject ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.ttlSeconds * 1000),
  });
  return token;
}

/** Finds a token of one of the purposes: token_invalid when unknown, of another purpose or used; token_expired when too old. */
export async function findOneTimeToken(
  deps: TokenDeps,
  token: string,
  purposes: readonly OneTimePurpose[],
): Promise<OneTimeToken> {
  const [row] = await deps.db
    .select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, sha256(token)));
  if (!row || !purposes.includes(row.purpose as OneTimePurpose) || row.usedAt) throw new AppError('token_invalid');
  if (row.expiresAt <= deps.clock.now()) throw new AppError('token_expired');
  return row;
}

/** Marks a found token used, in the transaction of what it pays for; a concurrent use of the same token loses (token_invalid). */
export async function spendOneTimeToken(deps: Pick<TokenDeps, 'clock'>, tx: Tx, token: OneTimeToken): Promise<void> {
  const spent = await tx
    .update(oneTimeTokens)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(oneTimeTokens.tokenHash, token.tokenHash), isNull(oneTimeTokens.usedAt)))
    .returning({ tokenHash: oneTimeTokens.tokenHash });
  if (!spent.length) throw new AppError('token_invalid');
}

/** Ends the customer's unused tokens of a purpose: only the newest request counts. */
export async function voidOneTimeTokens(
  deps: Pick<TokenDeps, 'clock'>,
  tx: Tx,
  customerId: string,
  purpose: OneTimePurpose,
): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: deps.clock.now() })
    .where(
      and(eq(oneTimeTokens.customerId, customerId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
}
