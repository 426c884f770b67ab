import { describe, expect, it } from 'vitest';
import { isRecurringOn } from './recurring';
import { heldUntilSalesOpen } from './scheduled-purchases';

describe('heldUntilSalesOpen (decisions 364, 556)', () => {
  const line = { purchaseStatus: 'pre_order', drawCount: 1, gameType: 'standard', recurs: false };

  it('holds a line bought once for one draw whose sales have not opened', () => {
    expect(heldUntilSalesOpen(line)).toBe(true);
  });

  it('buys outright a draw on sale, several draws, a syndicate share or a recurring line', () => {
    expect(heldUntilSalesOpen({ ...line, purchaseStatus: 'open' })).toBe(false);
    expect(heldUntilSalesOpen({ ...line, drawCount: 2 })).toBe(false);
    expect(heldUntilSalesOpen({ ...line, gameType: 'syndicate' })).toBe(false);
    expect(heldUntilSalesOpen({ ...line, recurs: true })).toBe(false);
  });
});

describe('isRecurringOn (2-shopping.md §4)', () => {
  it('is on when enabled, when the offer makes it mandatory, or for a subscription game', () => {
    expect(isRecurringOn('standard', 'autoplay', true, 'optional')).toBe(true);
    expect(isRecurringOn('standard', 'autoplay', false, 'always')).toBe(true);
    expect(isRecurringOn('deferred', null, false, undefined)).toBe(true);
    expect(isRecurringOn('standard', 'autoplay', false, 'optional')).toBe(false);
    expect(isRecurringOn('standard', null, true, 'always')).toBe(false);
  });
});
