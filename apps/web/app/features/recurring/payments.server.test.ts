import type { PaymentResolution, RecurringPurchaseMethods } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { fundSourceWords } from './payments.server';

const methods: RecurringPurchaseMethods = {
  selectedRecurringPurchaseMethodKey: 'fund_1',
  availableRecurringPurchaseMethods: [
    { key: 'wallet', type: 'wallet', label: 'Wallet', fund: null },
    { key: 'fund_1', type: 'cc', label: 'Visa ending 4242', fund: null },
  ],
};
const resolution = (over: Partial<PaymentResolution>): PaymentResolution => ({
  fundSource: { id: 'wallet' },
  fundKind: 'wallet',
  actions: ['change-fund', 'add-card'],
  recurringPurchases: [],
  ...over,
});

describe('a payment resolution’s fund source in words (2-shopping.md §4)', () => {
  it('names the chosen card by its label, the wallet, and a card that was removed', () => {
    expect(fundSourceWords(resolution({ fundKind: 'cc', fundSource: { id: 'fund_1' } }), methods)).toBe(
      'Your recurring purchases are paid from your wallet, then your card Visa ending 4242.',
    );
    expect(fundSourceWords(resolution({}), methods)).toBe('Your recurring purchases are paid from your wallet.');
    expect(fundSourceWords(resolution({ fundKind: 'unfunded', fundSource: { id: null } }), methods)).toMatch(
      /was removed/,
    );
    // A card the methods no longer list (expired since) is still said as a card, without a label.
    expect(fundSourceWords(resolution({ fundKind: 'cc', fundSource: { id: 'fund_9' } }), methods)).toMatch(
      /then your chosen card\.$/,
    );
  });
});
