import { describe, expect, it } from 'vitest';
import { statusChangeOf, wholeDollarsToCents } from './recurring-forms';

describe('the recurring forms', () => {
  it('asks for the status each button names, a timed pause until the start of its day in shop time', () => {
    expect(statusChangeOf('pause', '')).toEqual({ status: 'recurring_status_paused' });
    expect(statusChangeOf('unpause', '2026-01-01')).toEqual({ status: 'recurring_status_active' });
    expect(statusChangeOf('cancel', '')).toEqual({ status: 'recurring_status_cancelled' });
    expect(statusChangeOf('timed-pause', '2026-04-01')).toEqual({
      status: 'recurring_status_timed_pause',
      pausedUntil: '2026-04-01T00:00:00+10:00',
    });
    for (const bad of ['', '2026-02-31', '01/04/2026', '2026-4-1', '2026-04-01T00:00']) {
      expect(statusChangeOf('timed-pause', bad)).toEqual({ error: 'Choose the date the pause ends' });
    }
  });

  it('reads a minimum jackpot in whole dollars as cents, empty as none, and refuses the rest', () => {
    expect(wholeDollarsToCents('20000000')).toBe('2000000000');
    expect(wholeDollarsToCents('$20,000,000')).toBe('2000000000');
    expect(wholeDollarsToCents('')).toBe('0');
    for (const bad of ['-5', '1.50', 'NaN', '1e9', 'ten', '12345678901']) {
      expect(wholeDollarsToCents(bad), bad).toBeNull();
    }
  });
});
