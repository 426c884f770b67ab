import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authenticator, newCustomer } from './account-support';
import { baseURL, hydrated, launchBrowser, newContext } from './browser';

/**
 * The running shop tried as an attacker would (issue 7, hardening): page form posts from another
 * site or with bodies that are not forms, what pages let caches keep, and the no-script two-factor
 * step that must not carry the password.
 */
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const url = (path: string) => `${baseURL()}${path}`;

/** Opens an account through the API and answers its bearer header. */
async function signUp(c: ReturnType<typeof newCustomer>): Promise<Record<string, string>> {
  const res = await fetch(url('/v2/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', version: '3.5' },
    body: JSON.stringify({
      email: c.email,
      password: c.password,
      firstname: c.firstName,
      lastname: c.lastName,
      date_of_birth: `${c.dateOfBirth.year}-${c.dateOfBirth.month}-${c.dateOfBirth.day}`,
      accept_terms: true,
    }),
  });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${(await res.json()).result.accessToken}` };
}

describe('page form posts', () => {
  it('refuses a sign-in posted to the login page from another site (login CSRF)', async () => {
    const c = newCustomer('csrf');
    await signUp(c);
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }] as Record<
      string,
      string
    >[]) {
      const res = await fetch(url('/login'), {
        method: 'POST',
        redirect: 'manual',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: c.email, password: c.password }),
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.getSetCookie().some((line) => line.startsWith('web_access_token='))).toBe(false);
    }
  });

  it('answers bodies that are not forms with 415 or 400, never a 500 or a stack trace', async () => {
    for (const [type, body, status] of [
      ['application/json', '{"email":"a@example.com"}', 415],
      ['text/plain', 'email=a@example.com', 415],
      ['multipart/form-data; boundary=xyz', 'this is not multipart at all', 400],
      ['multipart/form-data', '--x\r\nbroken', 400],
    ] as const) {
      for (const path of ['/login', '/register', '/logout', '/powerball']) {
        const res = await fetch(url(path), { method: 'POST', headers: { 'content-type': type }, body });
        const text = await res.text();
        expect(res.status, `${path} ${type}`).toBe(status);
        expect(text).not.toMatch(/\bat .+:\d+:\d+/);
      }
    }
  });

  it('does not sign out on GET /v2/logout', async () => {
    const bearer = await signUp(newCustomer('logout'));
    const res = await fetch(url('/v2/logout'), { headers: bearer });
    expect(res.status).toBe(405);
    expect((await fetch(url('/v2/customer'), { headers: bearer })).status).toBe(200);
  });

  it('answers NUL bytes in a page path or query without a 500', async () => {
    for (const path of ['/lotto%00tickets', '/login?redirect=%00', '/powerball/results?page=%00']) {
      const res = await fetch(url(path));
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe('what pages let caches keep', () => {
  // The public pages of anonymous visitors are kept (docs/decisions/222; serving.e2e.test.ts).
  it('sends Cache-Control: no-store on pages that are not public, signed in or not', async () => {
    for (const path of ['/login', '/register', '/forgot-password']) {
      const res = await fetch(url(path));
      expect(res.headers.get('cache-control'), path).toContain('no-store');
    }
  });
});

describe('two-factor sign-in without scripts', () => {
  it('carries a signed challenge on the code page, never the password, and signs in with the code', async () => {
    const c = newCustomer('nojs2fa');
    c.password = 'Quokka-Lantern-Drifts-81';
    const bearer = await signUp(c);
    const begin = await fetch(url('/v2/customer/two-factor-auth/authenticator'), { method: 'POST', headers: bearer });
    expect(begin.status).toBe(200);
    const authenticator = new Authenticator((await begin.json()).result.secret);
    const confirm = await fetch(url('/v2/customer/two-factor-auth/authenticator'), {
      method: 'PUT',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ code: await authenticator.code() }),
    });
    expect(confirm.status).toBe(200);

    const context = await browser.browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(c.email);
    await page.getByLabel('Password').fill(c.password);
    const [codePage] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login'),
      page.getByRole('button', { name: 'Login' }).click(),
    ]);
    expect(codePage.headers()['cache-control']).toContain('no-store');
    const html = await page.content();
    expect(html).toContain('Enter the 6 digit code');
    expect(html).not.toContain(c.password);
    expect(await page.locator('input[name="password"]').count()).toBe(0);
    expect(await page.locator('input[name="twoFactorToken"]').count()).toBe(1);

    await page.getByLabel('6 digit code').fill(await authenticator.code());
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const me = await context.request.get('/v2/customer');
    expect(me.status()).toBe(200);
    await context.close();
  });
});

describe('the content security policy', () => {
  it('is not broken by the pages themselves: visits report no violation', async () => {
    const context = await newContext(browser.browser);
    const page = await context.newPage();
    const reports: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/csp-report')) reports.push(r.postData() ?? '');
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { violations: string[] }).violations ??= [];
        (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    for (const path of ['/', '/powerball2018', '/login', '/cart']) {
      await page.goto(path);
      await hydrated(page);
    }
    expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])).toEqual([]);
    expect(reports).toEqual([]);
    await context.close();
  });
});
