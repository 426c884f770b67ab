import { withdrawalStatuses } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { assertWithdrawalTransition, canMoveWithdrawal } from './withdrawal-status';

const allowed = new Set([
  'requested>approved',
  'requested>rejected',
  'requested>cancelled',
  'approved>paid',
  'approved>rejected',
]);

describe('withdrawal transitions', () => {
  for (const from of withdrawalStatuses) {
    for (const to of withdrawalStatuses) {
      const ok = allowed.has(`${from}>${to}`);
      it(`${from} → ${to} is ${ok ? 'allowed' : 'refused'}`, () => {
        expect(canMoveWithdrawal(from, to)).toBe(ok);
        if (ok) expect(() => assertWithdrawalTransition(from, to)).not.toThrow();
        else expect(() => assertWithdrawalTransition(from, to)).toThrow(/cannot move/);
      });
    }
  }
});
