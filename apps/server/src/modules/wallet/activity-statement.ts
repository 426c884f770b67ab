import { type ActivityStatement, aestDate, aestInstant, type Currency, type Money } from '@drawline/contracts';
import { activityTotals } from './activity-totals';
import type { WalletDeps } from './wallet.deps';

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar month as the statement's address names it: yyyy-mm. */
export const monthKey = (year: number, month: number) => `${year}-${pad(month)}`;

/** An AEST calendar month as [from, to). */
export function monthBounds(year: number, month: number): { from: Date; to: Date } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: aestInstant(`${monthKey(year, month)}-01`), to: aestInstant(`${monthKey(next.year, next.month)}-01`) };
}

/** The month before the one `now` falls in (AEST). */
export function previousMonth(now: Date): { year: number; month: number } {
  const [y, m] = aestDate(now).split('-').map(Number) as [number, number];
  return m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
}

/**
 * The customer's monthly activity statement, a report of the ledger like the operator's figures:
 * spend (purchases), deposits, withdrawals, prizes, and net (prizes less spend: what play cost or
 * won). Refunds and promotional credit are neither spend nor prizes. Without a month, the last
 * one that has ended (GET /activity-statement).
 */
export async function activityStatement(
  deps: Pick<WalletDeps, 'db' | 'clock'>,
  input: { customerId: string; currency: Currency; month?: { year: number; month: number } },
): Promise<ActivityStatement> {
  const { year, month } = input.month ?? previousMonth(deps.clock.now());
  const totals = await activityTotals(deps, {
    customerId: input.customerId,
    currency: input.currency,
    ...monthBounds(year, month),
  });
  const money = (amount: number): Money => ({ amount, currency: input.currency });
  const spend = -(totals.purchase ?? 0);
  const prizes = totals.prize ?? 0;
  return {
    year,
    month,
    spend: money(spend),
    deposits: money(totals.deposit ?? 0),
    withdrawals: money(-(totals.withdrawal ?? 0)),
    prizes: money(prizes),
    net: money(prizes - spend),
  };
}
