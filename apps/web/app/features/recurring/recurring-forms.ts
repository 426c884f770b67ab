import type { RecurringStatusChange } from '@drawline/contracts';

/** The changes the recurring pages' forms make, named by the form's `intent` field. */
export const recurringIntents = [
  'pause',
  'timed-pause',
  'unpause',
  'cancel',
  'minimum-jackpot',
  'quickpick',
  'num-games',
] as const;
export type RecurringIntent = (typeof recurringIntents)[number];

/** A date field's value (YYYY-MM-DD). */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a date field's value is a day of the calendar (not 31 February). */
function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/**
 * The status a pause, timed pause, resume or cancel asks for (PATCH {base}/{id}/status). A timed
 * pause lasts until the start of the chosen day in shop time (AEST, UTC+10, as the draw times are
 * shown: decision 318); the server decides whether that day is allowed (future, within a year).
 */
export function statusChangeOf(
  intent: RecurringIntent,
  pausedUntilDate: string,
): RecurringStatusChange | { error: string } {
  if (intent === 'pause') return { status: 'recurring_status_paused' };
  if (intent === 'unpause') return { status: 'recurring_status_active' };
  if (intent === 'cancel') return { status: 'recurring_status_cancelled' };
  if (!isCalendarDate(pausedUntilDate)) return { error: 'Choose the date the pause ends' };
  return { status: 'recurring_status_timed_pause', pausedUntil: `${pausedUntilDate}T00:00:00+10:00` };
}

/**
 * A minimum jackpot typed in whole dollars (jackpots are shown without cents) as the cents the
 * call takes, as a string; empty clears it ('0'). Null when it is not a whole number.
 */
export function wholeDollarsToCents(typed: string): string | null {
  const plain = typed.replace(/[$,\s]/g, '');
  if (plain === '') return '0';
  if (!/^\d{1,10}$/.test(plain)) return null;
  return String(Number(plain) * 100);
}
