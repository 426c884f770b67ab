import type { PlatformPort } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loginAction } from './login.server';

type Scripted = { refusal: { status: number; envelope: Record<string, unknown> } } | { session: unknown };

/** A load context whose pages' port answers POST /login from a script, recording each call's body. */
function contextAnswering(answers: Scripted[]) {
  const calls: { call: string; body: unknown }[] = [];
  const platform = () =>
    ({
      login: async (body: unknown) => {
        calls.push({ call: 'login', body });
        const next = answers.shift();
        if (!next) throw new Error('No answer scripted.');
        if ('refusal' in next) throw { name: 'PortRefusal', ...next.refusal };
        return { answer: next.session, setCookies: [] };
      },
    }) as unknown as PlatformPort;
  return { context: { platform, cspNonce: '', requestId: 'r' } as unknown as AppLoadContext, calls };
}

const post = (fields: Record<string, string>) =>
  new Request('http://shop.test/login', { method: 'POST', body: new URLSearchParams(fields) });

const required: Scripted = {
  refusal: {
    status: 401,
    envelope: {
      result: { method: 'email', identifier: 'ann********', twoFactorToken: 'signed-challenge' },
      error: { code: '2fa_required', message: 'Enter the 6 digit code' },
      messages: [{ code: '2fa_required', message: 'Enter the 6 digit code', level: 'error' }],
    },
  },
};

describe('the login action and two-factor (docs/decisions/088)', () => {
  it('answers the code step with the challenge, and never the password, with or without scripts', async () => {
    for (const js of [{}, { js: '1' }] as Record<string, string>[]) {
      const { context } = contextAnswering([required]);
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
    const { context, calls } = contextAnswering([{ session: { isAuthenticated: true, forcePasswordChange: false } }]);
    const outcome = await loginAction(
      post({ method: 'email', identifier: 'ann********', twoFactorToken: 'signed-challenge', otp: '123456' }),
      context,
      '/',
    ).catch((thrown: unknown) => thrown);
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).headers.get('location')).toBe('/');
    expect(calls).toEqual([
      { call: 'login', body: { twoFactorToken: 'signed-challenge', otp: '123456', rememberDevice: false } },
    ]);
  });
});
