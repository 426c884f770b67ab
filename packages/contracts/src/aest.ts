/**
 * The shop's time (docs/decisions/012 and 077). Draw times, calendar days, months of results and
 * ages are counted in AEST, the footer's "Australian Eastern Standard Time (AEST is UTC+10)",
 * which is Brisbane's time all year. The zone is named once, here; calendar dates come from Intl
 * with this zone, never from an offset added by hand.
 */
export const AEST_TIME_ZONE = 'Australia/Brisbane';

const DAY_MS = 86_400_000;

let wallClockFormat: Intl.DateTimeFormat | undefined;

/** The AEST wall clock at an instant, as the UTC instant with the same fields (for arithmetic). */
function wallClockAsUtc(at: Date): number {
  const f: Record<string, number> = {};
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: AEST_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  for (const p of wallClockFormat.formatToParts(at)) if (p.type !== 'literal') f[p.type] = Number(p.value);
  return Date.UTC(f.year!, f.month! - 1, f.day!, f.hour!, f.minute!, f.second!);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A UTC calendar day of an epoch time, yyyy-mm-dd. */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The AEST calendar date of an instant, yyyy-mm-dd (23:30 in Brisbane is still that day there). */
export function aestDate(at: Date): string {
  return isoDay(wallClockAsUtc(at));
}

const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The AEST weekday of an instant, in the words of a lottery's selectable days ('friday'). */
export function aestWeekday(at: Date): (typeof weekdays)[number] {
  return weekdays[new Date(`${aestDate(at)}T00:00:00Z`).getUTCDay()] as (typeof weekdays)[number];
}

/** The AEST calendar month of an instant. */
export function aestMonth(at: Date): { year: number; month: number } {
  const [year, month] = aestDate(at).split('-').map(Number) as [number, number];
  return { year, month };
}

/**
 * The instant a wall-clock time on an AEST calendar date falls on. The zone's offset is asked of
 * Intl at that moment, and asked again if it differs there, so the rule holds for a zone with
 * daylight saving too.
 */
export function aestInstant(date: string, time: { hour: number; minute: number } = { hour: 0, minute: 0 }): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, time.hour, time.minute);
  const offsetAt = (t: number) => wallClockAsUtc(new Date(t)) - t;
  const first = wall - offsetAt(wall);
  const offset = offsetAt(first);
  return new Date(wall - offset);
}

/** Days since 1970-01-01 of a yyyy-mm-dd calendar date, and back (calendar arithmetic by day number). */
export const dayNumberOf = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
export const dateOfDayNumber = (day: number): string => isoDay(day * DAY_MS);

/** A yyyy-mm-dd date that exists on the calendar (not 2001-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/**
 * Age in whole years on the AEST calendar day of `at`, or null for a birth date that does not exist.
 * A year is added on the birthday (someone born on 29 February adds it on 1 March in other years).
 */
export function ageOn(dateOfBirth: string, at: Date): number | null {
  if (!isCalendarDate(dateOfBirth)) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = aestDate(at).split('-').map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** The latest birth date that is at least `minAge` on the AEST calendar day of `at` (a date input's max). */
export function latestBirthDate(minAge: number, at: Date): string {
  const [y, m, d] = aestDate(at).split('-').map(Number) as [number, number, number];
  // On 29 February the same day minAge years back may not exist; the day before it is old enough.
  for (let day = d; ; day--) {
    const date = `${pad(y - minAge, 4)}-${pad(m)}-${pad(day)}`;
    if (isCalendarDate(date)) return date;
  }
}
