import { describe, expect, it } from 'vitest';
import { salesPeriods } from './read-dashboard';

describe('salesPeriods: the shop day and week, in AEST', () => {
  it('a Wednesday afternoon in Brisbane: today from its midnight, the week from Monday', () => {
    // 2026-03-04 is a Wednesday; 05:00Z is 15:00 AEST.
    const { todayFrom, weekFrom } = salesPeriods(new Date('2026-03-04T05:00:00Z'));
    expect(todayFrom.toISOString()).toBe('2026-03-03T14:00:00.000Z');
    expect(weekFrom.toISOString()).toBe('2026-03-01T14:00:00.000Z');
  });

  it('late Sunday UTC is already Monday in AEST: the week starts that Monday', () => {
    const { todayFrom, weekFrom } = salesPeriods(new Date('2026-03-08T15:00:00Z'));
    expect(todayFrom.toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(weekFrom.toISOString()).toBe('2026-03-08T14:00:00.000Z');
  });

  it('a Sunday in AEST belongs to the week that began the Monday before', () => {
    const { weekFrom } = salesPeriods(new Date('2026-03-08T02:00:00Z'));
    expect(weekFrom.toISOString()).toBe('2026-03-01T14:00:00.000Z');
  });
});
