import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../platform/app-error';
import { sha256 } from '../credentials';
import { authThrottles } from './identity.tables';

/**
 * Limits on failed attempts (docs/decisions/055). The counters live in the database so every
 * process shares them.
 * - window: at most `max` within `windowSeconds` of the first; then refused until the window ends.
 * - backoff: `free` consecutive failures, then refused for baseSeconds doubling with each further
 *   failure up to maxSeconds; forgotten after `forgetSeconds` without a failure. Refused attempts
 *   are not counted, so a block always ends.
 */
export type ThrottlePolicy =
  | { kind: 'window'; max: number; windowSeconds: number }
  | { kind: 'backoff'; free: number; baseSeconds: number; maxSeconds: number; forgetSeconds: number };

/** A throttle key's part made of what the caller typed (an email address, a device token): its hash, not the value. */
export const hashedKey = (value: string) => sha256(value).slice(0, 32);

export const policies = {
  /** Failed sign-ins from one address: protects every account from a single source. */
  loginPerAddress: { kind: 'window', max: 30, windowSeconds: 15 * 60 },
  /** Failed sign-ins for one email, from devices that never signed in to it. */
  loginPerAccount: { kind: 'backoff', free: 5, baseSeconds: 60, maxSeconds: 15 * 60, forgetSeconds: 24 * 3600 },
  /** Wrong codes for one customer: the two-factor lock. */
  codesPerAccount: { kind: 'backoff', free: 5, baseSeconds: 30 * 60, maxSeconds: 30 * 60, forgetSeconds: 30 * 60 },
  /** Wrong codes from one address, across customers. */
  codesPerAddress: { kind: 'window', max: 30, windowSeconds: 15 * 60 },
  /** Questions that tell whether an email is registered (check-email, signup with a taken address). */
  emailLookupsPerAddress: { kind: 'window', max: 20, windowSeconds: 10 * 60 },
  /** Email changes of one customer: each sends an email, to the new address or to its owner. */
  emailChangesPerAccount: { kind: 'window', max: 5, windowSeconds: 60 * 60 },
  /** Password reset requests. */
  resetsPerAddress: { kind: 'window', max: 10, windowSeconds: 60 * 60 },
  resetsPerAccount: { kind: 'window', max: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottlePolicy>;

export function createThrottle({ db, clock }: { db: Db; clock: Clock }) {
  const rateLimited = (until: Date, now: Date) =>
    new AppError('rate_limited', {
      headers: { 'retry-after': String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))) },
    });

  return {
    /** When the key is blocked, until when. */
    async blockedUntil(key: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ blockedUntil: authThrottles.blockedUntil })
        .from(authThrottles)
        .where(eq(authThrottles.key, key));
      const until = row?.blockedUntil;
      return until && until > clock.now() ? until : undefined;
    },

    /** Refuses with 429 rate_limited while the key is blocked. */
    async check(key: string): Promise<void> {
      const until = await this.blockedUntil(key);
      if (until) throw rateLimited(until, clock.now());
    },

    /** Counts one attempt; answers whether the key is now blocked. */
    async hit(key: string, policy: ThrottlePolicy): Promise<{ count: number; blockedUntil?: Date }> {
      const now = clock.now();
      const epoch = new Date(0);
      const windowFrom = policy.kind === 'window' ? new Date(now.getTime() - policy.windowSeconds * 1000) : epoch;
      const lastFrom = policy.kind === 'backoff' ? new Date(now.getTime() - policy.forgetSeconds * 1000) : epoch;
      const expired = sql`(${authThrottles.windowStartedAt} <= ${windowFrom.toISOString()}::timestamptz or ${authThrottles.lastAt} <= ${lastFrom.toISOString()}::timestamptz)`;
      const [row] = await db
        .insert(authThrottles)
        .values({ key, count: 1, windowStartedAt: now, lastAt: now })
        .onConflictDoUpdate({
          target: authThrottles.key,
          set: {
            count: sql`case when ${expired} then 1 else ${authThrottles.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${authThrottles.windowStartedAt} end`,
            lastAt: now,
          },
        })
        .returning({ count: authThrottles.count, windowStartedAt: authThrottles.windowStartedAt });
      const { count, windowStartedAt } = row!;
      let blockedUntil: Date | undefined;
      if (policy.kind === 'window' && count >= policy.max) {
        blockedUntil = new Date(windowStartedAt.getTime() + policy.windowSeconds * 1000);
      } else if (policy.kind === 'backoff' && count >= policy.free) {
        const seconds = Math.min(policy.baseSeconds * 2 ** (count - policy.free), policy.maxSeconds);
        blockedUntil = new Date(now.getTime() + seconds * 1000);
      }
      if (blockedUntil) await db.update(authThrottles).set({ blockedUntil }).where(eq(authThrottles.key, key));
      return { count, blockedUntil };
    },

    /** Counts a question that is limited whatever its answer; refuses with 429 past the limit. */
    async take(key: string, policy: ThrottlePolicy): Promise<void> {
      await this.check(key);
      await this.hit(key, policy);
    },

    async reset(key: string): Promise<void> {
      await db.delete(authThrottles).where(eq(authThrottles.key, key));
    },

    rateLimited,
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
