import { describe, expect, it } from 'vitest';
import { ApiError, apiMessages, createApi, isAbortError, isElevationFailure, networkErrorStatus } from './api';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fake fetch that answers from a list of handlers in order and records the calls. */
function fakeFetch(...handlers: Handler[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const handler = handlers.shift();
    if (!handler) throw new Error(`unexpected call to ${url}`);
    return handler(url, init);
  }) as typeof fetch;
  return { fetcher, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (result: unknown) => json(200, { result, messages: [], errors: null, error: null });
const fail = (status: number, code: string, message: string, errors: unknown = null) =>
  json(status, { result: null, messages: [{ code, message, level: 'error' }], errors, error: null });

describe('createApi', () => {
  it('sends the spec headers and snake_case bodies, and reads the envelope', async () => {
    const { fetcher, calls } = fakeFetch(() => ok({ customerId: 'c1' }));
    const api = createApi(fetcher, { now: () => 1234 });
    const answer = await api<{ customerId: string }>('/customer/details', {
      method: 'POST',
      version: '3.2',
      body: { firstName: 'Ann' },
    });
    expect(answer.result).toEqual({ customerId: 'c1' });
    expect(calls[0]!.url).toBe('/v2/customer/details');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.version).toBe('3.2');
    expect(headers['app-key']).toBe('drawline-web');
    expect(headers.timestamp).toBe('1234');
    expect(calls[0]!.init.body).toBe('{"first_name":"Ann"}');
  });

  it('form-encodes calls flagged as forms', async () => {
    const { fetcher, calls } = fakeFetch(() => ok(null));
    await createApi(fetcher)('/customer/change-password', {
      method: 'POST',
      form: true,
      body: { currentPassword: 'a b', newPassword: 'c' },
    });
    expect(calls[0]!.init.body).toBe('current_password=a+b&new_password=c');
  });

  it('gives an empty envelope for 204', async () => {
    const { fetcher } = fakeFetch(() => new Response(null, { status: 204 }));
    expect((await createApi(fetcher)('/logout')).result).toBeNull();
  });

  it('takes the first message, its code and the errors map; an error field counts as general', async () => {
    const { fetcher } = fakeFetch(() =>
      json(400, {
        result: { partial: true },
        messages: [{ code: 'validation_failed', message: 'Some fields are not valid.', level: 'error' }],
        errors: { email: [{ code: 'email', message: 'Please enter a valid email address' }] },
        error: { code: 'x', message: 'General problem' },
      }),
    );
    const error = await createApi(fetcher)('/signup', { method: 'POST' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Some fields are not valid.');
    expect(error.code).toBe('validation_failed');
    expect(error.result).toEqual({ partial: true });
    expect(error.fieldMessages()).toEqual({
      email: ['Please enter a valid email address'],
      general: ['General problem'],
    });
  });

  it('falls back to the default message when the answer has none', async () => {
    const { fetcher } = fakeFetch(() => json(409, { result: null, messages: [] }));
    const error = await createApi(fetcher)('/thing').catch((e) => e);
    expect(error.message).toBe('The API responded with a 409 error when requesting the following url: /v2/thing');
  });

  it('reports an unparseable body as 422 with the transform message', async () => {
    const { fetcher } = fakeFetch(() => new Response('<html>', { status: 200 }));
    const error = await createApi(fetcher)('/config').catch((e) => e);
    expect(error.status).toBe(422);
    expect(error.message).toBe(
      'An error occurred when transforming the API result to JSON for the following url: /v2/config',
    );
  });

  it('refreshes then retries once on 401', async () => {
    const { fetcher, calls } = fakeFetch(
      () => fail(401, 'unauthorised', 'Sign in to continue.'),
      () => ok({ accessToken: 'a', refreshToken: 'r' }),
      () => ok({ customerId: 'c1' }),
    );
    const answer = await createApi(fetcher)('/customer');
    expect(answer.result).toEqual({ customerId: 'c1' });
    expect(calls.map((c) => c.url)).toEqual(['/v2/customer', '/v2/refresh', '/v2/customer']);
  });

  it('refreshes on a 403 that is not REQUIRED, and gives up after one retry', async () => {
    const { fetcher, calls } = fakeFetch(
      () => fail(403, 'forbidden', 'No.'),
      () => ok({ accessToken: 'a', refreshToken: 'r' }),
      () => fail(403, 'forbidden', 'Still no.'),
    );
    const error = await createApi(fetcher)('/customer').catch((e) => e);
    expect(error.message).toBe('Still no.');
    expect(calls).toHaveLength(3);
  });

  it('does not refresh for login, autologin and session calls', async () => {
    for (const path of ['/login', '/autologin', '/transfer', '/refresh', '/logout']) {
      const { fetcher, calls } = fakeFetch(() => fail(401, 'invalid_credentials', 'Wrong.'));
      const error = await createApi(fetcher)(path, { method: 'POST' }).catch((e) => e);
      expect(error.code).toBe('invalid_credentials');
      expect(calls).toHaveLength(1);
    }
  });

  it('signs out with the unauthorised notice when no refresh token is held', async () => {
    const seen: ApiError[] = [];
    const { fetcher, calls } = fakeFetch(() => fail(401, 'unauthorised', 'Sign in to continue.'));
    const api = createApi(fetcher, { hasRefreshToken: () => false, onSignedOut: (e) => seen.push(e) });
    const error = await api('/customer').catch((e) => e);
    expect(calls).toHaveLength(1);
    expect(error.isSignedOut).toBe(true);
    expect(error.extra.title).toBe('401 - Something went wrong');
    expect(error.message).toBe('Sorry, looks like we had some trouble verifying your login details. Please try again.');
    expect(seen).toEqual([error]);
  });

  it('signs out when the refresh is refused', async () => {
    const seen: ApiError[] = [];
    const { fetcher } = fakeFetch(
      () => fail(401, 'unauthorised', 'Sign in to continue.'),
      () => fail(401, 'refresh_token_invalid', 'No.'),
    );
    const error = await createApi(fetcher, { onSignedOut: (e) => seen.push(e) })('/customer').catch((e) => e);
    expect(error.isSignedOut).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('keeps the call of a 403 REQUIRED and replays it with the code', async () => {
    const { fetcher, calls } = fakeFetch(
      () => fail(403, 'REQUIRED', 'Two factor authentication is required'),
      () => ok({ changed: true }),
    );
    const api = createApi(fetcher);
    const error: ApiError = await api('/customer/change-password', {
      method: 'POST',
      form: true,
      body: { newPassword: 'x' },
    }).catch((e) => e);
    expect(error.isElevationRequired).toBe(true);
    expect(calls).toHaveLength(1);
    const stored = error.extra.request!;
    const answer = await api.replay<{ changed: boolean }>(stored, '123456');
    expect(answer.result).toEqual({ changed: true });
    expect(calls[1]!.url).toBe('/v2/customer/change-password');
    expect((calls[1]!.init.headers as Record<string, string>).otp).toBe('123456');
    expect(calls[1]!.init.body).toBe('new_password=x');
  });

  it('tells a refused code apart from the call failing on its own rules', async () => {
    const { fetcher } = fakeFetch(
      () => fail(400, '2fa_incorrect', 'Code is incorrect or expired. Try again or contact support'),
      () => fail(400, 'password_incorrect', 'Your current password is incorrect.'),
    );
    const api = createApi(fetcher);
    const stored = { path: '/customer/change-password', options: { method: 'POST' as const } };
    expect(isElevationFailure(await api.replay(stored, '000000').catch((e) => e))).toBe(true);
    expect(isElevationFailure(await api.replay(stored, '123456').catch((e) => e))).toBe(false);
  });

  it('reports a refused code on refresh as AUTH_REFRESH_FAILED', async () => {
    const { fetcher, calls } = fakeFetch(() => fail(400, '2fa_incorrect', 'Code is incorrect'));
    const error = await createApi(fetcher)
      .refresh('000000')
      .catch((e) => e);
    expect(error.code).toBe('AUTH_REFRESH_FAILED');
    expect(error.message).toBe('Authentication refresh failed. Please try again.');
    expect(error.extra.level).toBe('error');
    expect(calls).toHaveLength(1);
  });

  it('maps a network failure to "Something went wrong" with a status by its message', async () => {
    const { fetcher } = fakeFetch(() => {
      throw new TypeError('NetworkError when attempting to fetch resource.');
    });
    const error = await createApi(fetcher)('/config').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(apiMessages.network);
    expect(error.status).toBe(408);
  });

  it('classes transport messages', () => {
    expect(networkErrorStatus('The request timed out')).toBe(408);
    expect(networkErrorStatus('Load failed')).toBe(408);
    expect(networkErrorStatus('The operation was aborted')).toBe(408);
    expect(networkErrorStatus('Blocked a frame with origin "x" from accessing a cross-origin frame')).toBe(418);
    expect(networkErrorStatus('Illegal invocation')).toBe(418);
    expect(networkErrorStatus('fetch failed')).toBe(500);
  });

  it('rejects our own abort quietly with the abort itself', async () => {
    const controller = new AbortController();
    const { fetcher } = fakeFetch((_url, init) => {
      controller.abort();
      throw init.signal?.reason ?? new DOMException('aborted', 'AbortError');
    });
    const error = await createApi(fetcher)('/config', { signal: controller.signal }).catch((e) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isAbortError(error)).toBe(true);
  });
});
