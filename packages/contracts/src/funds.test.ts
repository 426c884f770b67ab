import { describe, expect, it } from 'vitest';
import { formMessages } from './forms';
import { depositPurchaseRules, depositPurchaseSplit, parseDepositAmount, paymentMethodsQuerySchema } from './funds';

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

describe('a deposit-and-buy (docs/decisions/301)', () => {
  const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
  const card = { minAmount: aud(1000), maxAmount: aud(500_000) };

  it('lowers the minimum to what the wallet is short, never raises it', () => {
    expect(depositPurchaseRules(card, aud(350), aud(0)).minAmount).toEqual(aud(350));
    expect(depositPurchaseRules(card, aud(350), aud(200)).minAmount).toEqual(aud(150));
    expect(depositPurchaseRules(card, aud(3000), aud(0)).minAmount).toEqual(aud(1000));
    expect(depositPurchaseRules(card, aud(350), aud(500))).toBe(card);
    expect(depositPurchaseRules(card, aud(350), aud(0)).maxAmount).toEqual(aud(500_000));
  });

  it('splits a charge into the card part of the order, the wallet part and what stays', () => {
    expect(depositPurchaseSplit(aud(1000), aud(350))).toEqual({
      paidByCard: aud(350),
      paidFromWallet: aud(0),
      keptInWallet: aud(650),
    });
    expect(depositPurchaseSplit(aud(350), aud(350))).toEqual({
      paidByCard: aud(350),
      paidFromWallet: aud(0),
      keptInWallet: aud(0),
    });
    expect(depositPurchaseSplit(aud(200), aud(350))).toEqual({
      paidByCard: aud(200),
      paidFromWallet: aud(150),
      keptInWallet: aud(0),
    });
  });
});
