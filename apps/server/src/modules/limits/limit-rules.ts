import type { LimitPeriod } from '@drawline/contracts';

/** What a limit row holds (limits.tables.ts customer_limits), as the rules read it. */
export interface LimitRow {
  id: string;
  customerId: string;
  kind: string;
  period: string;
  amount: number;
  currency: string;
  pendingAmount: number | null;
  pendingFrom: Date | null;
}

/** The kinds of limit: spend and deposit per period, and the pre-commitment limit (monthly spend). */
export type LimitKind = 'spend' | 'deposit' | 'precommitment';

/** The limit as it stands at `now`: a pending change applies once its cooling-off has passed. */
export interface LimitInForce {
  id: string;
  kind: LimitKind;
  period: LimitPeriod;
  amount: number;
  currency: string;
  pending: { amount: number | null; from: Date } | null;
}

/** The row at `now`, or null when a removal has taken effect. */
export function limitInForce(row: LimitRow, now: Date): LimitInForce | null {
  const base = {
    id: row.id,
    kind: row.kind as LimitKind,
    period: row.period as LimitPeriod,
    currency: row.currency,
  };
  if (row.pendingFrom && row.pendingFrom.getTime() <= now.getTime()) {
    if (row.pendingAmount === null) return null;
    return { ...base, amount: row.pendingAmount, pending: null };
  }
  return {
    ...base,
    amount: row.amount,
    pending: row.pendingFrom ? { amount: row.pendingAmount, from: row.pendingFrom } : null,
  };
}

/**
 * How a new amount changes a limit in force (docs/decisions/210): a lower one applies at once
 * and drops any raise waiting; a higher one waits out the cooling-off, from `now`.
 */
export function changeOf(
  current: LimitInForce,
  amount: number,
  now: Date,
  coolingOffDays: number,
): { amount: number; pendingAmount: number | null; pendingFrom: Date | null } {
  if (amount <= current.amount) return { amount, pendingAmount: null, pendingFrom: null };
  return { amount: current.amount, pendingAmount: amount, pendingFrom: coolingOffEnd(now, coolingOffDays) };
}

export function coolingOffEnd(now: Date, coolingOffDays: number): Date {
  return new Date(now.getTime() + coolingOffDays * 86_400_000);
}
