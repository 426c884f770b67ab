import { ANONYMOUS_CART_TTL_SECONDS, cartSchema } from '@drawline/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  CART_NOW,
  type CartTestApp,
  cartOf,
  createCartTestApp,
  firstDraw,
  powerballEntry,
  raffleEntry,
  refusal,
  visitor,
} from '../../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { cartItems, carts } from './cart.tables';
import { hashCartToken } from './cart-store';

let t: CartTestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createCartTestApp({
    config: { logLevel: 'info' },
    logStream: { write: (line) => logLines.push(line) },
  });
});
afterAll(() => t.close());

async function newAnonymousCart(): Promise<string> {
  const res = await visitor(t).post('/v2/anon-cart');
  expect(res.statusCode).toBe(201);
  const cart = cartSchema.parse(res.json().result);
  return cart.cartReference as string;
}

describe('POST /anon-cart', () => {
  it('makes an empty cart whose reference is an unguessable token, storing only its hash', async () => {
    const res = await visitor(t).post('/v2/anon-cart');
    expect(res.statusCode).toBe(201);
    const cart = cartSchema.parse(res.json().result);
    expect(cart).toMatchObject({ cartItems: [], cartTotal: { amount: 0, currency: 'AUD' }, blockedReasons: {} });
    expect(cart.cartReference).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await newAnonymousCart();
    expect(other).not.toBe(cart.cartReference);
    const stored = await t.db.select().from(carts).where(isNotNull(carts.anonymousTokenHash));
    for (const row of stored) {
      expect(Object.values(row)).not.toContain(cart.cartReference);
      expect(Object.values(row)).not.toContain(other);
    }
  });
});

describe('the anonymous cart calls', () => {
  it('adds, reads, changes, builds and removes items by the token', async () => {
    const ref = await newAnonymousCart();
    const v = visitor(t);
    const added = cartOf(await v.post(`/v2/anon-cart/${ref}/items`, powerballEntry()));
    expect(added.cartReference).toBe(ref);
    expect(added.cartItems).toHaveLength(1);
    const id = added.cartItems[0]?.id;
    cartOf(await v.post(`/v2/anon-cart/${ref}/items`, raffleEntry()));
    const read = cartOf(await v.get(`/v2/anon-cart/${ref}`));
    expect(read.cartItems.map((i) => i.productOfferKey)).toEqual(['powerball2018', 'make_a_smile_lottery']);
    expect(read.cartTotal.amount).toBe(read.cartItems.reduce((n, i) => n + i.price.amount, 0));

    const changed = cartOf(await v.put(`/v2/anon-cart/${ref}/items/${id}`, { quantity: 2 }));
    expect(changed.cartItems[0]).toMatchObject({ id, quantity: 2 });
    const built = cartOf(await v.post(`/v2/anon-cart/${ref}/build`));
    expect(built.cartItems).toHaveLength(2);
    const removed = cartOf(await v.delete(`/v2/anon-cart/${ref}/items/${id}`));
    expect(removed.cartItems.map((i) => i.productOfferKey)).toEqual(['make_a_smile_lottery']);
  });

  it('refuses bad items with the first message under errors.this, changing nothing', async () => {
    const ref = await newAnonymousCart();
    const v = visitor(t);
    for (const body of [
      powerballEntry({ quantity: -3 }),
      powerballEntry({ quantity: 10_000_000 }),
      raffleEntry({ cause_key: null }),
    ]) {
      const res = refusal(await v.post(`/v2/anon-cart/${ref}/items`, body));
      expect(res).toMatchObject({ status: 400, code: 'cart_item_invalid' });
      expect(res.message).toBeTruthy();
    }
    expect(cartOf(await v.get(`/v2/anon-cart/${ref}`)).cartItems).toEqual([]);
  });

  it('answers cart_not_found (404) for an unknown or malformed token on every call', async () => {
    const v = visitor(t);
    const unknown = 'A'.repeat(43);
    for (const ref of [unknown, 'short', 'x'.repeat(90)]) {
      const calls = [
        v.get(`/v2/anon-cart/${ref}`),
        v.post(`/v2/anon-cart/${ref}/items`, powerballEntry()),
        v.post(`/v2/anon-cart/${ref}/build`),
        v.put(`/v2/anon-cart/${ref}/items/00000000-0000-4000-a000-000000000000`, { quantity: 2 }),
        v.delete(`/v2/anon-cart/${ref}/items/00000000-0000-4000-a000-000000000000`),
        v.post(`/v2/anon-cart/${ref}/promotion`, { promotion_code: 'WELCOME5' }),
        v.delete(`/v2/anon-cart/${ref}/promotion`),
      ];
      for (const res of await Promise.all(calls)) {
        expect(refusal(res), ref).toMatchObject({ status: 404, code: 'cart_not_found' });
      }
    }
    // A NUL byte in the path is refused by the platform before any route (docs/decisions/084-089).
    expect(refusal(await v.get('/v2/anon-cart/%00'))).toMatchObject({ status: 400, code: 'bad_request' });
  });

  it('keeps one anonymous cart from touching another one items', async () => {
    const a = await newAnonymousCart();
    const b = await newAnonymousCart();
    const v = visitor(t);
    const item = cartOf(await v.post(`/v2/anon-cart/${a}/items`, powerballEntry())).cartItems[0]?.id;
    expect(refusal(await v.put(`/v2/anon-cart/${b}/items/${item}`, { quantity: 4 })).code).toBe('cart_item_not_found');
    expect(refusal(await v.delete(`/v2/anon-cart/${b}/items/${item}`)).code).toBe('cart_item_not_found');
    expect(cartOf(await v.get(`/v2/anon-cart/${a}`)).cartItems[0]).toMatchObject({ id: item, quantity: 1 });
  });

  it('never writes the token to the logs', async () => {
    const ref = await newAnonymousCart();
    await visitor(t).get(`/v2/anon-cart/${ref}`);
    await visitor(t).post(`/v2/anon-cart/${ref}/items`, powerballEntry({ quantity: 0 }));
    expect(logLines.some((l) => l.includes('/v2/anon-cart/[redacted]'))).toBe(true);
    expect(logLines.filter((l) => l.includes(ref))).toEqual([]);
  });
});

describe('anonymous carts expire after 14 days without use', () => {
  it('keeps a cart in use and forgets one unused for 14 days', async () => {
    const ref = await newAnonymousCart();
    const idle = await newAnonymousCart();
    const almost = ANONYMOUS_CART_TTL_SECONDS * 1000 - 60_000;
    try {
      t.clock.set(new Date(Date.parse(CART_NOW) + almost));
      cartOf(await visitor(t).get(`/v2/anon-cart/${ref}`));
      t.clock.set(new Date(Date.parse(CART_NOW) + ANONYMOUS_CART_TTL_SECONDS * 1000 + 1000));
      expect(refusal(await visitor(t).get(`/v2/anon-cart/${idle}`))).toMatchObject({
        status: 404,
        code: 'cart_not_found',
      });
      expect(cartOf(await visitor(t).get(`/v2/anon-cart/${ref}`)).cartReference).toBe(ref);
      // A new cart clears expired ones from the table.
      await newAnonymousCart();
      const byToken = (token: string) =>
        t.db
          .select()
          .from(carts)
          .where(eq(carts.anonymousTokenHash, hashCartToken(token)));
      expect(await byToken(idle)).toEqual([]);
      expect(await byToken(ref)).toHaveLength(1);
    } finally {
      t.clock.set(CART_NOW);
    }
  });
});

describe('POST /anon-cart/{ref}/convert', () => {
  let jo: SignedIn;
  beforeAll(async () => {
    jo = await signUp(t);
  });

  it('needs a signed-in customer', async () => {
    const ref = await newAnonymousCart();
    expect(refusal(await visitor(t).post(`/v2/anon-cart/${ref}/convert`)).status).toBe(401);
    expect(cartOf(await visitor(t).get(`/v2/anon-cart/${ref}`)).cartReference).toBe(ref);
  });

  it('merges the anonymous items after the customer own, moves the promotion, and the anonymous cart is gone', async () => {
    const own = cartOf(await as(t, jo).post('/v2/cart/items', powerballEntry({ num_games: 6 }))).cartItems[0];
    const ref = await newAnonymousCart();
    const v = visitor(t);
    cartOf(await v.post(`/v2/anon-cart/${ref}/items`, raffleEntry()));
    cartOf(
      await v.post(`/v2/anon-cart/${ref}/items`, powerballEntry({ draw_no: firstDraw(t, 'powerball2018', 1).drawNo })),
    );
    cartOf(await v.post(`/v2/anon-cart/${ref}/promotion`, { promotion_code: 'WELCOME5' }));

    const merged = cartOf(await as(t, jo).post(`/v2/anon-cart/${ref}/convert`));
    expect(merged.cartReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(merged.cartItems.map((i) => [i.productOfferKey, i.numGames])).toEqual([
      ['powerball2018', 6],
      ['make_a_smile_lottery', 5],
      ['powerball2018', 4],
    ]);
    expect(merged.cartItems[0]?.id).toBe(own?.id);
    expect(merged.promotion).toMatchObject({ promotionCode: 'WELCOME5', applied: true });
    expect(refusal(await v.get(`/v2/anon-cart/${ref}`))).toMatchObject({ status: 404, code: 'cart_not_found' });
    expect(refusal(await v.post(`/v2/anon-cart/${ref}/items`, powerballEntry())).code).toBe('cart_not_found');

    // Converting again is harmless: the same cart, nothing moved twice.
    const again = cartOf(await as(t, jo).post(`/v2/anon-cart/${ref}/convert`));
    expect(again.cartItems.map((i) => i.id)).toEqual(merged.cartItems.map((i) => i.id));
    expect(cartOf(await as(t, jo).get('/v2/cart/items')).cartItems).toHaveLength(3);
  });

  it('does not let another customer convert or read a converted cart', async () => {
    const sam = await signUp(t);
    const ref = await newAnonymousCart();
    cartOf(await visitor(t).post(`/v2/anon-cart/${ref}/items`, raffleEntry()));
    const anonymousItems = await t.db.select().from(cartItems);
    cartOf(await as(t, sam).post(`/v2/anon-cart/${ref}/convert`));
    expect(refusal(await as(t, jo).post(`/v2/anon-cart/${ref}/convert`))).toMatchObject({
      status: 404,
      code: 'cart_not_found',
    });
    expect((await t.db.select().from(cartItems)).length).toBe(anonymousItems.length);
    expect(cartOf(await as(t, sam).get('/v2/cart/items')).cartItems.map((i) => i.productOfferKey)).toEqual([
      'make_a_smile_lottery',
    ]);
  });

  it('makes the customer cart when the customer had none', async () => {
    const kim = await signUp(t);
    const ref = await newAnonymousCart();
    cartOf(await visitor(t).post(`/v2/anon-cart/${ref}/items`, powerballEntry()));
    const merged = cartOf(await as(t, kim).post(`/v2/anon-cart/${ref}/convert`));
    expect(merged.cartItems).toHaveLength(1);
    expect(merged.cartReference).not.toBeNull();
  });
});
