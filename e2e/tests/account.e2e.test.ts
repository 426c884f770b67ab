import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Authenticator, dismissCookies, linkIn, mailTo, newCustomer, settle, signUpByApi } from './account-support';
import { expectAccessible, hydrated, launchBrowser, newContext } from './browser';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();
/** The navigation bar's account or login item (1-platform.md §2): 'Account' signed in, 'Login' not. */
const accountLink = (page: Page) => page.locator('.header-actions a[href="/my-account"]', { hasText: 'Account' });
const loginLink = (page: Page) => page.locator('.header-actions a[href="/login"]', { hasText: 'Login' });

/** Turns the authenticator on through the API and gives its codes. */
async function enrolAuthenticatorByApi(context: BrowserContext): Promise<Authenticator> {
  const begin = await context.request.post('/v2/customer/two-factor-auth/authenticator');
  expect(begin.status()).toBe(200);
  const { result } = (await begin.json()) as { result: { secret: string } };
  const authenticator = new Authenticator(result.secret);
  const confirm = await context.request.put('/v2/customer/two-factor-auth/authenticator', {
    data: { code: await authenticator.code() },
  });
  expect(confirm.status()).toBe(200);
  return authenticator;
}

async function fillLogin(page: Page, email: string, password: string) {
  await settle(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

describe('accounts', () => {
  it('signs up with the form rules, signs out and signs in again', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const c = newCustomer('signup');
    await page.goto('/register');
    await dismissCookies(page);
    await expectAccessible(page);
    expect(await page.getByLabel('Email me news about draws, results and offers').isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(visible(page, 'You must agree to the terms and conditions to proceed.')).toBe(true);
    expect(await page.getByText('This field is required').count()).toBeGreaterThan(0);

    await page.getByLabel('First name').fill(c.firstName);
    await page.getByLabel('Last name').fill(c.lastName);
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Date of birth').fill(`${c.dateOfBirth.year}-${c.dateOfBirth.month}-${c.dateOfBirth.day}`);
    await page.getByLabel('Password', { exact: true }).fill(c.password);
    await page.getByLabel('Confirm password').fill(`${c.password}x`);
    await page.getByLabel(/agree to the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(visible(page, 'Please enter a valid email address')).toBe(true);
    await expect.poll(visible(page, 'Your password does not match')).toBe(true);

    await page.getByLabel('Email', { exact: true }).fill(c.email);
    await page.getByLabel('Password', { exact: true }).fill(c.password);
    await page.getByLabel('Confirm password').fill(c.password);
    await page.getByLabel(/agree to the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/my-account');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('My account');
    await expect.poll(() => accountLink(page).count()).toBe(1);
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/lotto-tickets');
    await expect.poll(() => loginLink(page).count()).toBe(1);
    await expect.poll(visible(page, 'You have been logged out. See you next time.')).toBe(true);

    await page.goto('/login');
    await expectAccessible(page);
    await fillLogin(page, c.email, 'wrong-password-123');
    await expect.poll(visible(page, 'The email or password is incorrect.')).toBe(true);
    await fillLogin(page, c.email, c.password);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => accountLink(page).count()).toBe(1);
    await context.close();
  });

  it('sends a visitor from an account page to login and back to it', async () => {
    const context = await newContext(browser);
    const c = newCustomer('back');
    await signUpByApi(context, c);
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto('/my-account/my-details');
    await page.waitForURL('**/login?redirect=%2Fmy-account%2Fmy-details');
    await dismissCookies(page);
    await fillLogin(page, c.email, c.password);
    await page.waitForURL('**/my-account/my-details');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('My details');
    expect(await page.getByLabel('First name').inputValue()).toBe(c.firstName);
    await context.close();
  });

  it('enrols the authenticator from the QR page, then signs in with a code', async () => {
    const context = await newContext(browser);
    const c = newCustomer('totp');
    await signUpByApi(context, c);
    const page = await context.newPage();
    await page.goto('/my-account/login-and-security');
    await dismissCookies(page);
    // The code form sends itself once six digits are in: a script's work, so the page is hydrated first.
    await hydrated(page);
    // The pages' reload after the enrolment starts is held back, so the code is typed while the
    // page is still busy: six digits in then are sent once it is done, not dropped.
    await page.route('**/login-and-security.data*', async (route) => {
      if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, 2_000));
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Use an authenticator app' }).click();
    const secretText = page.getByTestId('authenticator-secret');
    await expect.poll(() => secretText.isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true);
    const authenticator = new Authenticator((await secretText.textContent()) ?? '');
    await settle(page);
    await hydrated(page);
    // Six digits in: the form sends itself.
    await page.getByLabel('6 digit code').fill(await authenticator.code());
    await expect.poll(visible(page, /You log in with a code from an authenticator app/)).toBe(true);
    await page.unrouteAll();

    // GET /logout signs nothing out: it offers the button that posts it (docs/decisions/084).
    await page.goto('/logout');
    expect(await page.getByRole('heading', { name: 'Log out' }).isVisible()).toBe(true);
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.searchParams.get('notice') === 'signed-out');
    await page.goto('/login');
    await fillLogin(page, c.email, c.password);
    await expect.poll(visible(page, 'Enter the 6 digit code')).toBe(true);
    await settle(page);
    await hydrated(page);
    await expectAccessible(page);
    await page.getByLabel('6 digit code').fill(await authenticator.code());
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => accountLink(page).count()).toBe(1);
    await context.close();
  });

  it('changes the password through the elevation modal and its replay', async () => {
    const context = await newContext(browser);
    const c = newCustomer('elevate');
    await signUpByApi(context, c);
    const authenticator = await enrolAuthenticatorByApi(context);
    const page = await context.newPage();
    await page.goto('/change-Password');
    await dismissCookies(page);
    const newPassword = 'Another-Long-Password-42';
    await page.getByLabel('Current password').fill(c.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();

    const modal = page.getByRole('dialog', { name: 'Two factor authentication is required to complete this action' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    await expectAccessible(page);
    // A wrong code keeps the modal open with the failure toast.
    await modal.getByLabel('6 digit code').fill(authenticator.wrongCode());
    await expect.poll(visible(page, 'Authentication failed. Please try again.')).toBe(true);
    await expect
      .poll(() => modal.getByText('Code is incorrect or expired. Try again or contact support').isVisible())
      .toBe(true);

    await modal.getByLabel('6 digit code').fill(await authenticator.code());
    await expect.poll(visible(page, "You've successfully verified your 2FA code.")).toBe(true);
    await expect.poll(() => modal.isVisible()).toBe(false);
    await expect.poll(visible(page, 'Your password has been changed.')).toBe(true);

    // The old password is refused; the new one gets as far as the code.
    const codeOf = async (password: string) => {
      const res = await context.request.post('/v2/login', { data: { email: c.email, password } });
      return ((await res.json()) as { messages: { code: string }[] }).messages[0]?.code;
    };
    expect(await codeOf(c.password)).toBe('invalid_credentials');
    expect(await codeOf(newPassword)).toBe('2fa_required');
    await context.close();
  });

  it('locks the account after too many wrong codes', async () => {
    const context = await newContext(browser);
    const c = newCustomer('lock');
    await signUpByApi(context, c);
    const authenticator = await enrolAuthenticatorByApi(context);
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto('/login');
    await dismissCookies(page);
    await fillLogin(page, c.email, c.password);
    await expect.poll(visible(page, 'Enter the 6 digit code')).toBe(true);
    await settle(page);
    const code = page.getByLabel('6 digit code');
    for (let attempt = 0; attempt < 10; attempt++) {
      if (await page.getByText('Account locked').isVisible()) break;
      await code.fill(authenticator.wrongCode());
      await expect
        .poll(async () => (await page.getByText('Account locked').isVisible()) || (await code.inputValue()) === '')
        .toBe(true);
    }
    await expect.poll(visible(page, 'Account locked')).toBe(true);
    expect(
      await page
        .getByText('Your account has been locked due to too many incorrect 2FA attempts. Please contact support.')
        .isVisible(),
    ).toBe(true);
    expect(await code.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('resets a forgotten password from the emailed link, once', async () => {
    const dataDir = inject('dataDir');
    const context = await newContext(browser);
    const c = newCustomer('reset');
    await signUpByApi(context, c);
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto('/login');
    await dismissCookies(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    // A field filled before the page's scripts run can be reset by them: the page is hydrated first.
    await settle(page);
    // The link is followed in the page: the address changes before the new page is drawn, and until
    // then the login form's Email field is the one on the page (on a busy machine, long enough to
    // fill it and send the forgot-password form empty).
    await expect.poll(() => page.getByRole('heading', { name: 'Forgot password' }).isVisible()).toBe(true);
    await page.getByLabel('Email').fill(c.email);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect.poll(visible(page, /we've emailed it a link/)).toBe(true);

    let link: string | null = null;
    await expect
      .poll(
        () => {
          const mail = mailTo(dataDir, c.email).find((m) => /reset/i.test(m.subject));
          link = mail ? linkIn(mail.text, '/forgot-password') : null;
          return link;
        },
        { timeout: 30_000 },
      )
      .not.toBeNull();
    const resetLink = link as unknown as string;

    const newPassword = 'Reset-Password-Works-7';
    await page.goto(resetLink);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillLogin(page, c.email, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => accountLink(page).count()).toBe(1);

    // The link works once.
    await page.goto(resetLink);
    await expect.poll(visible(page, 'Email link no longer valid')).toBe(true);
    await context.close();
  });
});
