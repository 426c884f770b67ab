import { and, eq, sql } from 'drizzle-orm';
import { type Db, sqlState, type Tx } from '../../db/client';
import type { FirstPart, StatementPart } from '../../db/one-statement';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import { idempotencyKeys } from './idempotency.tables';

export interface IdempotencyDeps {
  db: Db;
  clock: Clock;
  random: Random;
}

/** A key claimed by a caller for one request. */
export interface IdempotencyClaim {
  /** Whose key (`customer:<id>`): keys of different callers never meet. */
  scope: string;
  key: string;
  /** requestHash() of the request: the same key with another request is refused. */
  requestHash: string;
}

/** The answer the work gives, stored as the key's first answer (body as JSON). */
export interface IdempotentAnswer<T = unknown> {
  status: number;
  body: T;
}

export interface IdempotentOutcome<T = unknown> extends IdempotentAnswer<T> {
  /** True when this is the stored first answer and the work did not run again. */
  replayed: boolean;
}

/**
 * The key's first answer as a part of the work's last statement (docs/decisions/338): the work
 * that knows its answer before its last writes sends it with them, one round trip fewer. The
 * answer stored is the part's; the work returns the same.
 */
export type KeyAnswer = (answer: IdempotentAnswer) => StatementPart<void>;

/**
 * The key's claim as the first part of the work's first statement (decision 542): a work that
 * locks a row first (the purchase its cart) sends the claim with that lock, one round trip fewer.
 * Its `gate` holds the lock until the claim has run; a key already answered takes no lock and
 * the work stops there (KeyTaken), the transaction rolls back and the first answer is read.
 */
export type KeyClaim = FirstPart;

/** The claim found its key answered by a committed transaction: the work stops, nothing of it is kept. */
class KeyTaken extends Error {}

/** serialization_failure and deadlock_detected: the transaction rolled back whole and may run again. */
const RETRYABLE_STATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

/**
 * Runs `work` once per (scope, key), in one transaction with the stored answer
 * (docs/decisions/103):
 * - the key is claimed first with an insert that does nothing when the key exists; a second
 *   call with the key waits on the primary key until the first transaction ends;
 * - if the first committed, the second answers its stored answer (replayed) and does nothing,
 *   or refuses with idempotency_key_reused when the request differs;
 * - if the first rolled back (the work threw), the claim went with it and the second does the work;
 * - a work that fails leaves no key: nothing moved, so a retry is judged afresh.
 * A serialization failure or deadlock (PostgreSQL) runs the whole transaction again.
 */
export async function withIdempotency<T>(
  deps: IdempotencyDeps,
  claim: IdempotencyClaim,
  work: (tx: Tx, keyAnswer: KeyAnswer, keyClaim?: KeyClaim) => Promise<IdempotentAnswer<T>>,
  options: { claimInWork?: boolean } = {},
): Promise<IdempotentOutcome<T>> {
  const { db, clock } = deps;
  const thisKey = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
  const firstAnswer = async (exec: Db | Tx): Promise<IdempotentOutcome<T>> => {
    const [first] = await exec.select().from(idempotencyKeys).where(thisKey);
    if (!first || first.responseStatus === null) throw new Error('An idempotency key was seen without its answer.');
    if (first.requestHash !== claim.requestHash) throw new AppError('idempotency_key_reused');
    return { status: first.responseStatus, body: first.responseBody as T, replayed: true };
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx): Promise<IdempotentOutcome<T>> => {
        const claimKey = tx
          .insert(idempotencyKeys)
          .values({ scope: claim.scope, key: claim.key, requestHash: claim.requestHash, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        let claimed = false;
        let keyClaim: KeyClaim | undefined;
        if (options.claimInWork) {
          keyClaim = {
            part: {
              with: [['idempotency_claim', claimKey]],
              answer: sql`(select count(*) from idempotency_claim)::int`,
              read: (n) => {
                if (Number(n) === 0) throw new KeyTaken();
                claimed = true;
              },
            },
            gate: sql`exists (select from idempotency_claim)`,
          };
        } else {
          claimed = (await claimKey).length > 0;
          if (!claimed) return firstAnswer(tx);
        }
        let sent: { status: number; body: unknown } | undefined;
        const keyAnswer: KeyAnswer = (answer) => ({
          with: [
            [
              'idempotency_answer',
              tx
                .update(idempotencyKeys)
                .set({ responseStatus: answer.status, responseBody: answer.body ?? null })
                .where(thisKey)
                .returning({ body: idempotencyKeys.responseBody }),
            ],
          ],
          answer: sql`(select ${sql.identifier(idempotencyKeys.responseBody.name)} from idempotency_answer)`,
          read: (body) => {
            sent = { status: answer.status, body };
          },
        });
        const answer = await work(tx, keyAnswer, keyClaim);
        // A work given the claim must have sent it: nothing is kept under a key it did not claim.
        if (!claimed) throw new Error('A money call finished without claiming its idempotency key.');
        // The first answer is the stored one as read back, so it and every replay are the same JSON.
        if (sent && sent.status === answer.status)
          return { status: sent.status, body: sent.body as T, replayed: false };
        const [saved] = await tx
          .update(idempotencyKeys)
          .set({ responseStatus: answer.status, responseBody: answer.body ?? null })
          .where(thisKey)
          .returning({ body: idempotencyKeys.responseBody });
        return { status: answer.status, body: saved?.body as T, replayed: false };
      });
    } catch (err) {
      // The claim waited for the key's first transaction, which committed: its answer, outside the rolled-back one.
      if (err instanceof KeyTaken) return firstAnswer(db);
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_STATES.has(sqlState(err) ?? '')) throw err;
      // A short pause with jitter, so the transactions that collided do not collide again.
      await new Promise((resolve) => setTimeout(resolve, deps.random.int(1, 10 * attempt)));
    }
  }
}
