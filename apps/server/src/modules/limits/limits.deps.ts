import { DEFAULT_LIMIT_COOLING_OFF_DAYS, type LimitPeriod } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';

/**
 * The operator's responsible-gambling policy (docs/decisions/210): how long a raised or removed
 * limit waits, the site's own caps per period (the systemLimits, in cents of the customer's
 * currency, and the maximum a customer may set), and whether a spend limit is needed first.
 */
export interface LimitsPolicy {
  coolingOffDays: number;
  systemSpendLimits: Record<LimitPeriod, number>;
  systemDepositLimits: Record<LimitPeriod, number>;
  spendLimitRequired: boolean;
}

export const defaultLimitsPolicy: LimitsPolicy = {
  coolingOffDays: DEFAULT_LIMIT_COOLING_OFF_DAYS,
  systemSpendLimits: { daily: 200_000, weekly: 500_000, monthly: 1_000_000 },
  systemDepositLimits: { daily: 200_000, weekly: 500_000, monthly: 1_000_000 },
  spendLimitRequired: false,
};

/** What the limits' use cases take as arguments. */
export interface LimitsDeps {
  db: Db;
  clock: Clock;
  random: Random;
  policy: LimitsPolicy;
}
