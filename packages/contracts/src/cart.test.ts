import { describe, expect, it } from 'vitest';
import {
  addCartItemRequestSchema,
  blockedReasonActionType,
  cartBlockedReasons,
  isBlockingReason,
  MAX_CART_ITEM_QUANTITY,
  promotionRequestSchema,
  updateCartItemRequestSchema,
} from './cart';

const entry = { productOfferKey: 'powerball2018', gameType: 'standard', gameOffer: 'standard', numGames: 4 };

describe('blocked reasons', () => {
  it('gives each reason its action type, fixed by default, and only close reasons let a purchase through', () => {
    expect(blockedReasonActionType('auto_removed_items')).toBe('close');
    expect(blockedReasonActionType('not_enough_stock')).toBe('fixed');
    expect(blockedReasonActionType('a_reason_added_later')).toBe('fixed');
    expect(isBlockingReason('auto_removed_items')).toBe(false);
    expect(isBlockingReason('offer_unavailable')).toBe(true);
  });

  it('words the messages for one thing or several', () => {
    expect(cartBlockedReasons.auto_removed_items.message({ count: 2 })).toBe(
      'We removed 2 items from your cart because their draws have closed or sold out.',
    );
    expect(cartBlockedReasons.offer_unavailable.message({ names: ['Powerball'] })).toBe(
      'Powerball cannot be bought at the moment. Remove it from your cart to continue.',
    );
  });
});

describe('cart item requests', () => {
  it('takes an entry and leaves prices out', () => {
    const parsed = addCartItemRequestSchema.parse({ ...entry, price: { amount: 1, currency: 'AUD' } });
    expect(parsed).toEqual(entry);
  });

  it('refuses quantities that are not a whole number from 1 to the maximum, in words', () => {
    for (const quantity of [0, -1, 1.5, MAX_CART_ITEM_QUANTITY + 1, 1e300, '2', null]) {
      const result = addCartItemRequestSchema.safeParse({ ...entry, quantity });
      expect(result.success, String(quantity)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        `The quantity must be a whole number from 1 to ${MAX_CART_ITEM_QUANTITY}`,
      );
    }
  });

  it('refuses NUL and other control characters in text', () => {
    expect(addCartItemRequestSchema.safeParse({ ...entry, affiliateCode: 'a\u0000b' }).success).toBe(false);
    expect(addCartItemRequestSchema.safeParse({ ...entry, causeKey: 'x\u0000' }).success).toBe(false);
    expect(promotionRequestSchema.safeParse({ promotionCode: 'CODE\u0000' }).success).toBe(false);
    expect(promotionRequestSchema.safeParse({ promotionCode: 'CODE\n' }).success).toBe(false);
  });

  it('needs at least one field to change an item, and never the offer', () => {
    expect(updateCartItemRequestSchema.safeParse({}).success).toBe(false);
    expect(updateCartItemRequestSchema.parse({ quantity: 2, productOfferKey: 'other' })).toEqual({ quantity: 2 });
  });
});
