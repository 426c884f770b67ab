import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop, visitorPage } from './staff-shop';

/**
 * The feedback widget (issue 30, decision 446): an anonymous visitor rates the page, comments and
 * leaves an email in the two-step modal and sees the thanks for their rating; a markup comment is
 * refused in the modal with nothing sent; support staff find the feedback in the console's
 * chart and list. Axe on the modal at each step and on the console page.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('feedback');
}, 120_000);
afterAll(() => shop?.close());

const visitor = () => visitorPage(shop);

describe('the feedback widget', () => {
  it('an anonymous visitor sends feedback and support staff see it in the console', async () => {
    const page = await visitor();
    await page.goto('/powerball');
    await hydrated(page);
    await page.getByRole('button', { name: 'Give feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.waitFor();
    const send = dialog.getByRole('button', { name: 'Send feedback' });
    // No rating yet: nothing to send.
    expect(await send.isDisabled()).toBe(true);
    await expectAccessible(page);

    await dialog.getByLabel('Not satisfied').check();
    await dialog.getByLabel('Comment').fill('The <b>draw</b> list is long');
    await send.click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('Plain text only');
    await expectAccessible(page);

    await dialog.getByLabel('Comment').fill('The draw list is hard to scan on a phone');
    await dialog.getByLabel('Email (optional)').fill('feedback-visitor@example.com');
    await send.click();
    const thanks = page.getByRole('dialog', { name: 'Thanks for your feedback' });
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain('Sorry to hear that');
    await expectAccessible(page);
    // Closing resets the modal to its first step with empty fields.
    await thanks.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Give feedback' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Comment').inputValue()).toBe('');
    expect(await dialog.getByLabel('Not satisfied').isChecked()).toBe(false);
    // The satisfied see the shop's follow links, readable on the dialog.
    await dialog.getByLabel('Satisfied', { exact: true }).check();
    await send.click();
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain('Glad you are enjoying');
    expect(await thanks.getByRole('link', { name: /^Follow us on / }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await thanks.getByRole('button', { name: 'Close' }).first().click();

    const support = await signInToConsole(shop, demoMember('support'));
    await support.goto('/console/feedback');
    await support.getByRole('heading', { name: 'Feedback', level: 1 }).waitFor();
    const main = support.locator('main');
    expect(await main.textContent()).toContain('The draw list is hard to scan on a phone');
    expect(await main.textContent()).toContain('feedback-visitor@example.com');
    expect(await main.textContent()).toContain('1 not satisfied, 0 neutral, 1 satisfied');
    expect(await main.textContent()).not.toContain('<b>draw</b>');
    await expectAccessible(support);
  });
});
