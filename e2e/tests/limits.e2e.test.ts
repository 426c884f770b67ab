import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signUpByApi } from './account-support';
import { baseURL, expectAccessible, launchBrowser, newContext } from './browser';
import { expectAdded, open } from './play-support';

/**
 * Responsible gambling (issue 11; 2-shopping.md spend limits, pre-commitment, §8): a weekly limit
 * blocks a cart past it; a lower limit applies at once and a higher one waits out the cooling-off
 * with its date; a break from play stops buying; every page is accessible.
 */
let close: () => Promise<void>;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const launched = await launchBrowser();
  close = launched.close;
  context = await newContext(launched.browser);
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: baseURL() }]);
  await signUpByApi(context, newCustomer('limits'));
  page = await context.newPage();
});
afterAll(() => close());

const spendSection = () => page.getByRole('region', { name: 'Spend limits' });

async function submitLimit(form: 'add' | 'change', amount: string): Promise<void> {
  const section = spendSection();
  if (form === 'add') {
    await section.getByLabel('Period').selectOption('weekly');
    await section.getByLabel('Amount (spend limit)').fill(amount);
    await section.getByRole('button', { name: 'Set limit' }).click();
  } else {
    await section.getByLabel('New weekly spend limit').fill(amount);
    await section.getByRole('button', { name: 'Change limit' }).click();
  }
  await page.waitForLoadState('networkidle');
}

describe('spend limits', () => {
  it('sets a weekly limit and the cart past it shows the blocked reason and cannot be bought', async () => {
    await open(page, '/my-account/spend-limits');
    await expectAccessible(page);
    await submitLimit('add', '20.5');
    await expect
      .poll(() => spendSection().getByRole('heading', { level: 3 }).first().innerText())
      .toBe('Weekly spend limit: $20.50');
    // The amount is checked with the spec's message before it is sent.
    await submitLimit('change', '1.234');
    expect(await spendSection().locator('.field-error').first().innerText()).toContain(
      'Amount must follow format e.g: 1.50',
    );
    await expectAccessible(page);

    await open(page, '/make-a-smile');
    await page.getByRole('radio', { name: /^3 tickets/ }).check();
    await page.getByRole('radio', { name: 'Kids cancer research' }).check();
    expect(await expectAdded(page)).toMatch(/\$25\.00/);
    await open(page, '/cart');
    const notice = page.locator('.cart-notice');
    await expect
      .poll(() => notice.first().innerText())
      .toContain('This cart would take you past your weekly spend limit of $20.50.');
    expect(await page.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
    expect(await notice.getByRole('link', { name: 'Review your spend limits' }).getAttribute('href')).toBe(
      '/my-account/spend-limits',
    );
    await expectAccessible(page);
  });

  it('lowers a limit at once and raises it only from the cooling-off date, which can be cancelled', async () => {
    await open(page, '/my-account/spend-limits');
    await submitLimit('change', '10');
    await expect
      .poll(() => spendSection().getByRole('heading', { level: 3 }).first().innerText())
      .toBe('Weekly spend limit: $10.00');
    await submitLimit('change', '30');
    const pending = spendSection().locator('.limit-pending');
    await expect.poll(() => pending.innerText()).toMatch(/^Your new limit of \$30\.00 takes effect on .+\.$/);
    expect(await spendSection().getByRole('heading', { level: 3 }).first().innerText()).toBe(
      'Weekly spend limit: $10.00',
    );
    await expectAccessible(page);
    await spendSection().getByRole('button', { name: 'Cancel the change' }).click();
    await expect.poll(() => pending.count()).toBe(0);
  });
});

describe('the pre-commitment limit', () => {
  it('is set on its own page', async () => {
    await open(page, '/my-account/precommitment-limit');
    await expectAccessible(page);
    await page.getByLabel('Monthly limit').fill('500');
    await page.getByRole('button', { name: 'Set limit' }).click();
    await expect.poll(() => page.locator('#precommitment-heading').innerText()).toBe('Your limit: $500.00 a month');
  });
});

describe('taking a break', () => {
  it('refuses buying until the break ends', async () => {
    await open(page, '/my-account/spend-limits');
    const section = page.getByRole('region', { name: 'Take a break' });
    await section.getByLabel('Break length').selectOption('24_hours');
    await section.getByRole('button', { name: 'Start my break' }).click();
    await expect.poll(() => section.locator('.notice').innerText()).toMatch(/^You are taking a break until/);
    await expectAccessible(page);

    await open(page, '/cart');
    await expect
      .poll(() => page.locator('.cart-notice').first().innerText())
      .toMatch(/^You are taking a break from play until \d{4}-\d{2}-\d{2}\. You cannot buy until then\./);
    expect(await page.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
    // Buying directly is refused by the server too.
    const refused = await context.request.post('/v2/cart/purchase', { headers: { 'idempotency-key': 'break-1' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('self_excluded');
  });
});

describe('the monthly activity statement', () => {
  it('shows last month’s figures on its page', async () => {
    await open(page, '/my-account/activity-statement');
    const figures = page.getByTestId('activity-statement');
    expect(await figures.innerText()).toMatch(/Spend\s+\$0\.00/);
    expect(await figures.innerText()).toMatch(/Net \(prizes less spend\)\s+\$0\.00/);
    await expectAccessible(page);
  });
});
