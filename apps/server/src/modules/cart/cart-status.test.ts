import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error';
import { assertCartTransition, canMoveCart, cartStatuses } from './cart-status';

describe('cart status transitions', () => {
  it('allows exactly: an active cart is bought or converted, and nothing leaves those states', () => {
    const allowed = cartStatuses.flatMap((from) =>
      cartStatuses.filter((to) => canMoveCart(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual(['active>converted', 'active>purchased']);
  });

  it('refuses every other move with a conflict', () => {
    for (const from of cartStatuses) {
      for (const to of cartStatuses) {
        if (canMoveCart(from, to)) continue;
        expect(() => assertCartTransition(from, to), `${from} -> ${to}`).toThrow(AppError);
      }
    }
  });
});
