import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dismissCookies, linkIn, mailTo, newCustomer, signUpByApi } from './account-support';
import { expectAccessible, launchBrowser, newContext } from './browser';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** The six digits of the first code email to the address (a new customer has had none before). */
async function emailedCode(address: string): Promise<string> {
  const dataDir = inject('dataDir');
  let code: string | undefined;
  await expect
    .poll(() => {
      const mail = mailTo(dataDir, address).find((m) => /code/i.test(m.subject));
      code = mail && /\b(\d{6})\b/.exec(mail.subject)?.[1];
      return Boolean(code);
    })
    .toBe(true);
  return code as string;
}

/** On a preferences page still without the news by email (the sign-up's opt-in box left empty): turn it on and save. */
async function turnNewsByEmailOn(page: Page): Promise<void> {
  await dismissCookies(page);
  const email = page.getByLabel('Email', { exact: true });
  await expect.poll(() => email.isChecked()).toBe(false);
  await email.check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect.poll(visible(page, 'Your communication preferences are up to date.')).toBe(true);
}

describe('the account settings pages', () => {
  it('saves the communication preferences, and they stay saved', async () => {
    const context = await newContext(browser);
    const c = newCustomer('preferences');
    await signUpByApi(context, c);
    const page = await context.newPage();
    await page.goto('/communication-preferences');
    await turnNewsByEmailOn(page);
    await page.reload();
    await expect.poll(() => page.getByLabel('Email', { exact: true }).isChecked()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it("an email's preferences link works signed out, its unsubscribe link turns one offer's emails off, a forged one changes nothing", async () => {
    const c = newCustomer('emailed-link');
    const signedIn = await newContext(browser);
    await signUpByApi(signedIn, c);
    await signedIn.close();
    // Every account email carries the preferences link in its footer.
    const dataDir = inject('dataDir');
    let link: string | null = null;
    await expect
      .poll(() => {
        link =
          mailTo(dataDir, c.email)
            .map((m) => linkIn(m.text, '/communication-preferences/'))
            .find(Boolean) ?? null;
        return link;
      })
      .toBeTruthy();
    const preferencesLink = link as unknown as string;
    const url = new URL(preferencesLink, 'http://shop.test');
    const customerId = decodeURIComponent(url.pathname.split('/')[2] ?? '');
    const token = url.searchParams.get('token') ?? '';

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(preferencesLink);
    await turnNewsByEmailOn(page);
    await expectAccessible(page);

    // Opening the unsubscribe link changes nothing (mail scanners open links); the button does.
    await page.goto(`/unsubscribe/${encodeURIComponent(customerId)}/powerball2018?token=${encodeURIComponent(token)}`);
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('I get too many emails').check();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { level: 1, name: "You're unsubscribed" }).waitFor();
    expect(await page.locator('.confirm-page [role="status"]').textContent()).toContain('emails about Powerball2018');
    await page.goto(preferencesLink);
    await expect.poll(visible(page, /You have unsubscribed from the emails about:.*powerball2018/)).toBe(true);
    // The news by email stays on: only the one offer's emails were turned off.
    await expect.poll(() => page.getByLabel('Email', { exact: true }).isChecked()).toBe(true);

    // A forged token is refused on both pages and changes nothing.
    await page.goto(`/unsubscribe/${encodeURIComponent(customerId)}?token=forged`);
    await page.getByRole('heading', { level: 1, name: 'Email link no longer valid' }).waitFor();
    await page.goto(`/communication-preferences/${encodeURIComponent(customerId)}?token=forged`);
    await expect.poll(() => page.getByRole('button', { name: 'Save preferences' }).count()).toBe(0);
    await page.goto(preferencesLink);
    await expect.poll(() => page.getByLabel('Email', { exact: true }).isChecked()).toBe(true);
    await context.close();
  });

  it('renews a sign-in whose access token is gone, on the page, with new cookies for the browser', async () => {
    const context = await newContext(browser);
    await signUpByApi(context, newCustomer('renewing'));
    const before = await context.cookies();
    const refreshToken = before.find((c) => c.name === 'web_refresh_token')?.value;
    expect(refreshToken).toBeTruthy();
    // The access token ran out (its cookie is gone); the refresh token is still held.
    await context.clearCookies({ name: 'web_access_token' });
    const page = await context.newPage();
    await page.goto('/my-account');
    expect(new URL(page.url()).pathname).toBe('/my-account');
    const after = await context.cookies();
    expect(after.find((c) => c.name === 'web_access_token')?.value).toBeTruthy();
    // The refresh token was spent for a new one.
    expect(after.find((c) => c.name === 'web_refresh_token')?.value).not.toBe(refreshToken);
    await context.close();
  });

  it('closes the account after the emailed code, and the customer is signed out', async () => {
    const context = await newContext(browser);
    const c = newCustomer('closing');
    await signUpByApi(context, c);
    const page = await context.newPage();
    await page.goto('/close-my-account');
    await dismissCookies(page);
    await page.getByLabel('I understand that closing my account cannot be undone online').check();
    await page.getByRole('button', { name: 'Close my account' }).click();

    const modal = page.getByRole('dialog', { name: 'Two factor authentication is required to complete this action' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    await modal.getByLabel('6 digit code').fill(await emailedCode(c.email));
    await page.waitForURL('**/close-my-account/success');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your account is closed');
    await expectAccessible(page);

    // Signed out: the account pages send the visitor to the login page.
    await page.goto('/my-account');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});
