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
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  inOneStatement,
  parsedJson,
  rowsAsJson,
  type StatementPart,
  tableRowsFromJson,
  writePart,
} from '../../db/one-statement';
import { AppError } from '../../platform/app-error';
import { type LimitInForce, limitInForce } from './limit-rules';
import {
  type Executor,
  isExcluded,
  type LimitState,
  limitRowsQuery,
  limitStateQuery,
  limitsInForce,
  lockLimitState,
  readLimitState,
  recordUsage,
  totalsByKind,
  usageInsert,
  usedSince,
  usedSinceEach,
  usedSinceEachByKindQuery,
  usedSinceEachQuery,
} from './limit-store';
import type { LimitsDeps } from './limits.deps';
import { customerLimits, limitStates, limitUsage } from './limits.tables';
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

/** What the limits of one use count, read in the caller's transaction: the customer's own limits and the amount used in each period. */
export interface LimitReads {
  own: LimitInForce[];
  /** The amount used (in the amount's currency) since the start of each period at `now`. */
  usedIn: Record<LimitPeriod, number>;
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
  const own = await limitsInForce(exec, customerId, kindsOf(use), now);
  const used = await usedSinceEach(exec, customerId, use, amount.currency, periodStarts(now));
  return blockersOf(deps, { use, amount, now, state, reads: { own, usedIn: usedByPeriod(used) } });
}

/**
 * The cart's limit blockers (no lock: the purchase checks again): a purchase of `amount`, and when
 * `availableFunds` fall short, the deposit that would make it up (docs/decisions/327). The same
 * judgement as limitBlockers for each use, from one read of the state, the limits and the usage:
 * one statement (decision 555), however many uses are judged.
 */
export async function cartLimitBlockers(
  deps: Pick<LimitsDeps, 'policy'>,
  exec: Executor,
  input: { customerId: string; amount: Money; availableFunds: Money; now: Date },
): Promise<LimitBlocker[]> {
  const { customerId, amount, now } = input;
  const starts = periodStarts(now);
  const { state, own, used } = await inOneStatement(exec, {
    state: {
      answer: rowsAsJson(limitStateQuery(exec, customerId)),
      read: (value) => tableRowsFromJson(limitStates, value)[0],
    },
    own: {
      answer: rowsAsJson(limitRowsQuery(exec, customerId, [...kindsOf('purchase'), ...kindsOf('deposit')])),
      read: (value) =>
        tableRowsFromJson(customerLimits, value)
          .map((row) => limitInForce(row, now))
          .filter((l): l is LimitInForce => l !== null),
    },
    used: {
      answer: rowsAsJson(usedSinceEachByKindQuery(exec, customerId, amount.currency, starts)),
      read: (value) =>
        totalsByKind(parsedJson(value) as { kind: string; totals: (string | number | null)[] | null }[], starts),
    },
  });
  const readsOf = (use: Use): LimitReads => ({
    own: own.filter((l) => (kindsOf(use) as readonly string[]).includes(l.kind)),
    usedIn: usedByPeriod(used[use]),
  });
  const blockers = blockersOf(deps, { use: 'purchase', amount, now, state, reads: readsOf('purchase') });
  const shortfall = amount.amount - input.availableFunds.amount;
  if (shortfall <= 0 || blockers.some((b) => b.reasonId === 'self_excluded')) return blockers;
  const deposit = { amount: shortfall, currency: amount.currency };
  return [...blockers, ...blockersOf(deps, { use: 'deposit', amount: deposit, now, state, reads: readsOf('deposit') })];
}

export const kindsOf = (use: Use) =>
  use === 'purchase' ? (['spend', 'precommitment'] as const) : (['deposit'] as const);
export const periodStarts = (now: Date) => limitPeriods.map((period) => periodWindow(period, now).start);
export const usedByPeriod = (used: readonly number[]) =>
  Object.fromEntries(limitPeriods.map((period, i) => [period, used[i] ?? 0])) as Record<LimitPeriod, number>;

/** limitBlockers' judgement of what was read: no statement of its own. */
export function blockersOf(
  deps: Pick<LimitsDeps, 'policy'>,
  input: { use: Use; amount: Money; now: Date; state: LimitState | undefined; reads: LimitReads },
): LimitBlocker[] {
  const { use, amount, state, reads } = input;
  if (state && isExcluded(state, input.now)) return [excludedBlocker(state)];

  const blockers: LimitBlocker[] = [];
  const { own } = reads;
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
  const seen = new Set<string>();
  for (const { reasonId, limit } of counted) {
    if (seen.has(reasonId)) continue;
    const spent = reads.usedIn[limit.period] ?? 0;
    if (spent + amount.amount > limit.amount) {
      blockers.push(passedBlocker(reasonId, limit, spent));
      seen.add(reasonId);
    }
  }
  return blockers;
}

/** The code of the refusal the reasons come to (null when none): self-exclusion's own, else the use's. */
export function refusalCodeOf(blockers: readonly LimitBlocker[], refusal: ErrorCode): ErrorCode | null {
  const first = blockers[0];
  if (!first) return null;
  return first.reasonId === 'self_excluded' ? 'self_excluded' : refusal;
}

/** The refusal for the first reason, with every reason in result.blockedReasons (as the cart shows them). */
function refuseWhenBlocked(blockers: readonly LimitBlocker[], refusal: ErrorCode): void {
  const first = blockers[0];
  const code = refusalCodeOf(blockers, refusal);
  if (!first || !code) return;
  throw new AppError(code, {
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

/**
 * assertCanSpend in parts, for a flow that sends its statements together (docs/decisions/336):
 * the customer's limit state row is locked here, in a statement of its own (a statement that
 * waited for the lock reads rows as they were when it started, so nothing is read with it);
 * `read` is the reading to send with the flow's next statement, `check` refuses as assertCanSpend
 * does, and `record` is the usage row to write with the flow's writes. The lock holds until the
 * commit, so the counting is still one purchase after another.
 */
export async function lockLimitsForSpend(
  deps: Pick<LimitsDeps, 'policy'>,
  tx: Tx,
  input: { customerId: string; amount: Money; now: Date; reference: string },
  /** The state row as the flow's earlier statement locked it (limitStatePart, decision 513); locked here otherwise. */
  locked?: LimitState,
): Promise<SpendLimitsCheck> {
  const { customerId, amount, now } = input;
  const state = locked ?? (await lockLimitState(tx, input.customerId));
  const used = usedSinceEachQuery(tx, customerId, 'purchase', amount.currency, periodStarts(now));
  return {
    read: {
      answer: sql`json_build_object('own', ${rowsAsJson(limitRowsQuery(tx, customerId, kindsOf('purchase')))}, 'used', (${used}))`,
      read: (value) => {
        const json = parsedJson(value) as { own: unknown; used: (string | number | null)[] | null };
        const own = tableRowsFromJson(customerLimits, json.own)
          .map((row) => limitInForce(row, now))
          .filter((l): l is LimitInForce => l !== null);
        return { own, usedIn: usedByPeriod(limitPeriods.map((_, i) => Number(json.used?.[i] ?? 0))) };
      },
    },
    check: (reads) =>
      refuseWhenBlocked(blockersOf(deps, { use: 'purchase', amount, now, state, reads }), 'spend_limit_exceeded'),
    record: writePart(
      'limit_usage_row',
      usageInsert(tx, {
        customerId,
        kind: 'purchase',
        amount: amount.amount,
        currency: amount.currency,
        reference: input.reference,
        at: now,
      }).returning({ id: limitUsage.id }),
    ),
  };
}

export interface SpendLimitsCheck {
  read: StatementPart<LimitReads>;
  check(reads: LimitReads): void;
  record: StatementPart<number>;
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
