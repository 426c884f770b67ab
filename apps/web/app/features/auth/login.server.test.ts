import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loginAction } from './login.server';

const envelope = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ result: null, ...body }), { status, headers: { 'content-type': 'application/json' } });

/** A load context whose API answers from a script, recording each call's path and body. */
function contextAnswering(answers: Response[]) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ path: new URL(String(input), 'http://x').pathname, body: JSON.parse(String(init?.body ?? '{}')) });
    return answers.shift() ?? envelope(500, {});
  }) as typeof fetch;
  return { context: { apiFetch, cspNonce: '', requestId: 'r' } as unknown as AppLoadContext, calls };
}

const post = (fields: Record<string, string>) =>
  new Request('http://shop.test/login', { method: 'POST', body: new URLSearchParams(fields) });

const required = envelope(401, {
  error: { code: '2fa_required', message: 'Enter the 6 digit code' },
  messages: [{ code: '2fa_required', message: 'Enter the 6 digit code', level: 'error' }],
  result: { method: 'email', identifier: 'ann********', twoFactorToken: 'signed-challenge' },
});

describe('the login action and two-factor (docs/decisions/088)', () => {
  it('answers the code step with the challenge, and never the password, with or without scripts', async () => {
    for (const js of [{}, { js: '1' }] as Record<string, string>[]) {
      const { context } = contextAnswering([required.clone()]);
      const answer = await loginAction(
        post({ email: 'ann@example.com', password: 'Correct-Horse-9-Battery', ...js }),
        context,
        '/',
      );
      const data = (answer as { data: unknown }).data;
      expect(JSON.stringify(data)).not.toContain('Correct-Horse-9-Battery');
      expect(data).toMatchObject({ twoFactor: { prompt: { twoFactorToken: 'signed-challenge' } } });
    }
  });

  it('exchanges the challenge and the code for the session, sending no email or password', async () => {
    const { context, calls } = contextAnswering([
      envelope(200, { result: { isAuthenticated: true, forcePasswordChange: false } }),
    ]);
    const outcome = await loginAction(
      post({ method: 'email', identifier: 'ann********', twoFactorToken: 'signed-challenge', otp: '123456' }),
      context,
      '/',
    ).catch((thrown: unknown) => thrown);
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).headers.get('location')).toBe('/');
    expect(calls).toEqual([
      { path: '/v2/login', body: { two_factor_token: 'signed-challenge', otp: '123456', remember_device: false } },
    ]);
  });
});
