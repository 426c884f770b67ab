import { describe, expect, it } from 'vitest';
import { computeStatistics, overdueNumbers, type ResultForStatistics } from './statistics';

const result = (drawNo: number, numbers: number[], extra: number[] = []): ResultForStatistics => ({
  drawNo,
  drawDate: new Date(Date.UTC(2026, 0, drawNo)),
  winningNumbers: [
    { name: 'Numbers', numbers, ordered: false },
    { name: 'Supplementary', numbers: extra, ordered: false },
  ],
});

// Newest first, as the service reads them.
const results = [result(3, [1, 2, 3], [9]), result(2, [1, 2, 4], [8]), result(1, [1, 5, 6], [9])];
const ranges = [
  { name: 'Numbers', min: 1, max: 10, listSize: 3 },
  { name: 'Supplementary', min: 1, max: 10, listSize: 3 },
];

describe('statistics', () => {
  it('counts every number of the range, including those never drawn', () => {
    const stats = computeStatistics('demo', results, ranges);
    const numbers = stats.sets[0];
    expect(numbers?.frequencies).toHaveLength(10);
    expect(numbers?.frequencies.map((f) => f.count)).toEqual([3, 2, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect(numbers?.frequencies[0]).toEqual({ number: 1, count: 3, drawsSinceDrawn: 0, lastDrawnDrawNo: 3 });
    expect(numbers?.frequencies[3]).toEqual({ number: 4, count: 1, drawsSinceDrawn: 1, lastDrawnDrawNo: 2 });
    expect(numbers?.frequencies[9]).toEqual({ number: 10, count: 0, drawsSinceDrawn: null, lastDrawnDrawNo: null });
  });

  it('ranks hot by count then recency, cold by count then longest gap', () => {
    const [numbers, supp] = computeStatistics('demo', results, ranges).sets;
    // 1 (3), 2 (2), then among count 1 the most recent: 3 (drawn in the latest draw).
    expect(numbers?.hot).toEqual([1, 2, 3]);
    expect(numbers?.cold).toEqual([7, 8, 9]);
    expect(supp?.hot).toEqual([9, 8, 1]);
  });

  it('describes the analysed window', () => {
    const stats = computeStatistics('demo', results, ranges);
    expect(stats.drawsAnalysed).toBe(3);
    expect(stats.firstDrawNo).toBe(1);
    expect(stats.lastDrawNo).toBe(3);
    expect(stats.lastDrawDate).toBe(new Date(Date.UTC(2026, 0, 3)).toISOString());
  });

  it('counts a digit drawn twice in one draw twice', () => {
    const stats = computeStatistics(
      'super_66',
      [{ drawNo: 1, drawDate: new Date(0), winningNumbers: [{ name: 'Numbers', numbers: [7, 7, 0], ordered: true }] }],
      [{ name: 'Numbers', min: 0, max: 9, listSize: 3 }],
    );
    expect(stats.sets[0]?.frequencies[7]?.count).toBe(2);
  });

  it('answers empty statistics when there are no results', () => {
    const stats = computeStatistics('demo', [], ranges);
    expect(stats.drawsAnalysed).toBe(0);
    expect(stats.lastDrawNo).toBeNull();
    expect(stats.sets[0]?.frequencies.every((f) => f.count === 0)).toBe(true);
  });

  it('lists overdue numbers, never drawn first', () => {
    const numbers = computeStatistics('demo', results, ranges).sets[0];
    expect(numbers && overdueNumbers(numbers, 5)).toEqual([7, 8, 9, 10, 5]);
  });
});
