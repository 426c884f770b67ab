import { describe, expect, it } from 'vitest';
import {
  as,
  CART_NOW,
  cartOf,
  checkoutTestApp,
  firstDraw,
  powerballEntry,
  priceOf,
  raffleEntry,
  syndicateEntry,
} from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { AppError } from '../../platform/app-error';
import { MAX_STOCK_PER_TAKE, takeStock } from '../catalogue';
import { assertCartPurchasable, type PurchaseCart } from './index';

/** What the checkout flow (flows/checkout/place-order.ts) gets from the cart's door, inside its transaction. */

const t = checkoutTestApp();

const read = (who: SignedIn) => t.db.transaction((tx) => t.app.cart.readCartForPurchase(tx, who.customerId));

function refusedWith(cart: PurchaseCart | undefined): AppError {
  try {
    assertCartPurchasable(cart);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('The cart was not refused');
}

describe('readCartForPurchase', () => {
  it('answers nothing for a customer without a cart, and assertCartPurchasable refuses it as empty', async () => {
    const who = await signUp(t);
    const cart = await read(who);
    expect(cart).toBeUndefined();
    expect(refusedWith(cart).code).toBe('cart_empty');
  });

  it('prices every line from the catalogue with its draws, stock and share of the discount', async () => {
    const who = await signUp(t);
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 8, num_draws: 2 })));
    cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ quantity: 2 })));
    cartOf(await as(t, who).post('/v2/cart/items', syndicateEntry(t)));
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ games: [], quick_pick: true })));
    const answer = cartOf(
      await as(t, who).post('/v2/cart/promotion', { promotion_code: 'SAVE10' }, { version: '3.3' }),
    );

    const cart = (await read(who)) as PurchaseCart;
    assertCartPurchasable(cart);
    expect(cart.cartReference).toBe(answer.cartReference);
    expect(cart.customerId).toBe(who.customerId);
    expect(cart.lines).toHaveLength(4);
    const [lottery, raffle, share, quick] = cart.lines;
    const powerball = firstDraw(t, 'powerball2018');
    expect(lottery).toMatchObject({
      productType: 'lottery_ticket',
      productOfferKey: 'powerball2018',
      gameType: 'standard',
      gameOffer: 'standard',
      drawId: powerball.drawId,
      drawNo: powerball.drawNo,
      drawIds: [powerball.drawId, firstDraw(t, 'powerball2018', 1).drawId],
      numGames: 8,
      numDraws: 2,
      quantity: 1,
      quickPick: false,
      stockUnits: null,
      unitPrice: { amount: priceOf(t, 'powerball2018', 'standard', 'standard', 8) * 2, currency: 'AUD' },
    });
    expect(lottery?.games).toHaveLength(8);
    expect(lottery?.numberSets.map((s) => s.name)).toEqual(['Numbers', 'Powerball']);
    expect(raffle).toMatchObject({ productType: 'raffle_ticket', causeKey: 'childrens_hospital', stockUnits: 10 });
    expect(share).toMatchObject({ productType: 'syndicate_share', stockUnits: 2 });
    expect(quick).toMatchObject({ quickPick: true, games: [] });

    // The discount is shared over the lines to the cent and every sum agrees with the cart page.
    const sum = (pick: (l: PurchaseCart['lines'][number]) => number) => cart.lines.reduce((n, l) => n + pick(l), 0);
    expect(sum((l) => l.lineTotal.amount)).toBe(cart.subtotal.amount);
    expect(sum((l) => l.promotionDiscount.amount)).toBe(cart.discount.amount);
    expect(sum((l) => l.amountDue.amount)).toBe(cart.total.amount);
    expect(cart.discount.amount).toBe(Math.floor(cart.subtotal.amount / 10));
    expect(cart.total).toEqual(answer.cartTotal);
    expect(cart.promotion).toEqual({
      promotionCode: 'SAVE10',
      voucherType: 'voucher_percent_discount',
      discount: cart.discount,
      pendingCredit: null,
    });
  });

  it('refuses a cart whose draw closed a second ago, naming the draw', async () => {
    const who = await signUp(t);
    const draw = firstDraw(t, 'powerball2018');
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry()));
    try {
      t.clock.set(new Date(Date.parse(draw.stopDate) + 1000));
      const cart = await read(who);
      expect(cart?.unavailableItems).toEqual([
        expect.objectContaining({
          reason: 'draw_closed',
          message: `Sales for Powerball draw ${draw.drawNo} have closed.`,
        }),
      ]);
      const refused = refusedWith(cart);
      expect(refused.code).toBe('cart_blocked');
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(`Sales for Powerball draw ${draw.drawNo} have closed.`);
    } finally {
      t.clock.set(CART_NOW);
    }
  });

  it('refuses a cart whose raffle draw sold out with sold_out and the message adding it would answer', async () => {
    const who = await signUp(t);
    const draw = firstDraw(t, 'make_a_smile_lottery');
    cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ draw_no: draw.drawNo })));
    // The rest sold elsewhere, at most MAX_STOCK_PER_TAKE a purchase.
    const sold = await t.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' });
    const now = sold
      .json()
      .result.offers.flatMap((o: { draws: (typeof draw)[] }) => o.draws)
      .find((d: typeof draw) => d.drawId === draw.drawId) as typeof draw;
    for (let rest = (now.ticketCap ?? 0) - now.ticketsSold; rest > 0; rest -= MAX_STOCK_PER_TAKE) {
      const quantity = Math.min(rest, MAX_STOCK_PER_TAKE);
      await t.db.transaction((tx) => takeStock(tx, { drawId: draw.drawId, quantity, now: t.clock.now() }));
    }
    const message = `Sorry, Make a Smile Lottery draw ${draw.drawNo} is sold out.`;
    const refused = refusedWith(await read(who));
    expect(refused).toMatchObject({ code: 'sold_out', status: 409, message });
    // Over HTTP, as POST /cart/items answers a sold-out draw: the message under errors' 'this' too.
    const bought = await as(t, who).post('/v2/cart/purchase', undefined, { 'idempotency-key': 'sold-out-1' });
    expect(bought.statusCode).toBe(409);
    expect(bought.json().error).toEqual({ code: 'sold_out', message });
    expect(bought.json().errors.this[0]).toEqual({ code: 'sold_out', message });
    const added = await as(t, who).post('/v2/cart/items', raffleEntry({ draw_no: draw.drawNo }));
    expect(added.statusCode).toBe(409);
    expect(added.json().error).toEqual({ code: 'sold_out', message });
    expect(added.json().errors.this[0]).toEqual({ code: 'sold_out', message });
  });

  it('refuses a cart whose items together ask for more tickets than are left', async () => {
    const who = await signUp(t);
    const draw = firstDraw(t, 'your_hospice_lottery');
    const left = (draw.ticketCap ?? 0) - draw.ticketsSold;
    // Sold elsewhere, at most MAX_STOCK_PER_TAKE a purchase.
    for (let rest = left - 6; rest > 0; rest -= MAX_STOCK_PER_TAKE) {
      const quantity = Math.min(rest, MAX_STOCK_PER_TAKE);
      await t.db.transaction((tx) => takeStock(tx, { drawId: draw.drawId, quantity, now: t.clock.now() }));
    }
    const hospice = {
      product_offer_key: 'your_hospice_lottery',
      game_offer: 'tickets',
      num_games: 4,
      cause_key: 'hospice_care_nsw',
    };
    // Each item fits what is left; together they do not.
    cartOf(await as(t, who).post('/v2/cart/items', raffleEntry(hospice)));
    const cart = cartOf(await as(t, who).post('/v2/cart/items', raffleEntry(hospice)));
    expect(cart.blockedReasons).toEqual({
      not_enough_stock: `There are not enough tickets or shares left for Your Hospice Lottery draw ${draw.drawNo}. Lower the quantity or remove the item.`,
    });
    const refused = refusedWith(await read(who));
    expect(refused.code).toBe('cart_blocked');
    expect(refused.message).toBe(cart.blockedReasons.not_enough_stock);
  });
});

describe('markCartPurchased', () => {
  it('moves the cart to purchased once; the customer then starts a new cart', async () => {
    const who = await signUp(t);
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry()));
    const cart = (await read(who)) as PurchaseCart;
    await t.db.transaction((tx) => t.app.cart.markCartPurchased(tx, { cartId: cart.cartId, checkoutId: 'checkout-a' }));
    await expect(
      t.db.transaction((tx) => t.app.cart.markCartPurchased(tx, { cartId: cart.cartId, checkoutId: 'checkout-b' })),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(await read(who)).toBeUndefined();
    const fresh = cartOf(await as(t, who).get('/v2/cart/items'));
    expect(fresh).toMatchObject({ cartReference: null, cartItems: [] });
    const next = cartOf(await as(t, who).post('/v2/cart/items', raffleEntry()));
    expect(next.cartReference).not.toBe(cart.cartReference);
    expect(next.cartItems).toHaveLength(1);
  });
});
