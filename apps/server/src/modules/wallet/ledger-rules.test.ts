import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error';
import { customerAccount, operatorAccount } from './accounts';
import { assertBalanced, assertCustomersCovered, balanceChanges, splitSpend } from './ledger-rules';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
const cash = customerAccount('c1', 'cash', 'AUD');
const bonus = customerAccount('c1', 'bonus', 'AUD');
const sales = operatorAccount('sales', 'powerball', 'AUD');
const promotions = operatorAccount('promotions', 'welcome', 'AUD');

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? err.code : 'not an AppError';
  }
  return undefined;
}

describe('account names', () => {
  it('name a customer account and an operator account by their parts', () => {
    expect(cash.id).toBe('customer:c1:cash:AUD');
    expect(sales.id).toBe('operator:sales:powerball:AUD');
    expect(customerAccount('c1', 'cash', 'GBP').id).not.toBe(cash.id);
  });

  it('refuse a part that could forge another name', () => {
    expect(codeOf(() => operatorAccount('sales', 'a:b', 'AUD'))).toBe('ledger_invalid_posting');
    expect(codeOf(() => customerAccount('', 'cash', 'AUD'))).toBe('ledger_invalid_posting');
  });
});

describe('double entry', () => {
  it('accepts postings that sum to zero per currency', () => {
    expect(
      codeOf(() =>
        assertBalanced([
          { account: cash, amount: aud(-500) },
          { account: sales, amount: aud(500) },
        ]),
      ),
    ).toBe(undefined);
    const gbpCash = customerAccount('c1', 'cash', 'GBP');
    const gbpSales = operatorAccount('sales', 'powerball', 'GBP');
    expect(
      codeOf(() =>
        assertBalanced([
          { account: cash, amount: aud(-500) },
          { account: sales, amount: aud(500) },
          { account: gbpCash, amount: gbp(-100) },
          { account: gbpSales, amount: gbp(100) },
        ]),
      ),
    ).toBe(undefined);
  });

  it('refuses postings that do not sum to zero, even when the total over currencies is zero', () => {
    expect(
      codeOf(() =>
        assertBalanced([
          { account: cash, amount: aud(-500) },
          { account: sales, amount: aud(499) },
        ]),
      ),
    ).toBe('ledger_unbalanced');
    const gbpSales = operatorAccount('sales', 'powerball', 'GBP');
    expect(
      codeOf(() =>
        assertBalanced([
          { account: cash, amount: aud(-500) },
          { account: sales, amount: aud(400) },
          { account: gbpSales, amount: gbp(100) },
        ]),
      ),
    ).toBe('ledger_unbalanced');
  });

  it('refuses fewer than two postings, zero, fractional or unsafe amounts, and a currency unlike the account', () => {
    expect(codeOf(() => assertBalanced([{ account: cash, amount: aud(0) }]))).toBe('ledger_invalid_posting');
    expect(
      codeOf(() =>
        assertBalanced([
          { account: cash, amount: aud(0) },
          { account: sales, amount: aud(0) },
        ]),
      ),
    ).toBe('ledger_invalid_posting');
    expect(
      codeOf(() =>
        assertBalanced([
          { account: cash, amount: aud(-1.5) },
          { account: sales, amount: aud(1.5) },
        ]),
      ),
    ).toBe('ledger_invalid_posting');
    expect(
      codeOf(() =>
        assertBalanced([
          { account: cash, amount: aud(-(2 ** 53)) },
          { account: sales, amount: aud(2 ** 53) },
        ]),
      ),
    ).toBe('ledger_invalid_posting');
    expect(
      codeOf(() =>
        assertBalanced([
          { account: cash, amount: gbp(-5) },
          { account: sales, amount: gbp(5) },
        ]),
      ),
    ).toBe('ledger_invalid_posting');
  });

  it('sums the changes per account, in name order', () => {
    const changes = balanceChanges([
      { account: sales, amount: aud(300) },
      { account: cash, amount: aud(-500) },
      { account: sales, amount: aud(200) },
    ]);
    expect([...changes.keys()]).toEqual([cash.id, sales.id]);
    expect(changes.get(sales.id)?.delta).toBe(500);
  });

  it("refuses to take a customer's account below zero; operator accounts may go below", () => {
    const spend = balanceChanges([
      { account: cash, amount: aud(-500) },
      { account: sales, amount: aud(500) },
    ]);
    expect(codeOf(() => assertCustomersCovered(spend, new Map([[cash.id, 500]])))).toBe(undefined);
    expect(codeOf(() => assertCustomersCovered(spend, new Map([[cash.id, 499]])))).toBe('insufficient_funds');
    expect(codeOf(() => assertCustomersCovered(spend, new Map()))).toBe('insufficient_funds');
    const credit = balanceChanges([
      { account: promotions, amount: aud(-500) },
      { account: bonus, amount: aud(500) },
    ]);
    expect(codeOf(() => assertCustomersCovered(credit, new Map()))).toBe(undefined);
  });
});

describe('spending order', () => {
  it('spends promotional credit first, then cash', () => {
    expect(splitSpend({ bonus: 300, cash: 1000 }, 500)).toEqual({ fromBonus: 300, fromCash: 200 });
    expect(splitSpend({ bonus: 800, cash: 1000 }, 500)).toEqual({ fromBonus: 500, fromCash: 0 });
    expect(splitSpend({ bonus: 0, cash: 1000 }, 1000)).toEqual({ fromBonus: 0, fromCash: 1000 });
    expect(splitSpend({ bonus: 0, cash: 0 }, 0)).toEqual({ fromBonus: 0, fromCash: 0 });
  });

  it('refuses a spend larger than bonus and cash together', () => {
    expect(codeOf(() => splitSpend({ bonus: 300, cash: 199 }, 500))).toBe('insufficient_funds');
    expect(codeOf(() => splitSpend({ bonus: 0, cash: 0 }, 1))).toBe('insufficient_funds');
  });

  it('refuses a negative or fractional spend', () => {
    expect(codeOf(() => splitSpend({ bonus: 300, cash: 1000 }, -1))).toBe('ledger_invalid_posting');
    expect(codeOf(() => splitSpend({ bonus: 300, cash: 1000 }, 1.5))).toBe('ledger_invalid_posting');
  });
});
