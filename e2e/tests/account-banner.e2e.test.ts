import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dismissCookies, linkIn, mailTo, newCustomer, settle, signUpByApi } from './account-support';
import { launchBrowser, newContext } from './browser';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();
const banner = (page: Page) => page.locator('.confirmation-banner');

describe('address and email confirmation banner', () => {
  it('asks for the address first, then the email, and goes once both are confirmed', async () => {
    const dataDir = inject('dataDir');
    const context = await newContext(browser, { width: 1280 });
    const c = newCustomer('banner');
    await signUpByApi(context, c);
    const page = await context.newPage();
    await page.goto('/');
    await dismissCookies(page);
    await settle(page);
    await expect.poll(() => banner(page).textContent()).toContain('Please add your address to your account.');

    // Hidden on the change-details page.
    await page.goto('/my-account/my-details');
    expect(await banner(page).count()).toBe(0);

    await page.goto('/');
    await settle(page);
    await banner(page).getByRole('button', { name: 'Add address' }).click();
    const modal = page.getByRole('dialog', { name: 'Add your address' });
    await modal.getByRole('button', { name: 'Save and confirm' }).click();
    await expect.poll(() => modal.getByText('This field is required').count()).toBeGreaterThan(0);
    await modal.getByLabel('Street address').fill('1 Example Street');
    await modal.getByLabel('Suburb').fill('Sydney');
    await modal.getByLabel('State').fill('NSW');
    await modal.getByLabel('Post code').fill('2000');
    await modal.getByRole('button', { name: 'Save and confirm' }).click();
    await expect.poll(visible(page, 'Thank you for confirming your address.')).toBe(true);

    // The customer was loaded again: now the email is asked for.
    await expect.poll(() => banner(page).textContent()).toContain(`Please confirm your email address (${c.email})`);
    await banner(page).getByRole('button', { name: 'Send me a link' }).click();
    await expect.poll(visible(page, 'We have emailed you a link to confirm your email address.')).toBe(true);

    let link: string | null = null;
    await expect
      .poll(
        () => {
          const links = mailTo(dataDir, c.email)
            .map((m) => linkIn(m.text, '/my-account/confirm-address/'))
            .filter((l): l is string => l !== null);
          link = links.at(-1) ?? null;
          return link;
        },
        { timeout: 30_000 },
      )
      .not.toBeNull();
    await page.goto(link as unknown as string);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Email address confirmed');
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });
});

describe('automatic login', () => {
  it('shows the verifying page, and a spent link signs out with a notice', async () => {
    const context = await newContext(browser);
    await signUpByApi(context, newCustomer('autologin'));
    const page = await context.newPage();
    const res = await page.request.get('/login/autologin/not-a-real-token?redirect=/my-account');
    expect(await res.text()).toContain('Verifying Automatic Login');
    await page.goto('/login/autologin/not-a-real-token?redirect=/my-account');
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(visible(page, 'This login link has expired or was already used. Please log in.')).toBe(true);
    await expect.poll(() => page.locator('.header-actions a[href="/login"]').count()).toBe(1);
    await context.close();
  });
});
