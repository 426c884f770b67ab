import { aestDate, aestInstant, dateOfDayNumber, dayNumberOf } from '@drawline/contracts';

/**
 * When an offer draws, as data: weekdays (0 Sunday) at a time in AEST, every n weeks, and one
 * known draw that fixes the numbering. Draw numbers count up by one per draw, so the number of
 * a draw on a date is the same whenever it is computed (the seed tops up on every start).
 */
export interface DrawSchedule {
  weekdays: readonly number[];
  everyWeeks?: number;
  /** AEST calendar date (YYYY-MM-DD) of a draw, and its number. */
  epoch: { date: string; drawNo: number };
  /** AEST time of day of the draw. */
  time: { hour: number; minute: number };
  /** Sales stop this many minutes before the draw. */
  stopMinutesBefore: number;
}

export interface ScheduledDraw {
  drawNo: number;
  drawDate: Date;
  stopDate: Date;
}

/** Days since 1970-01-01 of the AEST calendar day an instant falls on. */
export function aestDay(at: Date): number {
  return dayNumberOf(aestDate(at));
}

const dayOfDate = dayNumberOf;

/** 1970-01-01 was a Thursday. */
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;

const weekdayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
/** The AEST weekday an instant falls on, named as offers' selectable days are (sunday…saturday). */
export const aestWeekdayName = (at: Date): string => weekdayNames[weekdayOf(aestDay(at))] as string;
const mod = (a: number, n: number) => ((a % n) + n) % n;

function validate(s: DrawSchedule): void {
  const epochDay = dayOfDate(s.epoch.date);
  if (!s.weekdays.includes(weekdayOf(epochDay))) throw new Error(`Schedule epoch ${s.epoch.date} is not a draw day`);
  if ((s.everyWeeks ?? 1) > 1 && s.weekdays.length !== 1) throw new Error('A schedule every n weeks has one weekday');
}

export function isDrawDay(s: DrawSchedule, day: number): boolean {
  if (!s.weekdays.includes(weekdayOf(day))) return false;
  const every = s.everyWeeks ?? 1;
  return every === 1 || mod(day - dayOfDate(s.epoch.date), 7 * every) === 0;
}

/** Draw days in [from, to) for from <= to. */
function countDrawDays(s: DrawSchedule, from: number, to: number): number {
  const every = s.everyWeeks ?? 1;
  if (every > 1) {
    // Draw days are epoch + k * 7 * every; count the k in range.
    const epochDay = dayOfDate(s.epoch.date);
    const period = 7 * every;
    return Math.ceil((to - epochDay) / period) - Math.ceil((from - epochDay) / period);
  }
  const weeks = Math.floor((to - from) / 7);
  let count = weeks * s.weekdays.length;
  for (let d = from + weeks * 7; d < to; d++) if (s.weekdays.includes(weekdayOf(d))) count++;
  return count;
}

/** The number of the draw held on an AEST day (which must be a draw day). */
export function drawNoOn(s: DrawSchedule, day: number): number {
  const epochDay = dayOfDate(s.epoch.date);
  return day >= epochDay
    ? s.epoch.drawNo + countDrawDays(s, epochDay, day)
    : s.epoch.drawNo - countDrawDays(s, day, epochDay);
}

export function drawOnDay(s: DrawSchedule, day: number): ScheduledDraw {
  const drawDate = aestInstant(dateOfDayNumber(day), s.time);
  return {
    drawNo: drawNoOn(s, day),
    drawDate,
    stopDate: new Date(drawDate.getTime() - s.stopMinutesBefore * 60_000),
  };
}

/**
 * Draws around `now`, oldest first: those drawn in the `historyDays` before it, the one whose
 * sales stopped but which is not drawn yet (closing), and the next `upcoming` still on sale.
 */
export function drawsAround(
  s: DrawSchedule,
  now: Date,
  opts: { historyDays: number; upcoming: number },
): { past: ScheduledDraw[]; closing: ScheduledDraw[]; upcoming: ScheduledDraw[] } {
  validate(s);
  const today = aestDay(now);
  const past: ScheduledDraw[] = [];
  const closing: ScheduledDraw[] = [];
  const upcoming: ScheduledDraw[] = [];
  for (let day = today - opts.historyDays; upcoming.length < opts.upcoming; day++) {
    if (!isDrawDay(s, day)) continue;
    const draw = drawOnDay(s, day);
    if (draw.stopDate.getTime() > now.getTime()) upcoming.push(draw);
    else if (draw.drawDate.getTime() <= now.getTime()) past.push(draw);
    else closing.push(draw);
  }
  return { past, closing, upcoming };
}

/** The draw a schedule holds just before another (for a raffle's pre-order and open dates). */
export function previousDraw(s: DrawSchedule, draw: ScheduledDraw): ScheduledDraw {
  let day = aestDay(new Date(draw.drawDate.getTime())) - 1;
  while (!isDrawDay(s, day)) day--;
  return drawOnDay(s, day);
}
