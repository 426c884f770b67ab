import type { NumberFrequency, Statistics, StatisticsSet, WinningNumberSet } from '@drawline/contracts';

export interface ResultForStatistics {
  drawNo: number;
  drawDate: Date;
  winningNumbers: readonly WinningNumberSet[];
}

export interface StatisticsRange {
  name: string;
  min: number;
  max: number;
  /** How many numbers the hot and cold lists hold. */
  listSize: number;
}

/**
 * Number frequency, hot and cold numbers from past results (newest first). Every number of
 * each range is counted, so a number never drawn shows a count of 0.
 */
export function computeStatistics(
  lotteryKey: string,
  results: readonly ResultForStatistics[],
  ranges: readonly StatisticsRange[],
): Statistics {
  const sets: StatisticsSet[] = ranges.map((range) => {
    const byNumber = new Map<number, NumberFrequency>();
    for (let n = range.min; n <= range.max; n++) {
      byNumber.set(n, { number: n, count: 0, drawsSinceDrawn: null, lastDrawnDrawNo: null });
    }
    results.forEach((result, age) => {
      const set = result.winningNumbers.find((s) => s.name === range.name);
      if (!set) return;
      // A digit drawn twice in one draw (Super 66) counts twice.
      for (const n of set.numbers) {
        const f = byNumber.get(n);
        if (!f) continue;
        f.count += 1;
        if (f.drawsSinceDrawn === null) {
          f.drawsSinceDrawn = age;
          f.lastDrawnDrawNo = result.drawNo;
        }
      }
    });
    const frequencies = [...byNumber.values()];
    const size = Math.min(range.listSize, frequencies.length);
    const sinceOrNever = (f: NumberFrequency) => f.drawsSinceDrawn ?? Number.POSITIVE_INFINITY;
    const hot = [...frequencies]
      .sort((a, b) => b.count - a.count || sinceOrNever(a) - sinceOrNever(b) || a.number - b.number)
      .slice(0, size)
      .map((f) => f.number);
    const cold = [...frequencies]
      .sort((a, b) => a.count - b.count || sinceOrNever(b) - sinceOrNever(a) || a.number - b.number)
      .slice(0, size)
      .map((f) => f.number);
    return { name: range.name, min: range.min, max: range.max, frequencies, hot, cold };
  });
  const newest = results[0];
  const oldest = results[results.length - 1];
  return {
    lotteryKey,
    drawsAnalysed: results.length,
    firstDrawNo: oldest?.drawNo ?? null,
    lastDrawNo: newest?.drawNo ?? null,
    firstDrawDate: oldest?.drawDate.toISOString() ?? null,
    lastDrawDate: newest?.drawDate.toISOString() ?? null,
    sets,
  };
}

/** Numbers longest since drawn (never drawn first), for the overdue tip. */
export function overdueNumbers(set: StatisticsSet, size: number): number[] {
  return [...set.frequencies]
    .sort(
      (a, b) =>
        (b.drawsSinceDrawn ?? Number.POSITIVE_INFINITY) - (a.drawsSinceDrawn ?? Number.POSITIVE_INFINITY) ||
        a.number - b.number,
    )
    .slice(0, size)
    .map((f) => f.number);
}
