import { defaultLocale, type Locale } from './money';

/**
 * The shop's time (docs/decisions/012, 077 and 318). Draw times, calendar days, months of results
 * and ages are counted in AEST, the footer's "Australian Eastern Standard Time (AEST is UTC+10)":
 * the spec fixes the offset, Brisbane keeps it all year, and it is named once, here. The database
 * is asked in the zone's name; code in JavaScript adds the offset, because a browser's first
 * `Intl.DateTimeFormat` with a time zone costs a phone 40 to 120 ms of its main thread while the
 * page wakes up (decision 318).
 */
export const AEST_TIME_ZONE = 'Australia/Brisbane';
/** AEST is UTC+10, without daylight saving (1-platform.md, the footer's note). */
export const AEST_OFFSET_MS = 10 * 3_600_000;

const DAY_MS = 86_400_000;

/** The AEST wall clock at an instant, as the UTC instant with the same fields (for arithmetic). */
function wallClockAsUtc(at: Date): number {
  return at.getTime() + AEST_OFFSET_MS;
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

/** The instant a wall-clock time on an AEST calendar date falls on. */
export function aestInstant(date: string, time: { hour: number; minute: number } = { hour: 0, minute: 0 }): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, time.hour, time.minute) - AEST_OFFSET_MS);
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

/**
 * Dates and times as the shop writes them (decision 318): the words of the locale's calendar as
 * the server's CLDR writes them ('Thu, 26 Nov, 7:30 pm' in Australia, 'Thu 26 Nov, 19:30' in the
 * United Kingdom), made from the AEST wall clock without `Intl`, so the server's HTML and the
 * browser's first render agree letter for letter and a phone pays no time-zone data to wake up.
 */
const shortWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const shortMonths: Record<Locale, readonly string[]> = {
  'en-AU': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  'en-GB': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};

function wallClockFields(at: Date | string) {
  const wall = new Date(wallClockAsUtc(typeof at === 'string' ? new Date(at) : at));
  return {
    weekday: shortWeekdays[wall.getUTCDay()]!,
    day: wall.getUTCDate(),
    monthIndex: wall.getUTCMonth(),
    year: wall.getUTCFullYear(),
    hour: wall.getUTCHours(),
    minute: pad(wall.getUTCMinutes()),
  };
}

/** A draw date and time in AEST, for example 'Sat, 21 Nov, 8:30 pm' ('Sat 21 Nov, 20:30' in en-GB). */
export function formatAestDateTime(at: Date | string, locale: Locale = defaultLocale): string {
  const f = wallClockFields(at);
  const month = shortMonths[locale][f.monthIndex];
  if (locale === 'en-GB') return `${f.weekday} ${f.day} ${month}, ${f.hour}:${f.minute}`;
  const hour12 = f.hour % 12 === 0 ? 12 : f.hour % 12;
  return `${f.weekday}, ${f.day} ${month}, ${hour12}:${f.minute} ${f.hour < 12 ? 'am' : 'pm'}`;
}

/** A calendar date in AEST, for example 'Sat, 21 Nov 2026'. */
export function formatAestDate(at: Date | string, locale: Locale = defaultLocale): string {
  const f = wallClockFields(at);
  return `${f.weekday}, ${f.day} ${shortMonths[locale][f.monthIndex]} ${f.year}`;
}
