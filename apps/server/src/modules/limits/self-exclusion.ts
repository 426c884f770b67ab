import type { SelfExclusionAnswer, SelfExclusionPeriod } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { isExcluded, type LimitState, lockLimitState, readLimitState } from './limit-store';
import type { LimitsDeps } from './limits.deps';
import { limitStates } from './limits.tables';

const DAY_MS = 86_400_000;
const periodMs: Record<Exclude<SelfExclusionPeriod, 'indefinite'>, number> = {
  '24_hours': DAY_MS,
  '7_days': 7 * DAY_MS,
  '30_days': 30 * DAY_MS,
  '6_months': 182 * DAY_MS,
  '1_year': 365 * DAY_MS,
};

function answerOf(state: LimitState | undefined, now: Date): SelfExclusionAnswer {
  if (!state || !isExcluded(state, now)) return { excluded: false, until: null, indefinite: false };
  return {
    excluded: true,
    until: state.excludedIndefinitely ? null : (state.excludedUntil?.toISOString() ?? null),
    indefinite: state.excludedIndefinitely,
  };
}

/** GET /self-exclusion. */
export async function getSelfExclusion(deps: LimitsDeps, customerId: string): Promise<SelfExclusionAnswer> {
  return answerOf(await readLimitState(deps.db, customerId), deps.clock.now());
}

/**
 * POST /self-exclusion: take a break for a period or indefinitely. A break can be made longer but
 * never shorter or lifted from the account (docs/decisions/213): only its end lifts it.
 */
export async function selfExclude(
  deps: LimitsDeps,
  input: { customerId: string; period: SelfExclusionPeriod },
): Promise<SelfExclusionAnswer> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const state = await lockLimitState(tx, input.customerId);
    const until = input.period === 'indefinite' ? null : new Date(now.getTime() + periodMs[input.period]);
    if (isExcluded(state, now)) {
      const shorter =
        state.excludedIndefinitely || (until !== null && state.excludedUntil !== null && until <= state.excludedUntil);
      if (shorter) {
        throw new AppError('limit_change_refused', {
          message: 'You are already taking a break that lasts at least as long. It cannot be shortened.',
        });
      }
    }
    const [row] = await tx
      .update(limitStates)
      .set({ excludedUntil: until, excludedIndefinitely: until === null, excludedAt: now })
      .where(sql`${limitStates.customerId} = ${input.customerId}`)
      .returning();
    return answerOf(row, now);
  });
}
