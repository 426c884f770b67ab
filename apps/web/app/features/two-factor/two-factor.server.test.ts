import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { twoFactorAnswer } from './two-factor.server';

const apiError = (status: number, code: string, result: unknown = null) =>
  new ApiError(status, 'x', code, null, result);

describe('twoFactorAnswer', () => {
  it('shows the form for 2fa_required with the method and identifier of the answer', () => {
    const answer = twoFactorAnswer(
      apiError(401, '2fa_required', { method: 'email', identifier: 'ann@***', twoFactorToken: 't1' }),
    );
    expect(answer).toEqual({
      prompt: { method: 'email', identifier: 'ann@***', twoFactorToken: 't1' },
      state: { error: null },
    });
  });

  it('keeps the posted prompt when an incorrect or locked answer carries none', () => {
    const form = new FormData();
    form.set('method', 'email');
    form.set('identifier', 'ann@***');
    form.set('twoFactorToken', 't1');
    expect(twoFactorAnswer(apiError(400, '2fa_incorrect'), form)).toEqual({
      prompt: { method: 'email', identifier: 'ann@***', twoFactorToken: 't1' },
      state: { error: '2fa_incorrect' },
    });
    expect(twoFactorAnswer(apiError(423, '2fa_account_locked'), form)?.state.error).toBe('2fa_account_locked');
  });

  it('ignores other failures', () => {
    expect(twoFactorAnswer(apiError(401, 'invalid_credentials'))).toBeNull();
    expect(twoFactorAnswer(new Error('x'))).toBeNull();
  });
});
