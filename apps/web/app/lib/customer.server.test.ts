import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { forcedRedirectPath, getCustomer } from './customer.server';

function contextCounting(urls: string[]): AppLoadContext {
  const apiFetch = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const body = { result: { customerId: 'c1' }, messages: [], errors: null, error: null };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { apiFetch, cspNonce: '', requestId: 'r' } as AppLoadContext;
}

describe('getCustomer', () => {
  it('asks GET /customer once per request, however many loaders ask (root and page)', async () => {
    const urls: string[] = [];
    const context = contextCounting(urls);
    const request = new Request('http://shop/powerball', { headers: { cookie: 'web_access_token=t' } });
    const [root, page] = await Promise.all([getCustomer(request, context), getCustomer(request, context)]);
    expect(root?.customerId).toBe('c1');
    expect(page).toBe(root);
    expect(await getCustomer(request, context)).toBe(root);
    expect(urls.filter((u) => u.endsWith('/customer'))).toHaveLength(1);
    // The next request asks again.
    await getCustomer(request, contextCounting(urls));
    expect(urls.filter((u) => u.endsWith('/customer'))).toHaveLength(2);
  });

  it('asks nothing for a visitor without a session', async () => {
    const urls: string[] = [];
    expect(await getCustomer(new Request('http://shop/powerball'), contextCounting(urls))).toBeNull();
    expect(urls).toEqual([]);
  });
});

describe('forcedRedirectPath', () => {
  it('sends a customer who must change the password to the force-password page', () => {
    expect(forcedRedirectPath({ forcePasswordChange: true }, '/my-account')).toBe('/force-password-change');
    expect(forcedRedirectPath({ forcePasswordChange: true }, '/')).toBe('/force-password-change');
  });

  it('lets them open that page and log out', () => {
    expect(forcedRedirectPath({ forcePasswordChange: true }, '/force-password-change')).toBeNull();
    expect(forcedRedirectPath({ forcePasswordChange: true }, '/logout')).toBeNull();
  });

  it('leaves everyone else alone', () => {
    expect(forcedRedirectPath({ forcePasswordChange: false }, '/my-account')).toBeNull();
    expect(forcedRedirectPath(null, '/my-account')).toBeNull();
  });
});
