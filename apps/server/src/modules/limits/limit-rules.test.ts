import { describe, expect, it } from 'vitest';
import { changeOf, type LimitRow, limitInForce } from './limit-rules';
import { periodWindow } from './periods';

const now = new Date('2026-03-10T02:00:00Z'); // Tuesday 12:00 AEST
const row = (over: Partial<LimitRow> = {}): LimitRow => ({
  id: 'l1',
  customerId: 'c1',
  kind: 'spend',
  period: 'weekly',
  amount: 5000,
  currency: 'AUD',
  pendingAmount: null,
  pendingFrom: null,
  ...over,
});

describe('a limit in force', () => {
  it('keeps a waiting change until its cooling-off ends, then applies it', () => {
    const from = new Date(now.getTime() + 1000);
    expect(limitInForce(row({ pendingAmount: 9000, pendingFrom: from }), now)).toMatchObject({
      amount: 5000,
      pending: { amount: 9000, from },
    });
    expect(limitInForce(row({ pendingAmount: 9000, pendingFrom: from }), from)).toMatchObject({
      amount: 9000,
      pending: null,
    });
    expect(limitInForce(row({ pendingAmount: null, pendingFrom: from }), from)).toBeNull();
  });

  it('lowers at once (dropping a waiting raise) and raises only after the cooling-off', () => {
    const current = {
      id: 'l1',
      kind: 'spend' as const,
      period: 'weekly' as const,
      amount: 5000,
      currency: 'AUD',
      pending: null,
    };
    expect(changeOf(current, 3000, now, 7)).toEqual({ amount: 3000, pendingAmount: null, pendingFrom: null });
    expect(changeOf(current, 5000, now, 7)).toEqual({ amount: 5000, pendingAmount: null, pendingFrom: null });
    expect(changeOf(current, 8000, now, 7)).toEqual({
      amount: 5000,
      pendingAmount: 8000,
      pendingFrom: new Date('2026-03-17T02:00:00Z'),
    });
  });
});

describe('the period of a limit, in AEST', () => {
  it('is the calendar day, the week from Monday and the calendar month', () => {
    const iso = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];
    expect(iso(periodWindow('daily', now))).toEqual(['2026-03-09T14:00:00.000Z', '2026-03-10T14:00:00.000Z']);
    expect(iso(periodWindow('weekly', now))).toEqual(['2026-03-08T14:00:00.000Z', '2026-03-15T14:00:00.000Z']);
    expect(iso(periodWindow('monthly', now))).toEqual(['2026-02-28T14:00:00.000Z', '2026-03-31T14:00:00.000Z']);
    // Sunday 23:30 AEST is still the week that began on Monday; December rolls into January.
    expect(iso(periodWindow('weekly', new Date('2026-03-15T13:30:00Z')))[0]).toBe('2026-03-08T14:00:00.000Z');
    expect(iso(periodWindow('monthly', new Date('2026-12-31T13:00:00Z')))).toEqual([
      '2026-11-30T14:00:00.000Z',
      '2026-12-31T14:00:00.000Z',
    ]);
  });
});
