import { cartSchema, MAX_CART_ITEM_QUANTITY, MAX_CART_ITEMS } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  CART_NOW,
  type CartTestApp,
  cartOf,
  createCartTestApp,
  firstDraw,
  powerballEntry,
  powerballGames,
  priceOf,
  raffleEntry,
  refusal,
  signInAgain,
  syndicateEntry,
  visitor,
} from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { MAX_STOCK_PER_TAKE, takeStock } from '../catalogue';
import { cartItems, carts } from './cart.tables';

let t: CartTestApp;
let jo: SignedIn;
let sam: SignedIn;

beforeAll(async () => {
  t = await createCartTestApp();
  jo = await signUp(t);
  sam = await signUp(t);
});
afterAll(() => t.close());

/** Every item row of a customer's carts, to prove a refused call changed nothing. */
async function storedItems(who: SignedIn) {
  const rows = await t.db
    .select({ item: cartItems })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.customerId, who.customerId));
  return rows.map((r) => r.item);
}

async function emptyCart(who: SignedIn) {
  const cart = cartOf(await as(t, who).get('/v2/cart/items'));
  for (const item of cart.cartItems) await as(t, who).delete(`/v2/cart/items/${item.id}`);
  await as(t, who).delete('/v2/cart/promotion', { version: '3.3' });
}

describe('the customer cart needs a signed-in customer', () => {
  it('answers 401 to every customer cart call without a customer, before reading the body', async () => {
    const v = visitor(t);
    const calls = [
      v.get('/v2/cart/items'),
      v.post('/v2/cart/items', powerballEntry()),
      v.post('/v2/cart/build'),
      v.put('/v2/cart/items/00000000-0000-4000-a000-000000000000', { quantity: 2 }),
      v.delete('/v2/cart/items/00000000-0000-4000-a000-000000000000'),
      v.post('/v2/cart/promotion', { promotion_code: 'WELCOME5' }),
      v.delete('/v2/cart/promotion'),
      v.post('/v2/cart/items', { nonsense: true }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorised');
    }
  });
});

describe('GET /cart/items', () => {
  it('answers an empty cart before the first item, with every field of the spec', async () => {
    const cart = cartOf(await as(t, jo).get('/v2/cart/items'));
    expect(cartSchema.parse(cart)).toEqual({
      cartReference: null,
      cartItems: [],
      autoRemovedItems: [],
      cartSubtotal: { amount: 0, currency: 'AUD' },
      cartTotal: { amount: 0, currency: 'AUD' },
      preOrderTotal: { amount: 0, currency: 'AUD' },
      promotion: null,
      requiresUnattendedPaymentMethod: false,
      blockedReasons: {},
      showRegulation: false,
    });
  });
});

describe('POST /cart/items', () => {
  it('adds a lottery entry priced from the price list, never from the client', async () => {
    const draw = firstDraw(t, 'powerball2018');
    const res = await as(t, jo).post('/v2/cart/items', powerballEntry({ price: { amount: 1, currency: 'AUD' } }));
    const cart = cartOf(res);
    expect(cartSchema.parse(cart)).toEqual(cart);
    const unit = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
    expect(cart.cartReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.cartItems).toHaveLength(1);
    const [item] = cart.cartItems;
    expect(item).toMatchObject({
      productType: 'lottery_ticket',
      analyticsProductType: 'lottery_ticket',
      productOfferKey: 'powerball2018',
      productOfferName: 'Powerball',
      lotteryKey: 'powerball2018',
      gameType: 'standard',
      gameOffer: 'standard',
      numGames: 4,
      numDraws: 1,
      quantity: 1,
      quickPick: false,
      entryCount: 4,
      drawNo: draw.drawNo,
      drawDate: draw.drawDate,
      drawPrizePool: draw.prizePool,
      drawEncodedIds: [draw.drawId],
      purchaseStatus: 'standard',
      scheduledPurchase: null,
      // Nothing is sold as bought again until the recurring engine exists (docs/decisions/303).
      recurringPurchase: null,
      unitPrice: { amount: unit, currency: 'AUD' },
      price: { amount: unit, currency: 'AUD' },
      amountSpent: null,
      limit: null,
      numRaffleTickets: null,
    });
    expect(item?.games[0]).toEqual({ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] });
    expect(cart.cartTotal).toEqual({ amount: unit, currency: 'AUD' });
    expect(cart.showRegulation).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
    await emptyCart(jo);
  });

  it('keeps a quick pick as a quick pick: the numbers are drawn when the ticket is bought', async () => {
    const cart = cartOf(await as(t, jo).post('/v2/cart/items', powerballEntry({ games: [], quick_pick: true })));
    expect(cart.cartItems[0]).toMatchObject({ quickPick: true, games: [], numGames: 4 });
    await emptyCart(jo);
  });

  it('prices a multi-draw entry for each draw and lists the draws it covers', async () => {
    const cart = cartOf(await as(t, jo).post('/v2/cart/items', powerballEntry({ num_draws: 2, quantity: 3 })));
    const unit = priceOf(t, 'powerball2018', 'standard', 'standard', 4) * 2;
    expect(cart.cartItems[0]).toMatchObject({
      analyticsProductType: 'multi_draw_ticket',
      numDraws: 2,
      quantity: 3,
      unitPrice: { amount: unit },
      price: { amount: unit * 3 },
      drawEncodedIds: [firstDraw(t, 'powerball2018', 0).drawId, firstDraw(t, 'powerball2018', 1).drawId],
    });
    expect(cart.cartTotal.amount).toBe(unit * 3);
    await emptyCart(jo);
  });

  it('counts the lines of a system entry and starts at a chosen draw', async () => {
    const second = firstDraw(t, 'powerball2018', 1);
    const cart = cartOf(
      await as(t, jo).post('/v2/cart/items', {
        product_offer_key: 'powerball',
        game_type: 'reduced_system',
        game_offer: 'system_8',
        num_games: 1,
        draw_no: second.drawNo,
        games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8], Powerball: [9] }],
      }),
    );
    expect(cart.cartItems[0]).toMatchObject({
      productOfferKey: 'powerball2018',
      entryCount: 8,
      drawNo: second.drawNo,
      unitPrice: { amount: priceOf(t, 'powerball2018', 'reduced_system', 'system_8', 1) },
    });
    await emptyCart(jo);
  });

  it('adds a raffle bundle with its cause, counting the tickets', async () => {
    const draw = firstDraw(t, 'make_a_smile_lottery');
    const cart = cartOf(await as(t, jo).post('/v2/cart/items', raffleEntry({ quantity: 2 })));
    expect(cart.cartItems[0]).toMatchObject({
      productType: 'raffle_ticket',
      causeKey: 'childrens_hospital',
      drawNo: draw.drawNo,
      numRaffleTickets: 10,
      unitPrice: { amount: priceOf(t, 'make_a_smile_lottery', 'standard', 'tickets', 5) },
      recurringPurchase: null,
    });
    expect(cart.showRegulation).toBe(false);
    await emptyCart(jo);
  });

  it('adds a pre-order for a raffle draw not yet open, counted in preOrderTotal', async () => {
    const next = firstDraw(t, 'make_a_smile_lottery', 1);
    expect(next.purchaseStatus).toBe('pre_order');
    const cart = cartOf(await as(t, jo).post('/v2/cart/items', raffleEntry({ draw_no: next.drawNo })));
    cartOf(await as(t, jo).post('/v2/cart/items', powerballEntry()));
    const [preOrder, standard] = cart.cartItems.concat(
      cartOf(await as(t, jo).get('/v2/cart/items')).cartItems.slice(1),
    );
    expect(preOrder).toMatchObject({ purchaseStatus: 'pre_order', scheduledPurchase: { type: 'pre_order' } });
    expect(standard?.purchaseStatus).toBe('standard');
    const now = cartOf(await as(t, jo).get('/v2/cart/items'));
    expect(now.preOrderTotal.amount).toBe(preOrder?.price.amount);
    expect(now.cartTotal.amount).toBe((preOrder?.price.amount ?? 0) + (standard?.price.amount ?? 0));
    await emptyCart(jo);
  });

  it('adds syndicate shares at the syndicate share price', async () => {
    const syndicate = t.offer('powerball_syndicate').syndicates[0];
    const cart = cartOf(await as(t, jo).post('/v2/cart/items', syndicateEntry(t)));
    expect(cart.cartItems[0]).toMatchObject({
      productType: 'syndicate_share',
      syndicateEncodedId: syndicate?.syndicateEncodedId,
      syndicateName: syndicate?.name,
      drawNo: syndicate?.drawNo,
      numGames: 2,
      unitPrice: { amount: (syndicate?.sharePrice.amount ?? 0) * 2 },
    });
    expect(cart.showRegulation).toBe(true);
    await emptyCart(jo);
  });

  it('asks for a day on a lottery with draw days and plays the draw on that day', async () => {
    const entry = {
      product_offer_key: 'set_for_life2020',
      game_type: 'standard',
      game_offer: 'standard',
      num_games: 2,
      games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }, { Numbers: [8, 9, 10, 11, 12, 13, 14] }],
    };
    const missing = refusal(await as(t, jo).post('/v2/cart/items', entry));
    expect(missing).toMatchObject({ status: 400, code: 'cart_item_invalid', message: 'Choose a draw day' });
    const cart = cartOf(await as(t, jo).post('/v2/cart/items', { ...entry, day: 'friday' }));
    const draw = t.offer('set_for_life2020').draws.find((d) => d.drawNo === cart.cartItems[0]?.drawNo);
    // AEST is UTC+10: the draw's AEST date is a Friday.
    expect(new Date(Date.parse(draw?.drawDate ?? '') + 10 * 3600_000).getUTCDay()).toBe(5);
    expect(cart.cartItems[0]?.day).toBe('friday');
    await emptyCart(jo);
  });

  it('refuses autoplay and subscriptions while the shop has no recurring engine (docs/decisions/303)', async () => {
    const before = await storedItems(jo);
    const asked = [
      powerballEntry({ recurring_purchase: { type: 'autoplay', enabled: true } }),
      powerballEntry({
        recurring_purchase: { type: 'autoplay', enabled: true },
        minimum_jackpot_amount: { amount: 5_000_000_00 },
      }),
      raffleEntry({ recurring_purchase: { type: 'subscription', enabled: true } }),
      raffleEntry({ game_type: 'deferred', game_offer: 'subscription', num_games: 1 }),
    ];
    for (const body of asked) {
      const res = refusal(await as(t, jo).post('/v2/cart/items', body));
      expect(res).toMatchObject({ status: 400, code: 'cart_item_invalid' });
      expect(res.message).toMatch(/^(AutoPlay|Subscriptions) (is|are) not available yet/);
      expect(res.body.error?.message).toBe(res.message);
    }
    expect(await storedItems(jo)).toEqual(before);
    // Nor can an item in the cart be turned into one.
    const cart = cartOf(await as(t, jo).post('/v2/cart/items', powerballEntry()));
    const id = cart.cartItems[0]?.id;
    const change = refusal(
      await as(t, jo).put(`/v2/cart/items/${id}`, { recurring_purchase: { type: 'autoplay', enabled: true } }),
    );
    expect(change).toMatchObject({ status: 400, code: 'cart_item_invalid' });
    expect(cartOf(await as(t, jo).get('/v2/cart/items')).requiresUnattendedPaymentMethod).toBe(false);
    // An autoplay kept in a cart from before is taken out, so it can never be bought.
    await t.db
      .update(cartItems)
      .set({ recurringType: 'autoplay', recurringEnabled: true })
      .where(eq(cartItems.id, id ?? ''));
    const now = cartOf(await as(t, jo).get('/v2/cart/items'));
    expect(now.cartItems).toEqual([]);
    expect(now.autoRemovedItems.map((i) => [i.id, i.removedReason])).toEqual([[id, 'not_sold']]);
    // The next build takes it out of the cart for good, as it does any item no longer sold.
    await as(t, jo).post('/v2/cart/build');
    expect(await storedItems(jo)).toEqual(before);
    await emptyCart(jo);
  });
});

describe('bad items are refused with the first message under errors.this, and change nothing', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a negative quantity', powerballEntry({ quantity: -1 }), /quantity must be a whole number from 1/i],
    ['a zero quantity', powerballEntry({ quantity: 0 }), /quantity/i],
    ['a huge quantity', powerballEntry({ quantity: 1e12 }), /quantity/i],
    ['a quantity above the per-item maximum', powerballEntry({ quantity: MAX_CART_ITEM_QUANTITY + 1 }), /quantity/i],
    ['a fractional quantity', powerballEntry({ quantity: 1.5 }), /quantity/i],
    ['a quantity as text', powerballEntry({ quantity: '2' }), /quantity/i],
    ['a huge game count', powerballEntry({ num_games: 1e9, games: [] }), /number of games/i],
    ['a game count off the price list', powerballEntry({ num_games: 5 }), /number of games from the list/i],
    ['too few games', powerballEntry({ num_games: 1 }), /Choose at least 2 games/],
    [
      'a number out of range',
      powerballEntry({
        games: powerballGames().map((g, i) => (i === 0 ? { ...g, Numbers: [1, 2, 3, 4, 5, 6, 99] } : g)),
      }),
      /outside 1 to 35/,
    ],
    [
      'missing numbers',
      powerballEntry({ games: powerballGames().map((g, i) => (i === 2 ? { ...g, Powerball: [] } : g)) }),
      /Game 3 needs 1 more Powerball/,
    ],
    ['numbers and quick pick at once', powerballEntry({ quick_pick: true }), /either your numbers or quick pick/],
    ['an unknown offer', powerballEntry({ product_offer_key: 'no_such_lottery' }), /not a product we sell/],
    ['an unknown game offer', powerballEntry({ game_offer: 'system_99' }), /no standard game offer system_99/],
    ['a draw that is not on sale', powerballEntry({ draw_no: 1 }), /Draw 1 of Powerball is not on sale/],
    ['a raffle without a cause', raffleEntry({ cause_key: null }), /Choose a cause to support/],
    ['a cause the raffle does not support', raffleEntry({ cause_key: 'wildlife_rescue' }), /Choose a cause/],
    [
      'a syndicate share without a syndicate',
      { product_offer_key: 'powerball_syndicate', game_type: 'syndicate', game_offer: 'syndicate_mega', num_games: 1 },
      /Choose a syndicate/,
    ],
    [
      'a Lotto Party entry outside a session',
      powerballEntry({ game_type: 'lotto_party', game_offer: 'lotto_party', num_games: 10, games: [] }),
      /^Lotto Party entries are bought in a Lotto Party session/,
    ],
    ['no body at all', undefined as unknown as Record<string, unknown>, /./],
  ];
  for (const [name, body, message] of cases) {
    it(`refuses ${name}`, async () => {
      const before = await storedItems(jo);
      const res = refusal(await as(t, jo).post('/v2/cart/items', body));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.code).toBe('cart_item_invalid');
      expect(res.message).toMatch(message);
      expect(res.body.error?.message).toBe(res.message);
      expect(await storedItems(jo)).toEqual(before);
    });
  }

  it('refuses NUL bytes anywhere in an item with 400 in the envelope, changing nothing', async () => {
    const before = await storedItems(jo);
    const bodies = [
      powerballEntry({ affiliate_code: 'partner\u0000' }),
      powerballEntry({ product_offer_key: 'powerball\u0000' }),
      raffleEntry({ cause_key: 'childrens_hospital\u0000' }),
      powerballEntry({ games: [{ 'Numbers\u0000': [1, 2, 3, 4, 5, 6, 7], Powerball: [1] }] }),
    ];
    for (const body of bodies) {
      const res = refusal(await as(t, jo).post('/v2/cart/items', body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      // The cart's own schema answers cart_item_invalid; a platform-wide refusal of NUL bytes may answer first.
      expect(['cart_item_invalid', 'bad_request']).toContain(res.code);
      expect(res.body.error?.message).toBeTruthy();
    }
    expect(await storedItems(jo)).toEqual(before);
  });

  it('refuses an item for a sold-out raffle draw', async () => {
    const soldOut = firstDraw(t, 'one_lottery');
    expect(soldOut.purchaseStatus).toBe('sold_out');
    const body = raffleEntry({
      product_offer_key: 'one_lottery',
      cause_key: 'wildlife_rescue',
      draw_no: soldOut.drawNo,
    });
    const res = refusal(await as(t, jo).post('/v2/cart/items', body));
    // Sold out is one code and one message, at add and at purchase alike (decision 330).
    expect(res).toMatchObject({ status: 409, code: 'sold_out' });
    expect(res.message).toBe(`Sorry, The One Lottery draw ${soldOut.drawNo} is sold out.`);
    expect(res.body.error?.message).toBe(res.message);
    expect(await storedItems(jo)).toEqual([]);
  });

  it('refuses an item for a draw whose sales have closed', async () => {
    const draw = firstDraw(t, 'powerball2018');
    t.clock.set(new Date(Date.parse(draw.stopDate) + 1000));
    try {
      const later = await signInAgain(t, jo);
      const res = refusal(await as(t, later).post('/v2/cart/items', powerballEntry({ draw_no: draw.drawNo })));
      expect(res).toMatchObject({ status: 400, code: 'cart_item_invalid' });
      expect(res.message).toBe(`Draw ${draw.drawNo} of Powerball is not on sale.`);
      expect(await storedItems(jo)).toEqual([]);
    } finally {
      t.clock.set(CART_NOW);
    }
  });
});

describe("the cart's limit of items and its order", () => {
  it('refuses the item past the limit with a clear message, changing nothing, and keeps the positions in order', async () => {
    const who = await signUp(t);
    // Adds racing on one cart are taken one after another by the cart's lock: each its own position.
    const raced = await Promise.all(
      Array.from({ length: 10 }, () => as(t, who).post('/v2/cart/items', powerballEntry())),
    );
    expect(raced.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (let i = 10; i < MAX_CART_ITEMS; i++)
      expect((await as(t, who).post('/v2/cart/items', powerballEntry())).statusCode).toBe(200);
    const before = await storedItems(who);
    expect(before.map((i) => i.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: MAX_CART_ITEMS }, (_, i) => i + 1),
    );
    const res = refusal(await as(t, who).post('/v2/cart/items', powerballEntry()));
    expect(res.status).toBe(400);
    expect(res.code).toBe('cart_item_invalid');
    expect(res.message).toBe(`Your cart is full (${MAX_CART_ITEMS} items). Buy or remove some items first.`);
    expect(await storedItems(who)).toEqual(before);
    // One out, one in: the new item goes after the last.
    await as(t, who).delete(`/v2/cart/items/${before[0]?.id}`);
    expect((await as(t, who).post('/v2/cart/items', powerballEntry())).statusCode).toBe(200);
    const after = await storedItems(who);
    expect(after).toHaveLength(MAX_CART_ITEMS);
    expect(Math.max(...after.map((i) => i.position))).toBe(MAX_CART_ITEMS + 1);
  });
});

describe('PUT and DELETE /cart/items/{id}', () => {
  it('changes an item, checked again as a whole, and removes it', async () => {
    const added = cartOf(await as(t, jo).post('/v2/cart/items', powerballEntry()));
    const id = added.cartItems[0]?.id as string;
    const unit = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
    const changed = cartOf(await as(t, jo).put(`/v2/cart/items/${id}`, { quantity: 3 }));
    expect(changed.cartItems[0]).toMatchObject({ id, quantity: 3, price: { amount: unit * 3 } });

    const before = await storedItems(jo);
    for (const body of [{ quantity: -2 }, { quantity: 1e9 }, { num_games: 6 }, {}, { quantity: 2.5 }]) {
      const res = refusal(await as(t, jo).put(`/v2/cart/items/${id}`, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.code).toBe('cart_item_invalid');
      expect(res.message).toBeTruthy();
    }
    expect(await storedItems(jo)).toEqual(before);

    const removed = cartOf(await as(t, jo).delete(`/v2/cart/items/${id}`));
    expect(removed.cartItems).toEqual([]);
    const again = refusal(await as(t, jo).delete(`/v2/cart/items/${id}`));
    expect(again).toMatchObject({ status: 404, code: 'cart_item_not_found' });
  });

  it('answers 404 for an item that does not exist or is not an id, changing nothing', async () => {
    cartOf(await as(t, jo).post('/v2/cart/items', powerballEntry()));
    const before = await storedItems(jo);
    for (const id of ['00000000-0000-4000-a000-000000000000', 'not-an-id', 'x'.repeat(90)]) {
      expect(refusal(await as(t, jo).put(`/v2/cart/items/${id}`, { quantity: 2 })).status, id).toBe(404);
      expect(refusal(await as(t, jo).delete(`/v2/cart/items/${id}`)).code, id).toBe('cart_item_not_found');
    }
    // A NUL byte in the path is refused by the platform before any route.
    expect(refusal(await as(t, jo).delete('/v2/cart/items/%00')).status).toBe(400);
    expect(await storedItems(jo)).toEqual(before);
    await emptyCart(jo);
  });
});

describe('one customer cannot read or change another customer cart', () => {
  it('shows each customer only their own items, and answers 404 to a foreign item id without touching it', async () => {
    const joCart = cartOf(await as(t, jo).post('/v2/cart/items', powerballEntry()));
    const joItem = joCart.cartItems[0]?.id as string;
    cartOf(await as(t, sam).post('/v2/cart/items', raffleEntry()));

    const samCart = cartOf(await as(t, sam).get('/v2/cart/items'));
    expect(samCart.cartItems.map((i) => i.productOfferKey)).toEqual(['make_a_smile_lottery']);
    expect(samCart.cartReference).not.toBe(joCart.cartReference);

    const before = await storedItems(jo);
    expect(refusal(await as(t, sam).put(`/v2/cart/items/${joItem}`, { quantity: 5 }))).toMatchObject({
      status: 404,
      code: 'cart_item_not_found',
    });
    expect(refusal(await as(t, sam).delete(`/v2/cart/items/${joItem}`))).toMatchObject({
      status: 404,
      code: 'cart_item_not_found',
    });
    expect(await storedItems(jo)).toEqual(before);
    expect(cartOf(await as(t, jo).get('/v2/cart/items')).cartItems.map((i) => i.id)).toEqual([joItem]);
    await emptyCart(jo);
    await emptyCart(sam);
  });
});

describe('POST /cart/build', () => {
  it('takes out an item whose draw has closed, lists it once in autoRemovedItems and prices the rest', async () => {
    const first = firstDraw(t, 'powerball2018', 0);
    const second = firstDraw(t, 'powerball2018', 1);
    cartOf(await as(t, jo).post('/v2/cart/items', powerballEntry({ draw_no: first.drawNo })));
    const kept = cartOf(await as(t, jo).post('/v2/cart/items', powerballEntry({ draw_no: second.drawNo })));
    const keptId = kept.cartItems[1]?.id;
    t.clock.set(new Date(Date.parse(first.stopDate) + 1000));
    const later = await signInAgain(t, jo);
    try {
      // A read already shows what the build will take out, and changes nothing.
      const read = cartOf(await as(t, later).get('/v2/cart/items'));
      expect(read.cartItems.map((i) => i.id)).toEqual([keptId]);
      expect(read.autoRemovedItems.map((i) => [i.drawNo, i.removedReason])).toEqual([[first.drawNo, 'draw_closed']]);
      expect(await storedItems(jo)).toHaveLength(2);

      const built = cartOf(await as(t, later).post('/v2/cart/build'));
      expect(built.cartItems.map((i) => i.id)).toEqual([keptId]);
      expect(built.autoRemovedItems).toHaveLength(1);
      expect(built.autoRemovedItems[0]).toMatchObject({
        drawNo: first.drawNo,
        removedReason: 'draw_closed',
        productOfferName: 'Powerball',
      });
      expect(built.blockedReasons).toEqual({
        auto_removed_items: 'We removed an item from your cart because its draw has closed or sold out.',
      });
      expect(built.cartTotal.amount).toBe(kept.cartItems[1]?.price.amount);
      expect(await storedItems(jo)).toHaveLength(1);

      const again = cartOf(await as(t, later).post('/v2/cart/build'));
      expect(again.autoRemovedItems).toEqual([]);
      expect(again.blockedReasons).toEqual({});
    } finally {
      t.clock.set(CART_NOW);
      await emptyCart(jo);
    }
  });

  it('takes out a raffle item whose draw sold out (the last tickets sold elsewhere)', async () => {
    const draw = firstDraw(t, 'make_a_smile_lottery');
    cartOf(await as(t, jo).post('/v2/cart/items', raffleEntry()));
    const left = (draw.ticketCap ?? 0) - draw.ticketsSold;
    // Sold elsewhere, at most MAX_STOCK_PER_TAKE a purchase.
    for (let rest = left; rest > 0; rest -= MAX_STOCK_PER_TAKE) {
      const quantity = Math.min(rest, MAX_STOCK_PER_TAKE);
      await t.db.transaction((tx) => takeStock(tx, { drawId: draw.drawId, quantity, now: t.clock.now() }));
    }
    const built = cartOf(await as(t, jo).post('/v2/cart/build'));
    expect(built.autoRemovedItems.map((i) => i.removedReason)).toEqual(['sold_out']);
    expect(built.cartItems).toEqual([]);
    expect(Object.keys(built.blockedReasons)).toEqual(['auto_removed_items']);
    // The next build has nothing more to say.
    expect(cartOf(await as(t, jo).post('/v2/cart/build')).autoRemovedItems).toEqual([]);
  });
});

describe('the API document', () => {
  it('lists every cart call, bodies in snake_case and the promotion calls at version 3.3', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const calls = [
      ['get', '/v2/cart/items'],
      ['post', '/v2/cart/items'],
      ['post', '/v2/cart/build'],
      ['put', '/v2/cart/items/{id}'],
      ['delete', '/v2/cart/items/{id}'],
      ['post', '/v2/cart/promotion'],
      ['delete', '/v2/cart/promotion'],
      ['post', '/v2/anon-cart'],
      ['get', '/v2/anon-cart/{ref}'],
      ['post', '/v2/anon-cart/{ref}/items'],
      ['post', '/v2/anon-cart/{ref}/build'],
      ['put', '/v2/anon-cart/{ref}/items/{itemId}'],
      ['delete', '/v2/anon-cart/{ref}/items/{itemId}'],
      ['post', '/v2/anon-cart/{ref}/promotion'],
      ['delete', '/v2/anon-cart/{ref}/promotion'],
      ['post', '/v2/anon-cart/{ref}/convert'],
    ];
    for (const [method, path] of calls)
      expect(doc.paths[path as string]?.[method as string], `${method} ${path}`).toBeDefined();
    const add = doc.paths['/v2/cart/items'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(add.properties)).toEqual(
      expect.arrayContaining(['product_offer_key', 'num_draws', 'quick_pick', 'recurring_purchase']),
    );
    const promotion = doc.paths['/v2/cart/promotion'].post;
    expect(Object.keys(promotion.requestBody.content['application/json'].schema.properties)).toEqual([
      'promotion_code',
    ]);
    expect(JSON.stringify(promotion.parameters)).toContain('"default":"3.3"');
  });
});
