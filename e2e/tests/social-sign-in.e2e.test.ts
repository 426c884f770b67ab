import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalAccount,
  type LocalOpenIdProvider,
  startLocalOpenIdProvider,
} from '../../apps/server/tests/local-openid-provider';
import { Authenticator, newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated, launchBrowser } from './browser';
import { type ShopInProcess, startShopInProcess } from './shop-in-process';

/**
 * Sign in with Google in Chromium (issue 29, decisions 380-383 and 403) against the real shop and a
 * real OpenID provider on this machine (oidc-provider, as the API tests use): a new customer signs
 * up with it and finishes on /register/social, signs out and back in with it; a password customer
 * links and unlinks it on login and security; with two-factor on, a provider's sign-in stops at the
 * code. Screenshots at the five widths go to SOCIAL_SCREENSHOTS when it names a folder.
 */
const clientId = 'drawline-e2e-client';
const clientSecret = 'drawline-e2e-client-secret-0123456789';
let browser: Browser;
let closeBrowser: () => Promise<void>;
let op: LocalOpenIdProvider;
let shop: ShopInProcess;
let subjects = 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  op = await startLocalOpenIdProvider({
    clientId,
    clientSecret,
    redirectUris: [`${publicUrl}/v2/social-authentication/google/callback`],
  });
  shop = await startShopInProcess(
    { publicUrl, socialProviders: { google: { issuer: op.issuer, clientId, clientSecret } } },
    { port },
  );
  ({ browser, close: closeBrowser } = await launchBrowser());
}, 120_000);
afterAll(async () => {
  await closeBrowser?.();
  await shop?.close();
  await op?.close();
});

function googleAccount(): LocalAccount {
  subjects++;
  const c = newCustomer('google');
  return {
    sub: `e2e-${process.pid}-${subjects}`,
    email: c.email,
    email_verified: true,
    given_name: 'Gabi',
    family_name: 'Provider',
  };
}

async function shopper(width = 390): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-AU',
    viewport: { width, height: 844 },
  });
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: shop.baseURL }]);
  return context;
}

/** Full-page screenshots at the widths the pages are made for; text cut off or overlapping shows there. */
async function screenshots(page: Page, name: string): Promise<void> {
  const dir = process.env.SOCIAL_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 768, 1024, 1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** Who is signed in, as GET /customer says (null: nobody). */
async function signedInEmail(context: BrowserContext): Promise<string | null> {
  const res = await context.request.get('/v2/customer');
  return res.status() === 200 ? ((await res.json()) as { result: { email: string } }).result.email : null;
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => signedInEmail(page.context())).toBeNull();
}

/** From /login (or /register), through the provider as `who`, to where the shop sends the browser back. */
async function continueWithGoogle(page: Page, who: LocalAccount, from = '/login'): Promise<void> {
  await page.goto(from);
  await hydrated(page);
  op.state.nextAccount = who;
  await page.getByRole('link', { name: 'Continue with Google' }).click();
}

describe('sign in with Google', () => {
  const who = googleAccount();

  it('signs a new customer up: the buttons, the provider, then their date of birth on /register/social', async () => {
    const context = await shopper();
    const page = await context.newPage();
    await page.goto('/register');
    await hydrated(page);
    expect(await page.getByRole('region', { name: 'Sign up with Apple or Google' }).isVisible()).toBe(true);
    // Apple's client is not configured here, so its button is not shown.
    expect(await page.getByRole('link', { name: 'Continue with Apple' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshots(page, 'register');

    await continueWithGoogle(page, who, '/register');
    await page.waitForURL((url) => url.pathname === '/register/social');
    await hydrated(page);
    expect(await page.getByText(who.email).isVisible()).toBe(true);
    expect(await page.getByLabel('First name').inputValue()).toBe('Gabi');
    await expectAccessible(page);
    await screenshots(page, 'register-social');

    // The age rule, then the real date of birth and the terms.
    await page.getByLabel('Date of birth').fill('2015-01-01');
    await page.getByLabel(/agree to the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText(/You must be 18 or older|18 or older/).count()).toBeGreaterThan(1);
    await page.getByLabel('Date of birth').fill('1991-04-20');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    expect(await signedInEmail(context)).toBe(who.email);

    // No password: the one linked provider cannot be unlinked, and the page says why.
    await page.goto('/my-account/login-and-security');
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Apple and Google' });
    expect(await section.getByText(`Linked as ${who.email}`, { exact: false }).isVisible()).toBe(true);
    expect(await section.getByRole('button', { name: 'Unlink Google' }).isDisabled()).toBe(true);
    expect(await section.getByText('first set a password').isVisible()).toBe(true);
    await expectAccessible(page);

    // Signs out, and back in with the same Google account.
    await logOut(page);
    await continueWithGoogle(page, who);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await signedInEmail(context)).toBe(who.email);
    await context.close();
  });

  it('shows the login page’s buttons and a refused sign-in’s reason', async () => {
    const context = await shopper();
    const page = await context.newPage();
    // An unverified address neither signs up nor signs in.
    await continueWithGoogle(page, { ...googleAccount(), email_verified: false });
    await page.waitForURL((url) => url.searchParams.get('social_error') === 'email_unverified');
    await hydrated(page);
    expect(await page.getByRole('alert').filter({ hasText: 'not verified with its provider' }).isVisible()).toBe(true);
    expect(await signedInEmail(context)).toBeNull();
    await expectAccessible(page);
    await screenshots(page, 'login-refused');
    await context.close();
  });

  it('links Google to a password account on login and security, signs in with it, and unlinks it', async () => {
    const context = await shopper(1366);
    const c = newCustomer('linker');
    await signUpByApi(context, c);
    const page = await context.newPage();
    await page.goto('/my-account/login-and-security');
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Apple and Google' });
    expect(await section.getByText('Not linked').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshots(page, 'security-unlinked');

    const google = googleAccount();
    op.state.nextAccount = google;
    await section.getByRole('button', { name: 'Link Google' }).click();
    await page.waitForURL((url) => url.searchParams.get('social_linked') === 'google');
    await hydrated(page);
    expect(await section.getByRole('status').filter({ hasText: 'Google is linked' }).isVisible()).toBe(true);
    expect(await section.getByText(`Linked as ${google.email}`, { exact: false }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshots(page, 'security-linked');

    // With two-factor on, a provider's sign-in stops at the code (the provider stands for the password only).
    const begin = await context.request.post('/v2/customer/two-factor-auth/authenticator');
    const authenticator = new Authenticator(((await begin.json()) as { result: { secret: string } }).result.secret);
    const confirm = await context.request.put('/v2/customer/two-factor-auth/authenticator', {
      data: { code: await authenticator.code() },
    });
    expect(confirm.status()).toBe(200);
    await logOut(page);
    await continueWithGoogle(page, google);
    await page.waitForURL((url) => url.searchParams.get('social') === 'two_factor');
    await hydrated(page);
    expect(await page.getByText('Enter the 6 digit code').isVisible()).toBe(true);
    expect(await signedInEmail(context)).toBeNull();
    await expectAccessible(page);
    await screenshots(page, 'login-two-factor');
    await page.getByLabel('6 digit code').fill(await authenticator.code());
    await page.waitForURL((url) => url.pathname === '/');
    expect(await signedInEmail(context)).toBe(c.email);

    // Unlinking: the customer has a password, so Google can go.
    await page.goto('/my-account/login-and-security');
    await hydrated(page);
    await section.getByRole('button', { name: 'Unlink Google' }).click();
    await expect.poll(() => section.getByText('Google is unlinked').count()).toBe(1);
    // The list is the page's data, read again after the unlink: it may come a moment after the status.
    await expect.poll(() => section.getByText('Not linked').isVisible()).toBe(true);
    await expectAccessible(page);
    // The provider no longer signs this customer in: it would start a new sign-up instead.
    await logOut(page);
    await continueWithGoogle(page, google);
    await page.waitForURL((url) => url.pathname === '/register/social');
    expect(await signedInEmail(context)).toBeNull();
    await context.close();
  });
});
