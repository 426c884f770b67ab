import type { PlatformPort } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';

export interface SeenCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; result?: unknown; code?: string; message?: string; errors?: unknown };

/** The HTTP call a port method stands for: a GET of its path, or a change with its body and key. */
type PortCall = string | { method: string; path: string; body?: unknown; key?: string };
type Keyed = { idempotencyKey?: string } | undefined;
const ref = (s: string) => encodeURIComponent(s);

/** The HTTP call each port method stands for (contracts PlatformPort), so one route table answers both. */
const portPaths: Partial<Record<keyof PlatformPort, (...args: never[]) => PortCall>> = {
  customer: () => '/customer',
  cart: () => '/cart/items',
  anonymousCart: (token: string) => `/anon-cart/${token}`,
  capabilities: () => '/capabilities',
  siteConfig: () => '/config',
  receipt: (checkoutId: string) => `/checkout/${checkoutId}`,
  addCartItem: (body: unknown, c: Keyed) => ({ method: 'POST', path: '/cart/items', body, key: c?.idempotencyKey }),
  updateCartItem: (id: string, body: unknown, c: Keyed) => ({
    method: 'PUT',
    path: `/cart/items/${ref(id)}`,
    body,
    key: c?.idempotencyKey,
  }),
  removeCartItem: (id: string, c: Keyed) => ({
    method: 'DELETE',
    path: `/cart/items/${ref(id)}`,
    key: c?.idempotencyKey,
  }),
  applyPromotion: (body: unknown, c: Keyed) => ({
    method: 'POST',
    path: '/cart/promotion',
    body,
    key: c?.idempotencyKey,
  }),
  removePromotion: (c: Keyed) => ({ method: 'DELETE', path: '/cart/promotion', key: c?.idempotencyKey }),
  buildCart: () => ({ method: 'POST', path: '/cart/build' }),
  convertAnonymousCart: (token: string) => ({ method: 'POST', path: `/anon-cart/${token}/convert` }),
  createAnonymousCart: () => ({ method: 'POST', path: '/anon-cart' }),
  addAnonymousCartItem: (token: string, body: unknown, c: Keyed) => ({
    method: 'POST',
    path: `/anon-cart/${token}/items`,
    body,
    key: c?.idempotencyKey,
  }),
  updateAnonymousCartItem: (token: string, id: string, body: unknown, c: Keyed) => ({
    method: 'PUT',
    path: `/anon-cart/${token}/items/${ref(id)}`,
    body,
    key: c?.idempotencyKey,
  }),
  removeAnonymousCartItem: (token: string, id: string, c: Keyed) => ({
    method: 'DELETE',
    path: `/anon-cart/${token}/items/${ref(id)}`,
    key: c?.idempotencyKey,
  }),
  applyAnonymousPromotion: (token: string, body: unknown, c: Keyed) => ({
    method: 'POST',
    path: `/anon-cart/${token}/promotion`,
    body,
    key: c?.idempotencyKey,
  }),
  removeAnonymousPromotion: (token: string, c: Keyed) => ({
    method: 'DELETE',
    path: `/anon-cart/${token}/promotion`,
    key: c?.idempotencyKey,
  }),
  buildAnonymousCart: (token: string) => ({ method: 'POST', path: `/anon-cart/${token}/build` }),
  purchase: (body: unknown, c: Keyed) => ({ method: 'POST', path: '/cart/purchase', body, key: c?.idempotencyKey }),
};

/**
 * A stand-in for the platform behind the storefront's loaders: answers by "METHOD /path"
 * (without /v2), asked through the pages' port (a port call is recorded
 * as the call it stands for, its body as the port takes it, with the access token it was made as and
 * its Idempotency-Key), records every call, and gives
 * a load context as the server would.
 */
export function fakeApi(routes: Record<string, (call: SeenCall) => Answer>, options: { cookieSecure?: boolean } = {}) {
  const calls: SeenCall[] = [];
  function answerOf(call: SeenCall) {
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
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
    return { status, body };
  }
  const platform = (accessToken: string | undefined) =>
    new Proxy({} as PlatformPort, {
      get:
        (_target, name: keyof PlatformPort) =>
        async (...args: never[]) => {
          const pathOf = portPaths[name];
          if (!pathOf) throw new Error(`The fake platform has no port method ${String(name)}.`);
          const headers = new Headers(accessToken ? { cookie: `web_access_token=${accessToken}` } : {});
          const asked = pathOf(...args);
          const call: Exclude<PortCall, string> = typeof asked === 'string' ? { method: 'GET', path: asked } : asked;
          if (call.key) headers.set('idempotency-key', call.key);
          const { status, body } = answerOf({ method: call.method, path: call.path, body: call.body, headers });
          if (status >= 400) throw { name: 'PortRefusal', status, envelope: body };
          return body.result;
        },
    });
  const context = {
    platform,
    staff: () => {
      throw new Error('The storefront makes no staff call.');
    },
    cspNonce: '',
    requestId: 'r',
    cookieSecure: options.cookieSecure ?? false,
  } as AppLoadContext;
  return { calls, context };
}

export const pageRequest = (cookie = '', path = '/cart') => new Request(`http://shop${path}`, { headers: { cookie } });
