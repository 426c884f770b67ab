import { describe, expect, it } from 'vitest';
import type { RecurringCandidate } from './recurring-due';
import { dueDrawOf } from './recurring-due';
import { canMoveRecurring } from './recurring-status';
import type { RecurringRow } from './recurring-store';

const day = 86_400_000;
const at = (iso: string) => new Date(iso);

function candidate(row: Partial<RecurringRow>, placed: Partial<RecurringCandidate> = {}): RecurringCandidate {
  return {
    row: {
      kind: 'autoplay',
      day: null,
      frequency: null,
      startsAfter: at('2026-03-01T00:00:00Z'),
      ...row,
    } as RecurringRow,
    lastPlacedDrawDate: null,
    lastPurchasedDrawDate: null,
    ...placed,
  };
}

const draws = [
  { drawId: 'd3', drawDate: at('2026-03-19T09:30:00Z'), weekday: 'thursday' },
  { drawId: 'd1', drawDate: at('2026-03-05T09:30:00Z'), weekday: 'thursday' },
  { drawId: 'd2', drawDate: at('2026-03-07T09:30:00Z'), weekday: 'saturday' },
];

describe('dueDrawOf', () => {
  it('is the soonest draw on sale after what the checkout bought, and never one weeks ahead', () => {
    expect(dueDrawOf(candidate({}), draws)?.drawId).toBe('d1');
    // d1 placed: the next one is not bought until it is the soonest on sale.
    expect(dueDrawOf(candidate({}, { lastPlacedDrawDate: at('2026-03-05T09:30:00Z') }), draws)).toBeUndefined();
    expect(dueDrawOf(candidate({ startsAfter: at('2026-03-05T09:30:00Z') }), draws)).toBeUndefined();
    expect(dueDrawOf(candidate({}), [])).toBeUndefined();
  });

  it('keeps to the weekday an entry plays on', () => {
    expect(dueDrawOf(candidate({ day: 'saturday' }), draws)?.drawId).toBe('d2');
  });

  it('buys a subscription no sooner than its frequency after the last draw it bought', () => {
    const monthly = candidate({ kind: 'subscription', frequency: 'monthly', startsAfter: at('2026-02-05T09:30:00Z') });
    expect(dueDrawOf(monthly, draws)?.drawId).toBe('d1');
    const recent = candidate(
      { kind: 'subscription', frequency: 'monthly', startsAfter: at('2026-01-01T00:00:00Z') },
      { lastPurchasedDrawDate: new Date(draws[1]!.drawDate.getTime() - 10 * day) },
    );
    expect(dueDrawOf(recent, draws)).toBeUndefined();
    const quarterly = candidate({
      kind: 'subscription',
      frequency: 'quarterly',
      startsAfter: at('2026-02-05T09:30:00Z'),
    });
    expect(dueDrawOf(quarterly, draws)).toBeUndefined();
  });
});

describe('the recurring status transitions', () => {
  it('allows pausing, timing, resuming and cancelling, and nothing out of cancelled', () => {
    expect(canMoveRecurring('recurring_status_active', 'recurring_status_paused')).toBe(true);
    expect(canMoveRecurring('recurring_status_paused', 'recurring_status_active')).toBe(true);
    expect(canMoveRecurring('recurring_status_timed_pause', 'recurring_status_active')).toBe(true);
    expect(canMoveRecurring('recurring_status_active', 'recurring_status_active')).toBe(false);
    for (const to of ['recurring_status_active', 'recurring_status_paused', 'recurring_status_cancelled'] as const) {
      expect(canMoveRecurring('recurring_status_cancelled', to)).toBe(false);
    }
  });
});
