import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signUpByApi } from './account-support';
import { expectAccessible, hydrated } from './browser';
import { demoMember, type StaffShop, signInToConsole, startStaffShop, visitorPage } from './staff-shop';

/**
 * BPAY (issue 30, decision 530): where the shop has a biller code, a customer reads the biller code
 * and their own reference on the deposit page (phone width); finance pastes the bank's file on the
 * console's BPAY page; the payment is credited once (the same file again credits nothing) and the
 * customer's wallet shows it. Axe clean on both pages. Bank deposits and PayID transfers (decision
 * 519) likewise: the shop's account, its PayID and the customer's reference on the deposit page,
 * finance's account statement imported on its console page, the credit line in the wallet once.
 */
let shop: StaffShop;

beforeAll(async () => {
  shop = await startStaffShop('bpay', {
    bpayBillerCode: '254789',
    bankDeposit: {
      account: { bsb: '062-000', accountNumber: '12345678', accountName: 'Drawline Pty Ltd' },
      payId: 'pay@drawline.test',
    },
  });
}, 120_000);
afterAll(() => shop?.close());

describe('BPAY', () => {
  it("a customer's BPAY payment, imported by finance from the bank's file, reaches their wallet once", async () => {
    const customer = await visitorPage(shop);
    await signUpByApi(customer.context(), newCustomer('bpay'));
    await customer.goto('/my-account/deposit');
    const panel = customer.getByTestId('bpay');
    await panel.getByRole('heading', { name: 'Or pay by BPAY from your bank' }).waitFor();
    expect(await panel.locator('dd').first().innerText()).toBe('254789');
    const reference = await panel.locator('dd').nth(1).innerText();
    expect(reference).toMatch(/^\d{10}$/);
    const scrolls = await customer.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrolls).toBe(false);
    await expectAccessible(customer);

    const finance = await signInToConsole(shop, demoMember('finance'));
    await finance.getByRole('link', { name: 'BPAY' }).click();
    await finance.getByRole('heading', { name: 'BPAY payments', level: 1 }).waitFor();
    await hydrated(finance);
    const file = `bank reference,customer reference,amount,paid on\nBANK-0001,${reference},42.50,2026-11-27\nBANK-0002,1000000008,9.00,2026-11-27`;
    await finance.getByLabel("The bank's payments, one a line").fill(file);
    await finance.getByRole('button', { name: 'Import payments' }).click();
    await finance.getByText('Imported: 1 credited, 1 waiting, 0 imported before.').waitFor();
    expect(await finance.getByRole('row', { name: /BANK-0001/ }).innerText()).toContain('Credited');
    expect(await finance.getByRole('row', { name: /BANK-0002/ }).innerText()).toContain(
      'No customer has this reference',
    );
    await expectAccessible(finance);

    // The same file again: nothing twice.
    await finance.getByLabel("The bank's payments, one a line").fill(file);
    await finance.getByRole('button', { name: 'Import payments' }).click();
    await finance.getByText('Imported: 0 credited, 0 waiting, 2 imported before.').waitFor();

    await customer.goto('/my-account/deposit');
    await customer.getByText('Your wallet holds $42.50.').waitFor();
  });

  it("a customer's PayID transfer, imported by finance from the account statement, reaches their wallet once", async () => {
    const customer = await visitorPage(shop);
    await signUpByApi(customer.context(), newCustomer('payid'));
    await customer.goto('/my-account/deposit');
    const panel = customer.getByTestId('bank-deposit');
    await panel.getByRole('heading', { name: 'Or pay into our bank account' }).waitFor();
    expect(await panel.getByText('pay@drawline.test').count()).toBe(1);
    expect(await panel.getByText('12345678').count()).toBe(1);
    const reference = await panel.locator('dd').last().innerText();
    expect(reference).toMatch(/^\d{10}$/);
    const scrolls = await customer.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrolls).toBe(false);
    await expectAccessible(customer);

    const finance = await signInToConsole(shop, demoMember('finance'));
    await finance.getByRole('link', { name: 'Account statement' }).click();
    await finance.getByRole('heading', { name: 'Account statement', level: 1 }).waitFor();
    await hydrated(finance);
    const statement = `2026-11-27,30.00,OSKO PAYMENT ${reference} JO CITIZEN,TX-0001\n2026-11-27,-12.00,BANK FEE,TX-0002\n2026-11-27,5.00,TRANSFER NO REF,TX-0003`;
    const field = finance.getByLabel("The statement's lines, one a line");
    await field.fill(statement);
    await finance.getByRole('button', { name: 'Import statement' }).click();
    await finance.getByText('Imported: 1 credited, 1 waiting, 0 imported before.').waitFor();
    expect(await finance.getByRole('row', { name: /TX-0001/ }).innerText()).toContain('Credited');
    expect(await finance.getByRole('row', { name: /TX-0003/ }).innerText()).toContain('No customer reference');
    await expectAccessible(finance);

    // The same statement again: nothing twice.
    await field.fill(statement);
    await finance.getByRole('button', { name: 'Import statement' }).click();
    await finance.getByText('Imported: 0 credited, 0 waiting, 2 imported before.').waitFor();

    await customer.goto('/my-account/deposit');
    await customer.getByText('Your wallet holds $30.00.').waitFor();
  });
});
