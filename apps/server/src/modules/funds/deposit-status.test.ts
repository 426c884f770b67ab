import { depositStatuses } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { assertDepositTransition, canMoveDeposit } from './deposit-status';

describe('deposit transitions', () => {
  it('allows only a waiting deposit to end, and nothing to leave an end state', () => {
    const allowed = depositStatuses.flatMap((from) =>
      depositStatuses.filter((to) => canMoveDeposit(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'pending_authorisation>completed',
      'pending_authorisation>declined',
      'pending_authorisation>cancelled',
    ]);
    expect(() => assertDepositTransition('completed', 'completed')).toThrow(/cannot move/);
  });
});
