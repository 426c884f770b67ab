import {
  type CartBlockedReasonId,
  cartBlockedReasons,
  type ErrorCode,
  formatMoney,
  type LimitPeriod,
  type LimitSummary,
  limitPeriodNames,
  limitPeriods,
  type Money,
  toCurrency,
} from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { LimitInForce } from './limit-rules';
import {
  type Executor,
  isExcluded,
  type LimitState,
  limitsInForce,
  lockLimitState,
  readLimitState,
  recordUsage,
  usedSince,
  usedSinceEach,
} from './limit-store';
import type { LimitsDeps } from './limits.deps';
import { periodWindow } from './periods';

/** One reason a purchase or deposit is refused: the cart's reason id and its message. */
export interface LimitBlocker {
  reasonId: CartBlockedReasonId;
  message: string;
}

type Use = 'purchase' | 'deposit';

const money = (amount: number, currency: string): Money => ({ amount, currency: toCurrency(currency) });

/** What a limit leaves in its current period (2-shopping.md §3 Summary). */
export async function summaryOf(
  exec: Executor,
  customerId: string,
  use: Use,
  limit: { period: LimitPeriod; amount: number; currency: string },
  now: Date,
): Promise<LimitSummary> {
  const window = periodWindow(limit.period, now);
  const spent = await usedSince(exec, customerId, use, limit.currency, window.start);
  return {
    period: limit.period,
    amountSpent: money(spent, limit.currency),
    spendLimit: money(limit.amount, limit.currency),
    remaining: money(Math.max(0, limit.amount - spent), limit.currency),
    exceededAmount: money(Math.max(0, spent - limit.amount), limit.currency),
    resetsAt: window.end.toISOString(),
  };
}

function excludedBlocker(state: LimitState): LimitBlocker {
  const until =
    state.excludedIndefinitely || !state.excludedUntil ? null : state.excludedUntil.toISOString().slice(0, 10);
  return { reasonId: 'self_excluded', message: cartBlockedReasons.self_excluded.message({ until }) };
}

function passedBlocker(
  reasonId: 'spend_limit' | 'precommitment_limit' | 'global_spend_limit' | 'deposit_limit',
  limit: { period: LimitPeriod; amount: number; currency: string },
  spent: number,
): LimitBlocker {
  const details = {
    period: limitPeriodNames[limit.period],
    limit: formatMoney(money(limit.amount, limit.currency)),
    remaining: formatMoney(money(Math.max(0, limit.amount - spent), limit.currency)),
  };
  return { reasonId, message: cartBlockedReasons[reasonId].message(details) };
}

/**
 * Every limit a purchase or deposit of `amount` would pass at `now`, in the order the cart shows
 * them: the break from play, a spend limit still to set, the customer's own limits, then the
 * site's. The one rule behind the cart's blockedReasons and the refusals below.
 */
export async function limitBlockers(
  deps: Pick<LimitsDeps, 'policy'>,
  exec: Executor,
  input: { customerId: string; use: Use; amount: Money; now: Date; state?: LimitState },
): Promise<LimitBlocker[]> {
  const { customerId, use, amount, now } = input;
  const state = input.state ?? (await readLimitState(exec, customerId));
  if (state && isExcluded(state, now)) return [excludedBlocker(state)];

  const blockers: LimitBlocker[] = [];
  const kinds = use === 'purchase' ? (['spend', 'precommitment'] as const) : (['deposit'] as const);
  const own = await limitsInForce(exec, customerId, kinds, now);
  if (use === 'purchase' && deps.policy.spendLimitRequired && !own.some((l) => l.kind === 'spend')) {
    blockers.push({ reasonId: 'spend_limit_required', message: cartBlockedReasons.spend_limit_required.message({}) });
  }
  const system = deps.policy[use === 'purchase' ? 'systemSpendLimits' : 'systemDepositLimits'];
  const checked: {
    reasonId: Parameters<typeof passedBlocker>[0];
    limit: Pick<LimitInForce, 'period' | 'amount' | 'currency'>;
  }[] = [
    ...own.map((limit) => ({
      reasonId:
        limit.kind === 'deposit'
          ? ('deposit_limit' as const)
          : limit.kind === 'precommitment'
            ? ('precommitment_limit' as const)
            : ('spend_limit' as const),
      limit,
    })),
    ...limitPeriods.map((period) => ({
      reasonId: use === 'purchase' ? ('global_spend_limit' as const) : ('deposit_limit' as const),
      limit: { period, amount: system[period], currency: amount.currency },
    })),
  ];
  // Limits are kept in the customer's currency; an amount in another is not theirs to count against.
  const counted = checked.filter(({ limit }) => limit.currency === amount.currency);
  const spentEach = await usedSinceEach(
    exec,
    customerId,
    use,
    amount.currency,
    counted.map(({ limit }) => periodWindow(limit.period, now).start),
  );
  const seen = new Set<string>();
  for (const [i, { reasonId, limit }] of counted.entries()) {
    if (seen.has(reasonId)) continue;
    const spent = spentEach[i] ?? 0;
    if (spent + amount.amount > limit.amount) {
      blockers.push(passedBlocker(reasonId, limit, spent));
      seen.add(reasonId);
    }
  }
  return blockers;
}

/** The refusal for the first reason, with every reason in result.blockedReasons (as the cart shows them). */
function refuseWhenBlocked(blockers: readonly LimitBlocker[], refusal: ErrorCode): void {
  const first = blockers[0];
  if (!first) return;
  throw new AppError(first.reasonId === 'self_excluded' ? 'self_excluded' : refusal, {
    message: first.message,
    result: { blockedReasons: Object.fromEntries(blockers.map((b) => [b.reasonId, b.message])) },
  });
}

/**
 * The one enforcement point (docs/decisions/212), inside the caller's transaction: locks the
 * customer's limit state row, so two parallel purchases by one customer are checked one after
 * the other, refuses when any limit would be passed, and counts the amount against the limits.
 */
async function assertAllowed(
  deps: Pick<LimitsDeps, 'policy'>,
  tx: Tx,
  input: { customerId: string; use: Use; amount: Money; now: Date; reference: string },
  refusal: ErrorCode,
): Promise<void> {
  const state = await lockLimitState(tx, input.customerId);
  refuseWhenBlocked(await limitBlockers(deps, tx, { ...input, state }), refusal);
  await recordUsage(tx, {
    customerId: input.customerId,
    kind: input.use,
    amount: input.amount.amount,
    currency: input.amount.currency,
    reference: input.reference,
    at: input.now,
  });
}

/** A purchase (the cart, deposit-and-buy, recurring purchases): spend = what the customer pays. */
export function assertCanSpend(
  deps: Pick<LimitsDeps, 'policy'>,
  tx: Tx,
  input: { customerId: string; amount: Money; now: Date; reference: string },
): Promise<void> {
  return assertAllowed(deps, tx, { ...input, use: 'purchase' }, 'spend_limit_exceeded');
}

/** A deposit, on every deposit path: deposit limits and the break from play. */
export function assertDepositAllowed(
  deps: Pick<LimitsDeps, 'policy'>,
  tx: Tx,
  input: { customerId: string; amount: Money; now: Date; reference: string },
): Promise<void> {
  return assertAllowed(deps, tx, { ...input, use: 'deposit' }, 'deposit_limit_exceeded');
}

/**
 * A card or wallet deposit, before the gateway is asked for the money: refuses a deposit past a
 * deposit limit or during a break, so no money is taken that could not be booked. It locks
 * nothing (the gateway call is outside any transaction); recordDeposit counts the deposit when
 * its money arrives (docs/decisions/214).
 */
export async function checkDepositAllowed(
  deps: Pick<LimitsDeps, 'policy' | 'db'>,
  input: { customerId: string; amount: Money; now: Date },
): Promise<void> {
  refuseWhenBlocked(await limitBlockers(deps, deps.db, { ...input, use: 'deposit' }), 'deposit_limit_exceeded');
}

/** Counts a deposit whose money arrived against the deposit limits, once per deposit, in its credit's transaction. */
export async function recordDeposit(
  tx: Tx,
  input: { customerId: string; amount: Money; now: Date; reference: string },
): Promise<void> {
  // No lock: the deposit's money is already in, and its check was made before the gateway. Taking
  // the limit row here would lock it before the cart in deposit-and-buy, the other way round from
  // a purchase, and let the two wait on each other.
  await recordUsage(
    tx,
    {
      customerId: input.customerId,
      kind: 'deposit',
      amount: input.amount.amount,
      currency: input.amount.currency,
      reference: input.reference,
      at: input.now,
    },
    { onceOnly: true },
  );
}
