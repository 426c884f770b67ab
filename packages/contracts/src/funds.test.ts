import { describe, expect, it } from 'vitest';
import { formMessages } from './forms';
import { parseDepositAmount, paymentMethodsQuerySchema } from './funds';

const rules = {
  minAmount: { amount: 1000, currency: 'AUD' as const },
  maxAmount: { amount: 500_000, currency: 'AUD' as const },
};

describe('parseDepositAmount (3-account.md §5)', () => {
  it('reads major units into cents', () => {
    expect(parseDepositAmount('25', rules)).toEqual({ amount: 2500 });
    expect(parseDepositAmount('25.5', rules)).toEqual({ amount: 2550 });
    expect(parseDepositAmount(' 10.05 ', rules)).toEqual({ amount: 1005 });
    expect(parseDepositAmount(5000, rules)).toEqual({ amount: 500_000 });
  });
  it('refuses three decimals, negatives and words with the currency message', () => {
    for (const bad of ['10.555', '-10', '1e3', 'ten', '10.']) {
      expect(parseDepositAmount(bad, rules)).toEqual({ error: formMessages.currency });
    }
    expect(parseDepositAmount('', rules)).toEqual({ error: formMessages.required });
  });
  it('refuses amounts outside the method rules with the minimum and maximum messages', () => {
    expect(parseDepositAmount('9.99', rules)).toEqual({ error: formMessages.minimum('$10.00') });
    expect(parseDepositAmount('5000.01', rules)).toEqual({ error: formMessages.maximum('$5,000.00') });
  });
});

describe('payment method filters', () => {
  it('takes repeated or comma separated filters and refuses unknown ones', () => {
    expect(paymentMethodsQuerySchema.parse({ filter: 'funds.cart,funds.digital_wallets' }).filter).toEqual([
      'funds.cart',
      'funds.digital_wallets',
    ]);
    expect(paymentMethodsQuerySchema.parse({}).filter).toEqual([]);
    expect(paymentMethodsQuerySchema.safeParse({ filter: 'funds.everything' }).success).toBe(false);
  });
});
