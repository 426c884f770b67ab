import { aestDate, aestInstant, dateOfDayNumber, dayNumberOf, type LimitPeriod } from '@drawline/contracts';

/**
 * The current period of a limit, in the shop's time (AEST): today, this week from Monday, this
 * calendar month (docs/decisions/210). Spend counts from `start`; it starts again at `end`.
 */
export function periodWindow(period: LimitPeriod, now: Date): { start: Date; end: Date } {
  const today = aestDate(now);
  const day = dayNumberOf(today);
  if (period === 'daily') return { start: aestInstant(today), end: aestInstant(dateOfDayNumber(day + 1)) };
  if (period === 'weekly') {
    // Day 0 (1970-01-01) was a Thursday, three days after a Monday.
    const monday = day - ((day + 3) % 7);
    return { start: aestInstant(dateOfDayNumber(monday)), end: aestInstant(dateOfDayNumber(monday + 7)) };
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { start: aestInstant(`${today.slice(0, 7)}-01`), end: aestInstant(next) };
}
