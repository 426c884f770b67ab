import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated, launchBrowser } from './browser';
import { expectAdded, open, visitorPage } from './play-support';

/**
 * Funds (3-account.md §3, §4, §7 Funds; 2-shopping.md checkout): a new customer pays by a new
 * card with 3-D Secure at checkout, a declined card charges nothing, a saved card tops up the
 * wallet, and the shop's own pages never see a card number (docs/decisions/170).
 */
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

const cards = {
  challenge: '4000000000003220',
  decline: '4000000000000002',
  approve: '4242424242424242',
  mastercard: '5555555555554444',
};

/** Every request the page makes, with its body, to check where a card number went. */
function recordRequests(page: Page): { url: string; body: string }[] {
  const seen: { url: string; body: string }[] = [];
  page.on('request', (r) => seen.push({ url: r.url(), body: r.postData() ?? '' }));
  return seen;
}

/**
 * On the sandbox gateway's own card page: types the card in and saves it with the page's button
 * ("Save card", or "Continue to pay $3.40" when the card is for a payment).
 */
async function enterCard(page: Page, number: string, button = 'Save card'): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/sandbox-gateway/card');
  await expectAccessible(page);
  await page.getByLabel('Name on card').fill('Pat Player');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: button, exact: true }).click();
}

async function availableFunds(page: Page): Promise<number> {
  const res = await page.context().request.get('/v2/customer');
  return ((await res.json()) as { result: { availableFunds: { amount: number } } }).result.availableFunds.amount;
}

async function signedInPage(tag: string): Promise<Page> {
  const page = await visitorPage(browser);
  await signUpByApi(page.context(), newCustomer(tag));
  return page;
}

describe('pay by card at checkout', () => {
  it('takes an anonymous cart through sign-up, a new card and 3-D Secure to the receipt and the ticket', async () => {
    const page = await visitorPage(browser);
    const requests = recordRequests(page);
    await open(page, '/saturday-lotto');
    await page.getByLabel('Number of games').selectOption('4');
    await page.getByRole('button', { name: 'Quick pick all' }).click();
    await expectAdded(page);
    await open(page, '/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    const c = newCustomer('funds');
    await page.getByLabel('First name').fill(c.firstName);
    await page.getByLabel('Last name').fill(c.lastName);
    await page.getByLabel('Email', { exact: true }).fill(c.email);
    await page.getByLabel('Date of birth').fill(`${c.dateOfBirth.year}-${c.dateOfBirth.month}-${c.dateOfBirth.day}`);
    await page.getByLabel('Password', { exact: true }).fill(c.password);
    await page.getByLabel('Confirm password').fill(c.password);
    await page.getByLabel(/agree to the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // Back where they were going: the checkout, not the cart (issue 23).
    await page.waitForURL((url) => url.pathname === '/cart/buy');
    await page.getByRole('heading', { name: 'Pay by card' }).waitFor();
    await expectAccessible(page);

    // The card goes into the gateway's page, which sends the browser back with a token.
    await page.getByTestId('add-card').click();
    await enterCard(page, cards.challenge, 'Continue to pay $3.40');
    await page.waitForURL((url) => url.pathname === '/cart/buy' && url.searchParams.has('fund'));
    expect(await page.getByLabel(/Visa ending 3220/).isChecked()).toBe(true);
    // The card is charged the order's amount, below the $10.00 deposit minimum (decision 301).
    expect(await page.getByLabel('Amount').inputValue()).toBe('3.40');
    await page.getByRole('button', { name: 'Pay $3.40 by card', exact: true }).click();

    // The bank's 3-D Secure challenge, on the gateway's page.
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-gateway/3ds/'));
    await expectAccessible(page);
    await page.getByLabel('One-time code').fill('1234');
    await page.getByRole('button', { name: 'Confirm' }).click();
    // The purchase is made: on to its receipt (3-account.md §4), which says the card's charge.
    await page.waitForURL((url) => url.pathname.startsWith('/receipt/'));
    await page.locator('main').getByText('Saturday Lotto').first().waitFor();
    expect(await page.getByTestId('receipt-payment').innerText()).toMatch(
      /Charged to your card \(Visa ending 3220\)\s+\$3\.40/,
    );
    await expectAccessible(page);
    expect(await availableFunds(page)).toBe(0);

    await open(page, '/my-account/upcoming-tickets');
    await page.locator('main').getByText('Saturday Lotto').first().waitFor();

    // The card number went to the gateway's page only: no request to the shop's API or pages had it
    // (spaced in groups by the card page as typed, or not).
    const digitsOnly = (text: string) => {
      const spaced = text.replace(/\+/g, ' ');
      try {
        return decodeURIComponent(spaced).replace(/\s/g, '');
      } catch {
        return spaced.replace(/\s|%20/g, '');
      }
    };
    const withNumber = requests.filter((r) => digitsOnly(`${r.url} ${r.body}`).includes(cards.challenge));
    expect(withNumber.map((r) => new URL(r.url).pathname)).toEqual(['/sandbox-gateway/card']);
    await page.context().close();
  });
});

describe('deposits', () => {
  it('shows the gateway’s message for a declined card and charges nothing', async () => {
    const page = await signedInPage('declined');
    await open(page, '/my-account/deposit');
    await expectAccessible(page);
    await page.getByTestId('add-card').click();
    await enterCard(page, cards.decline);
    await page.waitForURL((url) => url.pathname === '/my-account/deposit' && url.searchParams.has('fund'));
    await hydrated(page);
    await page.getByLabel('Amount').fill('20');
    await page.getByRole('button', { name: 'Deposit' }).click();
    await page.getByText('Your card was declined.').waitFor();
    await expectAccessible(page);
    expect(await availableFunds(page)).toBe(0);

    // Bad amounts get the spec's field messages.
    await page.getByLabel('Amount').fill('10.555');
    await page.getByRole('button', { name: 'Deposit' }).click();
    await page.getByText('Amount must follow format e.g: 1.50').first().waitFor();
    expect(await availableFunds(page)).toBe(0);
    await page.context().close();
  });

  it('deposits with a saved card, shown on cards and accounts', async () => {
    const page = await signedInPage('saved');
    await open(page, '/my-account/cards-and-accounts');
    // The shop's new bank accounts wait a day before their first withdrawal: said before one is added.
    const addAccount = page.getByRole('form', { name: 'Add a bank account' });
    expect(await addAccount.getByRole('button', { name: 'Add bank account' }).getAttribute('aria-describedby')).toBe(
      'bank-account-wait',
    );
    expect(await addAccount.locator('#bank-account-wait').innerText()).toBe(
      'For your security, a new account can receive withdrawals 1 day after you add it.',
    );
    await page.getByTestId('add-card').click();
    await enterCard(page, cards.approve);
    await page.waitForURL((url) => url.pathname === '/my-account/cards-and-accounts');
    expect(await page.getByTestId('saved-card').innerText()).toContain('Visa ending 4242');
    await expectAccessible(page);

    await open(page, '/my-account/deposit');
    expect(await page.getByLabel(/Visa ending 4242/).isChecked()).toBe(true);
    await page.getByLabel('Amount').fill('25.50');
    await page.getByRole('button', { name: 'Deposit' }).click();
    await page.waitForURL((url) => /^\/my-account\/deposit\/summary\/[^/]+$/.test(url.pathname));
    expect(await page.getByTestId('deposit-success').innerText()).toContain('$25.50 was added to your wallet.');
    await expectAccessible(page);
    expect(await availableFunds(page)).toBe(25_50);
    await page.context().close();
  });

  it('makes a saved card the default and removes one on cards and accounts', async () => {
    const page = await signedInPage('choose');
    for (const number of [cards.approve, cards.mastercard]) {
      await open(page, '/my-account/cards-and-accounts');
      await page.getByTestId('add-card').click();
      await enterCard(page, number);
      await page.waitForURL((url) => url.pathname === '/my-account/cards-and-accounts');
    }
    await open(page, '/my-account/cards-and-accounts');
    expect(await page.getByTestId('saved-card').count()).toBe(2);

    await page.getByRole('button', { name: /Make default .*4444/ }).click();
    await page.getByText('Your default card has changed.').waitFor();
    await expect
      .poll(() => page.getByTestId('saved-card').filter({ hasText: '4444' }).innerText())
      .toContain('Default');
    await expectAccessible(page);

    await page.getByRole('button', { name: /Remove .*4242/ }).click();
    await page.getByText('The card was removed.').waitFor();
    await expect.poll(() => page.getByTestId('saved-card').count()).toBe(1);
    expect(await page.getByTestId('saved-card').innerText()).toContain('4444');
    await page.context().close();
  });

  // PayPal goes through Braintree's window (decision 488, paypal-deposit.e2e.test.ts); Google Pay through the approval page.
  it('takes a Google Pay deposit through the approval page, and shows a failed 3-D Secure check', async () => {
    const page = await signedInPage('wallets');
    await open(page, '/my-account/deposit');
    expect(await page.getByRole('radio', { name: 'Apple Pay' }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Google Pay' }).check();
    await page.getByLabel('Amount').fill('15');
    await page.getByRole('button', { name: 'Deposit' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/my-account/deposit/authorisation/'));
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Continue to Google Pay' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-gateway/3ds/'));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => /^\/my-account\/deposit\/details\/[^/]+\/success$/.test(url.pathname));
    expect(await page.getByTestId('deposit-success').innerText()).toContain('$15.00 was added to your wallet.');
    expect(await availableFunds(page)).toBe(15_00);

    await open(page, '/my-account/cards-and-accounts');
    await page.getByTestId('add-card').click();
    await enterCard(page, cards.challenge);
    await page.waitForURL((url) => url.pathname === '/my-account/cards-and-accounts');
    await open(page, '/my-account/deposit');
    await page.getByLabel(/Visa ending 3220/).check();
    await page.getByLabel('Amount').fill('30');
    await page.getByRole('button', { name: 'Deposit' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/my-account/deposit/authorisation/'));
    await page.getByRole('link', { name: 'Confirm with your bank' }).click();
    await page.getByLabel('One-time code').fill('0000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => /^\/my-account\/deposit\/details\/[^/]+\/failure$/.test(url.pathname));
    expect(await page.getByTestId('deposit-failure').innerText()).toMatch(/3-D Secure/);
    await expectAccessible(page);
    expect(await availableFunds(page)).toBe(15_00);
    await page.context().close();
  });
});
