import { cartBlockedReasons } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { cartItem, cartOf } from './cart-fixtures.test-support';
import { cartCountOf, itemSummary, toCartView, toLineView } from './cart-view';

describe('itemSummary', () => {
  it('says what each kind of item buys, in the play pages’ words', () => {
    expect(itemSummary(cartItem({ numGames: 18 }))).toBe('18 games of Saturday Lotto for 1 draw');
    expect(itemSummary(cartItem({ numGames: 1, numDraws: 4 }))).toBe('1 game of Saturday Lotto for 4 draws');
    expect(itemSummary(cartItem({ gameType: 'reduced_system', gameOffer: 'system_8', numGames: 1 }))).toBe(
      '1 system of Saturday Lotto for 1 draw',
    );
    expect(
      itemSummary(cartItem({ gameType: 'syndicate', numGames: 2, syndicateEncodedId: 's1', syndicateName: 'Mega' })),
    ).toBe('2 shares of Saturday Lotto for 1 draw');
    const raffle = { productType: 'raffle_ticket' as const, productOfferName: 'Make a Smile', drawNo: 12, games: [] };
    expect(itemSummary(cartItem({ ...raffle, numGames: 3 }))).toBe('3 tickets in draw 12 of Make a Smile');
    expect(itemSummary(cartItem({ ...raffle, numGames: 1, numDraws: 2 }))).toBe(
      '1 ticket from draw 12, for 2 draws of Make a Smile',
    );
  });
});

describe('toLineView', () => {
  it('shows the numbers per game low to high, the Powerball after them, blanks left out, and none for a quick pick', () => {
    const line = toLineView(cartItem({ games: [{ Powerball: [7], Numbers: [28, 4, null, 26, 9, 6, 1] }] }));
    expect(line.games).toEqual([
      [
        { name: 'Numbers', numbers: [1, 4, 6, 9, 26, 28] },
        { name: 'Powerball', numbers: [7] },
      ],
    ]);
    // Lotto Strike counts its numbers by their places: they stay where they were picked.
    const strike = toLineView(cartItem({ gameType: 'strike_standard', games: [{ Numbers: [40, 2, 17, 9] }] }));
    expect(strike.games).toEqual([[{ name: 'Numbers', numbers: [40, 2, 17, 9] }]]);
    expect(toLineView(cartItem({ quickPick: true, games: [] })).games).toEqual([]);
  });

  it('names the way of playing once, and the game offer when it adds something', () => {
    expect(toLineView(cartItem()).kind).toBe('Standard');
    expect(toLineView(cartItem({ gameType: 'reduced_system', gameOffer: 'system_8' })).kind).toBe('Systems · System 8');
    expect(toLineView(cartItem({ productType: 'raffle_ticket', gameOffer: 'tickets' })).kind).toBe('Tickets');
    expect(
      toLineView(cartItem({ gameType: 'syndicate', syndicateName: 'Mega Syndicate', syndicateEncodedId: 's' })).kind,
    ).toBe('Syndicates · Mega Syndicate');
  });

  it('lists the day, the cause by its name, entries per draw and a recurring purchase', () => {
    const line = toLineView(
      cartItem({
        gameType: 'reduced_system',
        gameOffer: 'system_8',
        numGames: 1,
        entryCount: 28,
        day: 'friday',
        causeKey: 'kids_cancer_research',
        recurringPurchase: { type: 'autoplay', enabled: true, availability: 'optional' },
      }),
      new Map([['kids_cancer_research', 'Kids Cancer Research']]),
    );
    expect(line.details).toEqual([
      '28 entries in each draw',
      'Draw day: Friday',
      'Supporting Kids Cancer Research',
      'Autoplay: bought again for every draw until you stop it',
    ]);
    expect(toLineView(cartItem({ causeKey: 'sea_rescue' })).details).toEqual(['Supporting Sea rescue']);
  });

  it('lets the customer turn an optional AutoPlay on or off, never one the offer insists on (issue 25)', () => {
    const optional = { type: 'autoplay' as const, enabled: false, availability: 'optional' as const };
    expect(toLineView(cartItem({ recurringPurchase: optional })).recurringChoice).toEqual({
      type: 'autoplay',
      enabled: false,
    });
    expect(
      toLineView(cartItem({ recurringPurchase: { ...optional, availability: 'always' } })).recurringChoice,
    ).toBeNull();
    // The shop's recurring switch off: the cart gives the item no recurring purchase.
    expect(toLineView(cartItem({ recurringPurchase: null })).recurringChoice).toBeNull();
  });

  it('keeps a syndicate share at quantity 1 (its shares are its number of games)', () => {
    expect(toLineView(cartItem({ syndicateEncodedId: 's1' })).quantityFixed).toBe(true);
    expect(toLineView(cartItem()).quantityFixed).toBe(false);
  });

  it('marks a pre-order', () => {
    expect(toLineView(cartItem({ purchaseStatus: 'pre_order' })).preOrder).toBe(true);
  });
});

describe('toCartView', () => {
  it('counts the items for the navigation badge', () => {
    expect(cartCountOf(null)).toBe(0);
    expect(cartCountOf(cartOf([cartItem({ quantity: 3 }), cartItem({ id: 'b' })]))).toBe(2);
  });

  it('shows blocked reasons with their action types; only those not to be closed stop checkout', () => {
    const removed = cartBlockedReasons.auto_removed_items.message({ count: 1 });
    const notice = toCartView(cartOf([cartItem()], { blockedReasons: { auto_removed_items: removed } }));
    expect(notice.notices).toEqual([
      { id: 'auto_removed_items', message: removed, actionType: 'close', blocking: false },
    ]);
    expect(notice.canCheckout).toBe(true);

    const blocked = toCartView(cartOf([cartItem()], { blockedReasons: { not_enough_stock: 'Not enough.' } }));
    expect(blocked.notices[0]).toMatchObject({ actionType: 'fixed', blocking: true });
    expect(blocked.canCheckout).toBe(false);
    // A reason the catalogue does not know yet is fixed, and blocks (2-shopping.md §4).
    expect(toCartView(cartOf([cartItem()], { blockedReasons: { spend_limit_reached: 'Limit.' } })).canCheckout).toBe(
      false,
    );
    expect(toCartView(cartOf([])).canCheckout).toBe(false);
  });

  it('lists items taken out with why', () => {
    const view = toCartView(
      cartOf([], { autoRemovedItems: [{ ...cartItem({ id: 'gone' }), removedReason: 'sold_out' }] }),
    );
    expect(view.removed).toEqual([
      {
        id: 'gone',
        productOfferName: 'Saturday Lotto',
        summary: '2 games of Saturday Lotto for 1 draw',
        reason: 'Its draw is sold out.',
      },
    ]);
  });

  it('shows a promotion’s discount, a credit amount voucher’s pending credit, and one held back', () => {
    const base = {
      promotionCode: 'WELCOME5',
      voucherType: 'voucher_fixed_discount' as const,
      description: '$5 off',
      applied: true,
      message: null,
      discount: { amount: 500, currency: 'AUD' as const },
      pendingCredit: null,
      minimumSpend: null,
      expiresAt: null,
    };
    expect(toCartView(cartOf([cartItem()], { promotion: base })).promotion).toMatchObject({
      code: 'WELCOME5',
      discount: { amount: 500 },
      pendingCredit: null,
    });
    const credit = {
      ...base,
      voucherType: 'voucher_credit_amount' as const,
      discount: { amount: 0, currency: 'AUD' as const },
      pendingCredit: { amount: 2000, currency: 'AUD' as const },
    };
    expect(toCartView(cartOf([cartItem()], { promotion: credit })).promotion).toMatchObject({
      discount: null,
      pendingCredit: { amount: 2000 },
    });
    const held = { ...base, applied: false, message: 'Spend at least $10.00 to use this promotion code.' };
    expect(toCartView(cartOf([cartItem()], { promotion: held })).promotion).toMatchObject({
      applied: false,
      discount: null,
      message: held.message,
    });
  });

  it('shows the pre-order part of the total only when there is one', () => {
    expect(toCartView(cartOf([cartItem()])).preOrderTotal).toBeNull();
    expect(toCartView(cartOf([cartItem()], { preOrderTotal: { amount: 170, currency: 'AUD' } })).preOrderTotal).toEqual(
      { amount: 170, currency: 'AUD' },
    );
  });
});
