import { type OrderStatus, orderStatuses } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error';
import { assertOrderTransition, canMoveOrder, orderTransitions, PAID_ORDER_STATUS } from './order-status';

describe('order status transitions', () => {
  const allowed = new Set(['pending>completed', 'pending>failed', 'completed>refunded']);

  it('checks every pair of statuses: only pending to completed or failed, and completed to refunded', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const pair = `${from}>${to}`;
        expect(canMoveOrder(from, to), pair).toBe(allowed.has(pair));
        if (allowed.has(pair)) {
          expect(() => assertOrderTransition(from, to), pair).not.toThrow();
          continue;
        }
        let error: unknown;
        try {
          assertOrderTransition(from, to);
        } catch (e) {
          error = e;
        }
        expect(error, pair).toBeInstanceOf(AppError);
        expect((error as AppError).code, pair).toBe('conflict');
        expect((error as AppError).options.result, pair).toEqual({ from, to, allowed: orderTransitions[from] });
      }
    }
  });

  it('lists every status, with failed and refunded as ends; an order paid in its transaction is completed', () => {
    expect(Object.keys(orderTransitions).sort()).toEqual([...orderStatuses].sort());
    const ends = orderStatuses.filter((s) => orderTransitions[s].length === 0);
    expect(ends.sort()).toEqual<OrderStatus[]>(['failed', 'refunded']);
    expect(PAID_ORDER_STATUS).toBe('completed');
  });
});
