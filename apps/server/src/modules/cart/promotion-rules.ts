import {
  type Money,
  PROMOTION_CODE_PATTERN,
  type PromotionProblem,
  promotionMessages,
  type VoucherType,
} from '@drawline/contracts';

/** A voucher as the rules read it. */
export interface VoucherTerms {
  code: string;
  type: VoucherType;
  description: string;
  /** Cents: off (fixed types) or credited (credit amount); null for percent. */
  amount: number | null;
  percentOff: number | null;
  currency: string;
  minimumSpend: number;
  expiresAt: Date | null;
  active: boolean;
}

export interface PromotionOutcome {
  applied: boolean;
  problem: PromotionProblem | null;
  message: string | null;
  discount: Money;
  /** A credit amount voucher's credit, paid into the wallet when the purchase completes. */
  pendingCredit: Money | null;
}

/** Codes are matched in upper case; null when the text cannot be a code (docs/decisions/112). */
export function normalisePromotionCode(text: string): string | null {
  const code = text.trim();
  return PROMOTION_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}

/**
 * Whether a voucher may be used on a cart of this subtotal now, in the order a customer would
 * want to hear it: the code is unknown (or switched off), it has expired, the customer has
 * used it, the cart's currency differs, the subtotal is under the minimum spend.
 */
export function promotionProblem(
  voucher: VoucherTerms | undefined,
  ctx: { subtotal: Money; now: Date; alreadyRedeemed: boolean },
): PromotionProblem | null {
  if (!voucher?.active) return 'unknown';
  if (voucher.expiresAt && voucher.expiresAt.getTime() <= ctx.now.getTime()) return 'expired';
  if (ctx.alreadyRedeemed) return 'already_used';
  if (voucher.currency !== ctx.subtotal.currency) return 'currency';
  if (ctx.subtotal.amount < voucher.minimumSpend) return 'minimum_spend';
  return null;
}

export function promotionMessage(problem: PromotionProblem, voucher: VoucherTerms | undefined): string {
  if (problem === 'minimum_spend' && voucher) {
    return promotionMessages.minimum_spend({
      minimumSpend: { amount: voucher.minimumSpend, currency: voucher.currency as Money['currency'] },
    });
  }
  return promotionMessages[problem as Exclude<PromotionProblem, 'minimum_spend'>]();
}

/**
 * What a voucher gives on a cart: a fixed amount off (never more than the subtotal), a
 * percentage off rounded down to the cent (the discount never exceeds the stated percentage),
 * or a credit paid into the wallet after the purchase, leaving the total alone.
 */
export function evaluatePromotion(
  voucher: VoucherTerms,
  ctx: { subtotal: Money; now: Date; alreadyRedeemed: boolean },
): PromotionOutcome {
  const none: Money = { amount: 0, currency: ctx.subtotal.currency };
  const problem = promotionProblem(voucher, ctx);
  if (problem) {
    return {
      applied: false,
      problem,
      message: promotionMessage(problem, voucher),
      discount: none,
      pendingCredit: null,
    };
  }
  const outcome = (discount: number, pendingCredit: number | null): PromotionOutcome => ({
    applied: true,
    problem: null,
    message: null,
    discount: { amount: discount, currency: ctx.subtotal.currency },
    pendingCredit: pendingCredit === null ? null : { amount: pendingCredit, currency: ctx.subtotal.currency },
  });
  switch (voucher.type) {
    case 'voucher_percent_discount':
      return outcome(Math.floor((ctx.subtotal.amount * (voucher.percentOff ?? 0)) / 100), null);
    case 'voucher_credit_amount':
      return outcome(0, voucher.amount ?? 0);
    case 'voucher_fixed_discount':
    case 'voucher_fixed_discount_expire':
      return outcome(Math.min(voucher.amount ?? 0, ctx.subtotal.amount), null);
  }
}

/**
 * Shares a cart's discount over its lines in proportion to their totals, to the cent: each line
 * gets the floor of its share, and the cents left go to the lines with the largest remainders
 * (the earlier line on a tie). The shares add up to the discount and no line goes below zero.
 */
export function allocateDiscount(lineTotals: readonly number[], discount: number): number[] {
  const total = lineTotals.reduce((n, x) => n + x, 0);
  if (discount <= 0 || total <= 0) return lineTotals.map(() => 0);
  // Products of cents can pass 2^53 on a big cart, so the shares are worked out in BigInt.
  const capped = BigInt(Math.min(discount, total));
  const whole = BigInt(total);
  const shares = lineTotals.map((x) => Number((BigInt(x) * capped) / whole));
  let left = Number(capped) - shares.reduce((n, x) => n + x, 0);
  const byRemainder = lineTotals
    .map((x, i) => ({ i, remainder: (BigInt(x) * capped) % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder < b.remainder ? 1 : -1));
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    if ((shares[i] as number) < (lineTotals[i] as number)) {
      shares[i] = (shares[i] as number) + 1;
      left--;
    }
  }
  return shares;
}
