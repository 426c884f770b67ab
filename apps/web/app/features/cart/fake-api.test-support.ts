import type { AppLoadContext } from 'react-router';

export interface SeenCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; result?: unknown; code?: string; message?: string; errors?: unknown };

/**
 * A stand-in for the platform API behind the storefront's loaders: answers by "METHOD /path"
 * (without /v2), records every call, and gives a load context as the server would.
 */
export function fakeApi(routes: Record<string, (call: SeenCall) => Answer>, options: { cookieSecure?: boolean } = {}) {
  const calls: SeenCall[] = [];
  const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://internal');
    const method = init?.method ?? 'GET';
    const path = `${url.pathname.replace(/^\/v2/, '')}${url.search}`;
    const call = {
      method,
      path,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = route ? route(call) : { status: 404, code: 'route_not_found', message: 'There is no such call.' };
    const status = answer.status ?? 200;
    const body =
      status < 400
        ? { result: answer.result ?? null, messages: [], errors: null, error: null }
        : {
            result: null,
            messages: [{ code: answer.code, message: answer.message, level: 'error' }],
            errors: answer.errors ?? null,
            error: null,
          };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const context = {
    apiFetch,
    cspNonce: '',
    requestId: 'r',
    cookieSecure: options.cookieSecure ?? false,
  } as AppLoadContext;
  return { calls, context };
}

export const pageRequest = (cookie = '', path = '/cart') => new Request(`http://shop${path}`, { headers: { cookie } });
