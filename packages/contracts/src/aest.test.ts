import { describe, expect, it } from 'vitest';
import {
  AEST_TIME_ZONE,
  aestDate,
  aestInstant,
  aestMonth,
  aestWeekday,
  ageOn,
  dateOfDayNumber,
  dayNumberOf,
  formatAestDate,
  formatAestDateTime,
  isCalendarDate,
  latestBirthDate,
} from './aest';

/** An instant given as Brisbane wall-clock time (UTC+10 all year). */
const brisbane = (local: string) => new Date(`${local}+10:00`);

describe('AEST calendar dates', () => {
  it('names the time zone of decision 012', () => {
    expect(AEST_TIME_ZONE).toBe('Australia/Brisbane');
  });

  it('gives the AEST date, which runs ahead of UTC in the evening there', () => {
    // 23:30 in Brisbane is 13:30 UTC the same day; 08:00 in Brisbane is 22:00 UTC the day before.
    expect(aestDate(brisbane('2026-03-14T23:30:00'))).toBe('2026-03-14');
    expect(aestDate(brisbane('2026-03-15T08:00:00'))).toBe('2026-03-15');
    expect(new Date('2026-03-14T22:00:00Z').toISOString().slice(0, 10)).toBe('2026-03-14');
    expect(aestDate(new Date('2026-03-14T22:00:00Z'))).toBe('2026-03-15');
    expect(aestDate(new Date('2026-03-14T13:59:59Z'))).toBe('2026-03-14');
    expect(aestDate(new Date('2026-03-14T14:00:00Z'))).toBe('2026-03-15');
  });

  it('keeps UTC+10 when Sydney and Melbourne move to daylight saving', () => {
    // Sydney is UTC+11 in January; the shop's time is not.
    expect(aestInstant('2026-01-10', { hour: 20, minute: 30 }).toISOString()).toBe('2026-01-10T10:30:00.000Z');
    expect(aestInstant('2026-07-10', { hour: 20, minute: 30 }).toISOString()).toBe('2026-07-10T10:30:00.000Z');
  });

  it('turns a wall-clock time on an AEST date into the instant, and back', () => {
    const at = aestInstant('2026-03-01');
    expect(at.toISOString()).toBe('2026-02-28T14:00:00.000Z');
    expect(aestDate(at)).toBe('2026-03-01');
    expect(aestDate(new Date(at.getTime() - 1))).toBe('2026-02-28');
  });

  it('gives the AEST month', () => {
    expect(aestMonth(new Date('2026-02-28T14:30:00Z'))).toEqual({ year: 2026, month: 3 });
    expect(aestMonth(new Date('2025-12-31T14:00:00Z'))).toEqual({ year: 2026, month: 1 });
  });

  it('counts calendar days', () => {
    expect(dayNumberOf('1970-01-02')).toBe(1);
    expect(dateOfDayNumber(dayNumberOf('2028-02-29') + 1)).toBe('2028-03-01');
  });

  it('knows the dates that exist', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2001-02-30')).toBe(false);
    expect(isCalendarDate('14/03/2001')).toBe(false);
    expect(isCalendarDate('2001-3-14')).toBe(false);
  });
});

describe('age on a date', () => {
  const born = '2008-03-15';

  it('is 17 the day before the 18th birthday, 18 on it and after it', () => {
    expect(ageOn(born, brisbane('2026-03-14T12:00:00'))).toBe(17);
    expect(ageOn(born, brisbane('2026-03-15T00:00:00'))).toBe(18);
    expect(ageOn(born, brisbane('2026-03-15T12:00:00'))).toBe(18);
    expect(ageOn(born, brisbane('2026-03-16T12:00:00'))).toBe(18);
  });

  it('counts on the AEST day late in the evening in Australia, when UTC is still on the day before', () => {
    // 23:30 on 14 March in Brisbane: still the day before the birthday.
    expect(ageOn(born, brisbane('2026-03-14T23:30:00'))).toBe(17);
    // 08:00 on 15 March in Brisbane is 22:00 on 14 March in UTC: the birthday has come.
    const morning = brisbane('2026-03-15T08:00:00');
    expect(morning.toISOString()).toBe('2026-03-14T22:00:00.000Z');
    expect(ageOn(born, morning)).toBe(18);
    // 23:30 on the birthday in Brisbane is 13:30 UTC that day: 18, and 18 the evening after.
    expect(ageOn(born, brisbane('2026-03-15T23:30:00'))).toBe(18);
    expect(ageOn(born, brisbane('2026-03-16T23:30:00'))).toBe(18);
  });

  it('adds the year of a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2008-02-29', brisbane('2026-02-28T23:30:00'))).toBe(17);
    expect(ageOn('2008-02-29', brisbane('2026-03-01T00:00:00'))).toBe(18);
    expect(ageOn('2008-02-29', brisbane('2028-02-29T00:00:00'))).toBe(20);
  });

  it('refuses dates that do not exist', () => {
    expect(ageOn('2001-02-30', brisbane('2026-03-14T12:00:00'))).toBeNull();
    expect(ageOn('14/03/2001', brisbane('2026-03-14T12:00:00'))).toBeNull();
  });

  it('gives the latest birth date old enough on the AEST day', () => {
    expect(latestBirthDate(18, brisbane('2026-03-15T08:00:00'))).toBe('2008-03-15');
    expect(latestBirthDate(18, brisbane('2026-03-14T23:30:00'))).toBe('2008-03-14');
    // No 29 February 2010: born on the 28th is 18 on 29 February 2028, born on 1 March is not.
    const leapDay = brisbane('2028-02-29T12:00:00');
    expect(latestBirthDate(18, leapDay)).toBe('2010-02-28');
    expect(ageOn('2010-02-28', leapDay)).toBe(18);
    expect(ageOn('2010-03-01', leapDay)).toBe(17);
  });
});

describe('aestWeekday', () => {
  it('names the AEST weekday of a draw, the way selectable days are written', () => {
    // 20:30 AEST on Saturday; 15:00 UTC on Friday is already 01:00 on Saturday in Brisbane.
    expect(aestWeekday(new Date('2026-11-21T10:30:00Z'))).toBe('saturday');
    expect(aestWeekday(new Date('2026-11-20T15:00:00Z'))).toBe('saturday');
    expect(aestWeekday(brisbane('2026-11-20T23:59:00'))).toBe('friday');
  });
});

describe('dates and times written by hand as CLDR writes them (decision 318)', () => {
  const intl = (locale: string, withTime: boolean) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: 'Australia/Brisbane',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: withTime ? undefined : 'numeric',
      hour: withTime ? 'numeric' : undefined,
      minute: withTime ? '2-digit' : undefined,
    });

  it('reads as Intl.DateTimeFormat in Brisbane reads it, every hour of two years, in both locales', () => {
    for (const locale of ['en-AU', 'en-GB'] as const) {
      const [withTime, dateOnly] = [intl(locale, true), intl(locale, false)];
      for (let at = Date.UTC(2026, 0, 1, 0, 7); at < Date.UTC(2028, 0, 1); at += 3_600_000 + 60_000) {
        const instant = new Date(at);
        expect(formatAestDateTime(instant, locale), instant.toISOString()).toBe(withTime.format(instant));
        expect(formatAestDate(instant.toISOString(), locale), instant.toISOString()).toBe(dateOnly.format(instant));
      }
    }
  });

  it('writes a draw time as a customer of each country reads it', () => {
    expect(formatAestDateTime('2026-11-26T09:30:00Z')).toBe('Thu, 26 Nov, 7:30 pm');
    expect(formatAestDateTime('2026-11-26T14:05:00Z', 'en-GB')).toBe('Fri 27 Nov, 0:05');
    expect(formatAestDate('2026-06-06T14:00:00Z')).toBe('Sun, 7 June 2026');
    expect(formatAestDate('2026-06-06T14:00:00Z', 'en-GB')).toBe('Sun, 7 Jun 2026');
  });
});
