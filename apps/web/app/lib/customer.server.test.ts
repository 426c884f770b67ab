import type { PlatformPort } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { forcedRedirectPath, getCustomer } from './customer.server';

/** A platform whose port answers GET /customer, noting each ask. */
function contextCounting(urls: string[]): AppLoadContext {
  const platform = () =>
    ({
      customer: async () => {
        urls.push('/customer');
        return { customerId: 'c1' };
      },
    }) as unknown as PlatformPort;
  return { platform, cspNonce: '', requestId: 'r' } as unknown as AppLoadContext;
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

  it('sends a customer who must upgrade to the upgrade page, and back afterwards (decision 469)', () => {
    expect(forcedRedirectPath({ accountUpgrade: true }, '/my-account')).toBe(
      '/my-account/upgrade-account?redirect=%2Fmy-account',
    );
    expect(forcedRedirectPath({ accountUpgrade: true }, '/my-account/upgrade-account')).toBeNull();
    expect(forcedRedirectPath({ accountUpgrade: true }, '/logout')).toBeNull();
    // The password first.
    expect(forcedRedirectPath({ forcePasswordChange: true, accountUpgrade: true }, '/')).toBe('/force-password-change');
  });

  it('leaves everyone else alone', () => {
    expect(forcedRedirectPath({ forcePasswordChange: false }, '/my-account')).toBeNull();
    expect(forcedRedirectPath(null, '/my-account')).toBeNull();
  });
});
