import {
  type Currency,
  type CustomerLimit,
  type LimitsAnswer,
  limitPeriods,
  type PrecommitmentAnswer,
  toCurrency,
} from '@drawline/contracts';
import { summaryOf } from './check-limits';
import type { LimitInForce } from './limit-rules';
import { type Executor, limitsInForce } from './limit-store';
import type { LimitsDeps } from './limits.deps';

export type LimitsOf = 'spend' | 'deposit';

const useOf = (kind: LimitInForce['kind']) => (kind === 'deposit' ? 'deposit' : 'purchase');

async function toCustomerLimit(exec: Executor, customerId: string, l: LimitInForce, now: Date): Promise<CustomerLimit> {
  const currency = toCurrency(l.currency);
  return {
    id: l.id,
    period: l.period,
    amount: { amount: l.amount, currency },
    pending: l.pending
      ? {
          amount: l.pending.amount === null ? null : { amount: l.pending.amount, currency },
          effectiveFrom: l.pending.from.toISOString(),
        }
      : null,
    summary: await summaryOf(exec, customerId, useOf(l.kind), l, now),
  };
}

/** GET /spend-limits and GET /deposit-limits (2-shopping.md §3 Spend limits). */
export async function getLimits(
  deps: LimitsDeps,
  customerId: string,
  currency: Currency,
  of: LimitsOf,
): Promise<LimitsAnswer> {
  const now = deps.clock.now();
  const limits = await limitsInForce(deps.db, customerId, [of], now);
  const customerLimits = await Promise.all(limits.map((l) => toCustomerLimit(deps.db, customerId, l, now)));
  const system = of === 'spend' ? deps.policy.systemSpendLimits : deps.policy.systemDepositLimits;
  const tightest = customerLimits
    .map((l) => l.summary)
    .sort((a, b) => a.remaining.amount - b.remaining.amount || b.exceededAmount.amount - a.exceededAmount.amount)[0];
  return {
    availablePeriods: [...limitPeriods],
    customerLimits,
    systemLimits: limitPeriods.map((period) => ({ period, amount: { amount: system[period], currency } })),
    summary: tightest ?? null,
    spendLimitRequired: of === 'spend' && deps.policy.spendLimitRequired,
    coolingOffDays: deps.policy.coolingOffDays,
  };
}

/** GET /precommitment: the pre-commitment limit (monthly), or null. */
export async function getPrecommitment(deps: LimitsDeps, customerId: string): Promise<PrecommitmentAnswer> {
  const now = deps.clock.now();
  const [limit] = await limitsInForce(deps.db, customerId, ['precommitment'], now);
  return {
    limit: limit ? await toCustomerLimit(deps.db, customerId, limit, now) : null,
    coolingOffDays: deps.policy.coolingOffDays,
  };
}
