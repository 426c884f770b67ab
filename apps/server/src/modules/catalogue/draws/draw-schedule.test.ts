import { describe, expect, it } from 'vitest';
import { aestDay, type DrawSchedule, drawNoOn, drawsAround, previousDraw } from './draw-schedule';

const saturday: DrawSchedule = {
  weekdays: [6],
  epoch: { date: '2024-01-06', drawNo: 4432 },
  time: { hour: 20, minute: 30 },
  stopMinutesBefore: 60,
};
const strike: DrawSchedule = { ...saturday, weekdays: [1, 3, 6], epoch: { date: '2024-01-01', drawNo: 4201 } };
const fourWeekly: DrawSchedule = {
  weekdays: [0],
  everyWeeks: 4,
  epoch: { date: '2024-01-07', drawNo: 180 },
  time: { hour: 11, minute: 0 },
  stopMinutesBefore: 13 * 60,
};
const day = (iso: string) => aestDay(new Date(`${iso}T12:00:00+10:00`));

describe('draw schedule', () => {
  it('numbers draws one up per draw, before and after the known draw', () => {
    expect(drawNoOn(saturday, day('2024-01-06'))).toBe(4432);
    expect(drawNoOn(saturday, day('2024-01-13'))).toBe(4433);
    expect(drawNoOn(saturday, day('2023-12-30'))).toBe(4431);
    expect(drawNoOn(strike, day('2024-01-03'))).toBe(4202);
    expect(drawNoOn(strike, day('2024-01-06'))).toBe(4203);
    expect(drawNoOn(strike, day('2024-01-08'))).toBe(4204);
    expect(drawNoOn(strike, day('2023-12-30'))).toBe(4200);
    expect(drawNoOn(fourWeekly, day('2024-02-04'))).toBe(181);
    expect(drawNoOn(fourWeekly, day('2023-12-10'))).toBe(179);
  });

  it('draws at the AEST time and stops sales before it', () => {
    const { upcoming } = drawsAround(saturday, new Date('2026-03-09T00:00:00Z'), { historyDays: 0, upcoming: 1 });
    expect(upcoming[0]?.drawDate.toISOString()).toBe('2026-03-14T10:30:00.000Z');
    expect(upcoming[0]?.stopDate.toISOString()).toBe('2026-03-14T09:30:00.000Z');
  });

  it('splits draws into past, closing and upcoming around now', () => {
    // Saturday 14 March 2026, 20:00 AEST: sales stopped at 19:30, the draw is at 20:30.
    const now = new Date('2026-03-14T10:00:00Z');
    const { past, closing, upcoming } = drawsAround(saturday, now, { historyDays: 21, upcoming: 2 });
    expect(past.map((d) => d.drawDate.toISOString().slice(0, 10))).toEqual(['2026-02-21', '2026-02-28', '2026-03-07']);
    expect(closing.map((d) => d.drawDate.toISOString().slice(0, 10))).toEqual(['2026-03-14']);
    expect(upcoming.map((d) => d.drawDate.toISOString().slice(0, 10))).toEqual(['2026-03-21', '2026-03-28']);
    expect(upcoming[0] && upcoming[0].drawNo - (past[0]?.drawNo ?? 0)).toBe(4);
  });

  it('finds the draw before one', () => {
    const { upcoming } = drawsAround(fourWeekly, new Date('2026-03-09T00:00:00Z'), { historyDays: 0, upcoming: 1 });
    const draw = upcoming[0];
    if (!draw) throw new Error('no draw');
    const before = previousDraw(fourWeekly, draw);
    expect(before.drawNo).toBe(draw.drawNo - 1);
    expect(draw.drawDate.getTime() - before.drawDate.getTime()).toBe(28 * 86_400_000);
  });

  it('refuses a schedule whose known draw is not a draw day', () => {
    expect(() =>
      drawsAround({ ...saturday, epoch: { date: '2024-01-05', drawNo: 1 } }, new Date(), {
        historyDays: 0,
        upcoming: 1,
      }),
    ).toThrow(/not a draw day/);
  });
});
