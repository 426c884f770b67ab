import { describe, expect, it } from 'vitest';
import {
  allocateDiscount,
  evaluatePromotion,
  normalisePromotionCode,
  promotionProblem,
  type VoucherTerms,
} from './promotion-rules';

const now = new Date('2026-03-10T02:00:00Z');
const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const voucher = (v: Partial<VoucherTerms>): VoucherTerms => ({
  code: 'CODE',
  type: 'voucher_fixed_discount',
  description: '',
  amount: 500,
  percentOff: null,
  currency: 'AUD',
  minimumSpend: 0,
  expiresAt: null,
  active: true,
  ...v,
});
const ctx = (subtotal: number, alreadyRedeemed = false) => ({ subtotal: aud(subtotal), now, alreadyRedeemed });

describe('normalisePromotionCode', () => {
  it('matches codes in upper case and refuses text that cannot be a code', () => {
    expect(normalisePromotionCode(' welcome5 ')).toBe('WELCOME5');
    for (const bad of ['', 'ab', 'x'.repeat(33), 'WELCOME 5', 'WELCOME5;', 'ÉTÉ2026']) {
      expect(normalisePromotionCode(bad), bad).toBeNull();
    }
  });
});

describe('promotionProblem', () => {
  it('names the first rule a voucher fails, in the order a customer would want to hear it', () => {
    expect(promotionProblem(undefined, ctx(5000))).toBe('unknown');
    expect(promotionProblem(voucher({ active: false }), ctx(5000))).toBe('unknown');
    const expired = voucher({ type: 'voucher_fixed_discount_expire', expiresAt: now, minimumSpend: 10_000 });
    expect(promotionProblem(expired, ctx(0, true))).toBe('expired');
    expect(promotionProblem(voucher({ minimumSpend: 10_000 }), ctx(0, true))).toBe('already_used');
    expect(promotionProblem(voucher({ currency: 'GBP' }), ctx(5000))).toBe('currency');
    expect(promotionProblem(voucher({ minimumSpend: 1000 }), ctx(999))).toBe('minimum_spend');
    expect(promotionProblem(voucher({ minimumSpend: 1000 }), ctx(1000))).toBeNull();
    const later = voucher({ type: 'voucher_fixed_discount_expire', expiresAt: new Date(now.getTime() + 1) });
    expect(promotionProblem(later, ctx(1))).toBeNull();
  });
});

describe('evaluatePromotion', () => {
  it('takes a fixed amount off, never more than the subtotal', () => {
    expect(evaluatePromotion(voucher({ amount: 500 }), ctx(1200))).toMatchObject({ applied: true, discount: aud(500) });
    expect(evaluatePromotion(voucher({ amount: 500 }), ctx(300)).discount).toEqual(aud(300));
  });

  it('takes a percentage off, rounded down to the cent', () => {
    const tenPercent = voucher({ type: 'voucher_percent_discount', amount: null, percentOff: 10 });
    expect(evaluatePromotion(tenPercent, ctx(2345)).discount).toEqual(aud(234));
    expect(evaluatePromotion({ ...tenPercent, percentOff: 100 }, ctx(2345)).discount).toEqual(aud(2345));
  });

  it('leaves the total alone for a credit amount and pays the credit after the purchase', () => {
    const credit = voucher({ type: 'voucher_credit_amount', amount: 2000 });
    expect(evaluatePromotion(credit, ctx(2500))).toEqual({
      applied: true,
      problem: null,
      message: null,
      discount: aud(0),
      pendingCredit: aud(2000),
    });
  });

  it('gives nothing, with the reason in words, when a rule fails', () => {
    const outcome = evaluatePromotion(voucher({ minimumSpend: 2000 }), ctx(1999));
    expect(outcome).toEqual({
      applied: false,
      problem: 'minimum_spend',
      message: 'Spend at least $20.00 to use this promotion code.',
      discount: aud(0),
      pendingCredit: null,
    });
  });
});

describe('allocateDiscount', () => {
  it('shares a discount over lines in proportion, to the cent, adding up exactly', () => {
    expect(allocateDiscount([1000, 1000, 1000], 100)).toEqual([34, 33, 33]);
    expect(allocateDiscount([700, 2100], 500)).toEqual([125, 375]);
    expect(allocateDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(allocateDiscount([500, 0, 300], 800)).toEqual([500, 0, 300]);
    expect(allocateDiscount([500, 300], 5000)).toEqual([500, 300]);
    expect(allocateDiscount([500, 300], 0)).toEqual([0, 0]);
    expect(allocateDiscount([], 100)).toEqual([]);
  });

  it('stays exact on carts whose products of cents pass 2^53', () => {
    const lines = [5_200_000_000, 3_100_000_017, 7];
    const shares = allocateDiscount(lines, 8_300_000_023);
    expect(shares.reduce((n, x) => n + x, 0)).toBe(8_300_000_023);
    for (const [i, s] of shares.entries()) expect(s).toBeLessThanOrEqual(lines[i] as number);
  });

  it('never lets a share pass its line, for any split', () => {
    for (let seed = 1; seed < 200; seed++) {
      const lines = Array.from({ length: 1 + (seed % 6) }, (_, i) => ((seed * 7919 + i * 104729) % 5000) + 1);
      const total = lines.reduce((n, x) => n + x, 0);
      const discount = (seed * 37) % (total + 10);
      const shares = allocateDiscount(lines, discount);
      expect(shares.reduce((n, x) => n + x, 0)).toBe(Math.min(discount, total));
      for (const [i, s] of shares.entries()) expect(s >= 0 && s <= (lines[i] as number)).toBe(true);
    }
  });
});
