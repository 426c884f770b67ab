import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  CART_NOW,
  type CartTestApp,
  cartOf,
  createCartTestApp,
  powerballEntry,
  priceOf,
  raffleEntry,
  refusal,
  signInAgain,
  visitor,
} from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';

let t: CartTestApp;
const v33 = { version: '3.3' };

beforeAll(async () => {
  t = await createCartTestApp();
});
afterAll(() => t.close());

/** A customer with a cart of `games` Powerball games (4 games cost $7.00). */
async function customerWith(games: number | null): Promise<SignedIn> {
  const who = await signUp(t);
  if (games !== null) cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: games })));
  return who;
}
const powerball = (games: number) => priceOf(t, 'powerball2018', 'standard', 'standard', games);

async function apply(who: SignedIn, code: string) {
  return as(t, who).post('/v2/cart/promotion', { promotion_code: code }, v33);
}

describe('POST /cart/promotion (v3.3): the four voucher types', () => {
  it('voucher_fixed_discount: a fixed amount off once the minimum spend is reached', async () => {
    const who = await customerWith(8);
    const res = await apply(who, 'welcome5');
    expect(res.headers.version).toBe('3.3');
    const cart = cartOf(res);
    const subtotal = powerball(8);
    expect(cart.promotion).toEqual({
      promotionCode: 'WELCOME5',
      voucherType: 'voucher_fixed_discount',
      description: '$5 off an order of $10 or more',
      applied: true,
      message: null,
      discount: { amount: 500, currency: 'AUD' },
      pendingCredit: null,
      minimumSpend: { amount: 1000, currency: 'AUD' },
      expiresAt: null,
    });
    expect(cart.cartSubtotal.amount).toBe(subtotal);
    expect(cart.cartTotal.amount).toBe(subtotal - 500);
  });

  it('voucher_percent_discount: a percentage off, rounded down to the cent', async () => {
    const who = await customerWith(14);
    const cart = cartOf(await apply(who, 'SAVE10'));
    const subtotal = powerball(14);
    expect(cart.promotion).toMatchObject({ voucherType: 'voucher_percent_discount', applied: true });
    expect(cart.promotion?.discount.amount).toBe(Math.floor(subtotal / 10));
    expect(cart.cartTotal.amount).toBe(subtotal - Math.floor(subtotal / 10));
  });

  it('voucher_fixed_discount_expire: a fixed amount off until it expires, then held back with the reason', async () => {
    const who = await customerWith(20);
    const cart = cartOf(await apply(who, 'AUTUMN15'));
    expect(cart.promotion).toMatchObject({ voucherType: 'voucher_fixed_discount_expire', applied: true });
    expect(cart.promotion?.discount.amount).toBe(1500);
    const expiresAt = cart.promotion?.expiresAt as string;
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.parse(CART_NOW));
    try {
      // Past its expiry (and the items' draws, so a later draw keeps the cart full).
      t.clock.set(new Date(Date.parse(expiresAt) + 1000));
      const again = await signInAgain(t, who);
      const later = cartOf(await as(t, again).post('/v2/cart/build'));
      expect(later.promotion).toMatchObject({ applied: false, message: 'This promotion code has expired.' });
      expect(later.promotion?.discount.amount).toBe(0);
      expect(later.cartTotal).toEqual(later.cartSubtotal);
      expect(refusal(await apply(again, 'AUTUMN15'))).toMatchObject({
        status: 400,
        code: 'promotion_not_added',
      });
    } finally {
      t.clock.set(CART_NOW);
    }
  });

  it('voucher_credit_amount: the total stays and the credit waits for the purchase', async () => {
    const who = await customerWith(16);
    const cart = cartOf(await apply(who, 'BONUS20'));
    expect(cart.promotion).toMatchObject({
      voucherType: 'voucher_credit_amount',
      applied: true,
      discount: { amount: 0, currency: 'AUD' },
      pendingCredit: { amount: 2000, currency: 'AUD' },
    });
    expect(cart.cartTotal).toEqual(cart.cartSubtotal);
  });
});

describe('promotion rules and bad codes: promotion_not_added with its message, nothing changed', () => {
  const cases: [string, number | null, string, string][] = [
    ['an unknown code', 8, 'NOSUCHCODE', 'This promotion code is not valid.'],
    ['text that cannot be a code', 8, 'WELCOME 5!', 'This promotion code is not valid.'],
    ['an expired code', 8, 'SUMMER10', 'This promotion code has expired.'],
    ['a cart under the minimum spend', 4, 'WELCOME5', 'Spend at least $10.00 to use this promotion code.'],
    ['an empty cart under the minimum spend', null, 'SAVE10', 'Spend at least $20.00 to use this promotion code.'],
    ['an empty code', 8, '', 'Enter a promotion code'],
  ];
  for (const [name, games, code, message] of cases) {
    it(`refuses ${name}`, async () => {
      const who = await customerWith(games);
      const before = cartOf(await as(t, who).get('/v2/cart/items'));
      const res = refusal(await apply(who, code));
      expect(res).toMatchObject({ status: 400, code: 'promotion_not_added' });
      expect(res.body.error?.message).toBe(message);
      expect(res.body.messages[0]).toMatchObject({ code: 'promotion_not_added', message });
      expect(cartOf(await as(t, who).get('/v2/cart/items'))).toEqual(before);
    });
  }

  it('refuses a code with a NUL byte with 400 in the envelope, changing nothing', async () => {
    const who = await customerWith(8);
    const before = cartOf(await as(t, who).get('/v2/cart/items'));
    const res = refusal(await apply(who, 'WELCOME5\u0000'));
    expect(res.status).toBe(400);
    // The promotion's own schema answers promotion_not_added; a platform-wide refusal of NUL bytes may answer first.
    expect(['promotion_not_added', 'bad_request']).toContain(res.code);
    expect(cartOf(await as(t, who).get('/v2/cart/items'))).toEqual(before);
  });

  it('refuses a body that is not an object and a missing code', async () => {
    const who = await customerWith(8);
    for (const body of [{}, { promotion_code: 5 }, { promotion_code: null }, undefined]) {
      const res = refusal(await as(t, who).post('/v2/cart/promotion', body, v33));
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, code: 'promotion_not_added' });
    }
  });

  it('lets a customer use a voucher once: after a recorded redemption it is refused', async () => {
    const who = await customerWith(8);
    cartOf(await apply(who, 'WELCOME5'));
    await t.db.transaction((tx) =>
      t.app.cart.recordRedemption(tx, {
        promotionCode: 'WELCOME5',
        customerId: who.customerId,
        checkoutId: 'checkout-1',
        amount: { amount: 500, currency: 'AUD' },
      }),
    );
    const held = cartOf(await as(t, who).get('/v2/cart/items'));
    expect(held.promotion).toMatchObject({ applied: false, message: 'You have already used this promotion code.' });
    expect(held.cartTotal).toEqual(held.cartSubtotal);
    const res = refusal(await apply(who, 'WELCOME5'));
    expect(res).toMatchObject({ status: 400, code: 'promotion_not_added' });
    expect(res.body.error?.message).toBe('You have already used this promotion code.');
    // A second redemption of the same voucher by the same customer is refused, even from the flow.
    await expect(
      t.db.transaction((tx) =>
        t.app.cart.recordRedemption(tx, {
          promotionCode: 'WELCOME5',
          customerId: who.customerId,
          checkoutId: 'checkout-2',
          amount: { amount: 500, currency: 'AUD' },
        }),
      ),
    ).rejects.toMatchObject({ code: 'promotion_not_added' });
    // Another customer may still use it.
    const other = await customerWith(8);
    expect(cartOf(await apply(other, 'WELCOME5')).promotion?.applied).toBe(true);
  });

  it('holds a promotion back when the cart falls under the minimum spend, and applies it again above', async () => {
    const who = await customerWith(8);
    const cart = cartOf(await apply(who, 'WELCOME5'));
    const id = cart.cartItems[0]?.id;
    const under = cartOf(await as(t, who).put(`/v2/cart/items/${id}`, { num_games: 4, games: powerballEntry().games }));
    expect(under.promotion).toMatchObject({
      applied: false,
      message: 'Spend at least $10.00 to use this promotion code.',
      discount: { amount: 0 },
    });
    expect(under.cartTotal).toEqual(under.cartSubtotal);
    const over = cartOf(await as(t, who).put(`/v2/cart/items/${id}`, { quantity: 2 }));
    expect(over.promotion).toMatchObject({ applied: true, discount: { amount: 500 } });
  });
});

describe('DELETE /cart/promotion (v3.3)', () => {
  it('takes the code off, and is harmless when there is none', async () => {
    const who = await customerWith(8);
    cartOf(await apply(who, 'WELCOME5'));
    const res = await as(t, who).delete('/v2/cart/promotion', v33);
    expect(res.headers.version).toBe('3.3');
    const cart = cartOf(res);
    expect(cart.promotion).toBeNull();
    expect(cart.cartTotal).toEqual(cart.cartSubtotal);
    expect(cartOf(await as(t, who).delete('/v2/cart/promotion', v33)).promotion).toBeNull();
  });
});

describe('anonymous cart promotions', () => {
  it('takes a promotion on an anonymous cart and removes it', async () => {
    const ref = cartOf(await visitor(t).post('/v2/anon-cart')).cartReference as string;
    cartOf(await visitor(t).post(`/v2/anon-cart/${ref}/items`, raffleEntry()));
    const cart = cartOf(await visitor(t).post(`/v2/anon-cart/${ref}/promotion`, { promotion_code: 'welcome5' }));
    expect(cart.promotion).toMatchObject({ promotionCode: 'WELCOME5', applied: true });
    expect(cart.cartTotal.amount).toBe(cart.cartSubtotal.amount - 500);
    const bad = refusal(await visitor(t).post(`/v2/anon-cart/${ref}/promotion`, { promotion_code: 'SUMMER10' }));
    expect(bad).toMatchObject({ status: 400, code: 'promotion_not_added' });
    expect(bad.body.error?.message).toBe('This promotion code has expired.');
    expect(cartOf(await visitor(t).get(`/v2/anon-cart/${ref}`)).promotion?.promotionCode).toBe('WELCOME5');
    expect(cartOf(await visitor(t).delete(`/v2/anon-cart/${ref}/promotion`)).promotion).toBeNull();
  });
});
