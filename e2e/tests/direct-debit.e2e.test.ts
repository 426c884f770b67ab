import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_DEBIT_SENDER } from '../../apps/server/tests/direct-debit-helpers';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop, visitorPage } from './staff-shop';

/**
 * Direct debit (issue 30, decisions 522 to 524): on the deposit page (phone width) a customer reads
 * the Direct Debit Request service agreement, sets up the request and asks for a deposit, which
 * waits; finance exports the collection file on the console's Direct debit page (and downloads
 * it), imports the bank's outcome, and the customer's wallet holds the money, once. Axe clean.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('direct-debit', { directDebit: DIRECT_DEBIT_SENDER });
}, 120_000);
afterAll(() => shop?.close());

describe('Direct debit', () => {
  it('a request, a deposit, the collection exported and its outcome imported: the wallet credited once', async () => {
    const customer = await visitorPage(shop);
    await signUpByApi(customer.context(), newCustomer('dd'));
    await customer.goto('/my-account/deposit');
    const panel = customer.getByTestId('direct-debit');
    await panel.getByRole('heading', { name: 'Or deposit by direct debit from your bank account' }).waitFor();
    await panel.getByRole('heading', { name: 'Direct Debit Request service agreement' }).waitFor();
    await hydrated(customer);
    const scrolls = await customer.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrolls).toBe(false);
    await expectAccessible(customer);

    await panel.getByLabel('Account name').fill('Jo Citizen');
    await panel.getByLabel('BSB').fill('082-902');
    await panel.getByLabel('Account number').fill('987654321');
    await panel.getByLabel(/I have read the Direct Debit Request service agreement/).check();
    await panel.getByRole('button', { name: 'Set up direct debit' }).click();
    await panel.getByText('Your direct debit request is set up').waitFor();
    await panel.getByText('We collect from Jo Citizen, BSB 082-902, account •••321.').waitFor();
    await panel.getByText('we collect from your account in 1 to 3 business days', { exact: false }).waitFor();

    await panel.getByLabel('Amount to collect ($)').fill('25.00');
    await panel.getByRole('button', { name: 'Deposit by direct debit' }).click();
    await panel.getByText('Your deposit of $25.00 is waiting', { exact: false }).waitFor();
    await panel.getByText('Waiting: we collect it in 1 to 3 business days').waitFor();
    await expectAccessible(customer);

    const finance = await signInToConsole(shop, demoMember('finance'));
    await finance.getByRole('link', { name: 'Direct debit' }).click();
    await finance.getByRole('heading', { name: 'Direct debit', level: 1 }).waitFor();
    await hydrated(finance);
    await finance.getByText('1 waiting, $25.00 in all.', { exact: false }).waitFor();
    await finance.getByRole('button', { name: 'Export the collection file' }).click();
    await finance.getByText(/File \d+ written: 1 debits, \$25\.00\./).waitFor();
    const download = finance.getByRole('link', { name: /Download file \d+ \(ABA\)/ });
    const href = (await download.getAttribute('href')) ?? '';
    const file = await finance.context().request.get(href);
    expect(file.status()).toBe(200);
    const records = (await file.text()).split('\r\n').filter(Boolean);
    expect(records.map((r) => r.length)).toEqual([120, 120, 120, 120]);
    expect(records[1]).toContain('082-902987654321 130000002500');
    const reference = (await finance.locator('section code').first().innerText()).trim();
    expect(reference).toMatch(/^DD[A-Z0-9]{12}$/);
    expect(records[1]).toContain(reference);
    await expectAccessible(finance);

    const outcomes = finance.getByLabel('The outcomes, one deposit a line');
    await outcomes.fill(`reference,outcome,reason\n${reference},collected`);
    await finance.getByRole('button', { name: 'Import outcomes' }).click();
    await finance.getByText('Imported: 1 collected, 0 dishonoured, 0 imported before.').waitFor();
    expect(await finance.getByRole('row', { name: new RegExp(reference) }).innerText()).toContain(
      'Collected and credited',
    );
    // The same outcome again: nothing twice.
    await outcomes.fill(`${reference},collected`);
    await finance.getByRole('button', { name: 'Import outcomes' }).click();
    await finance.getByText('Imported: 0 collected, 0 dishonoured, 1 imported before.').waitFor();

    await customer.goto('/my-account/deposit');
    await customer.getByText('Your wallet holds $25.00.').waitFor();
    await customer.getByTestId('direct-debit').getByText('Collected: in your wallet').waitFor();
  });
});
