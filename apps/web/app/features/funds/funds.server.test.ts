import { DEPOSIT_FAILURE_FALLBACK, formMessages } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { firstMessage } from './funds.server';

describe('deposit failure message (3-account.md §8)', () => {
  it('shows the first server message: a field message first, else the general one', () => {
    const amount = new ApiError(
      400,
      'Some fields are not valid.',
      'validation_failed',
      {
        amount: [{ code: 'amount_invalid', message: formMessages.currency }],
      },
      null,
    );
    expect(firstMessage(amount)).toBe(formMessages.currency);
    const declined = new ApiError(
      402,
      'Your card was declined.',
      'payment_declined',
      {
        general: [{ code: 'payment_declined', message: 'Your card was declined.' }],
      },
      null,
    );
    expect(firstMessage(declined)).toBe('Your card was declined.');
  });

  it('falls back to the spec text for a server fault or anything that is not an answer', () => {
    expect(firstMessage(new ApiError(500, 'Something went wrong', 'internal_error', null, null))).toBe(
      DEPOSIT_FAILURE_FALLBACK,
    );
    expect(firstMessage(new Error('network'))).toBe(DEPOSIT_FAILURE_FALLBACK);
    expect(firstMessage(null)).toBe(DEPOSIT_FAILURE_FALLBACK);
  });
});
