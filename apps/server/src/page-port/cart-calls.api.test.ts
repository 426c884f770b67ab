import {
  type AddCartItemRequest,
  type Cart,
  IDEMPOTENCY_KEY_HEADER,
  type PlatformPort,
  toCamelKeys,
} from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  type CartTestApp,
  cartOf,
  createCartTestApp,
  firstDraw,
  powerballEntry,
  raffleEntry,
  visitor,
} from '../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../tests/identity-helpers';
import { pagePortProbe, refusalOf, sent } from '../../tests/page-port-helpers';
import { cryptoRandom } from '../lib/random';

/**
 * The cart changes both ways (issue 22, docs/decisions/326 and 331): a page changing the
 * customer's or an anonymous cart through the port gets what the HTTP call gives, refusals
 * envelope for envelope; the optional Idempotency-Key is the same key either way, so a key used
 * over HTTP and retried through the port answers the first answer and changes the cart once.
 */
let t: CartTestApp;
const probe = pagePortProbe();

beforeAll(async () => {
  t = await createCartTestApp({ poolSize: 10, beforeReady: probe.beforeReady });
});
afterAll(() => t.close());

const newKey = () => cryptoRandom.uuid();
const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
/** An HTTP body (snake_case) as the port takes it (the call's body as its schema reads it). */
const asPorted = (body: Record<string, unknown>) => toCamelKeys<AddCartItemRequest>(body);

function portOf(who?: SignedIn): Promise<PlatformPort> {
  return probe.portFor(t.app, { accessToken: who?.accessToken });
}

const items = async (who: SignedIn) => cartOf(await as(t, who).get('/v2/cart/items')).cartItems;

describe("the customer's cart", () => {
  it('answers an add with a key used over HTTP and retried through the port with the first answer, one item', async () => {
    const who = await signUp(t);
    const key = newKey();
    const over = await as(t, who).post('/v2/cart/items', powerballEntry(), keyed(key));
    expect(over.statusCode, over.body).toBe(200);
    const port = await portOf(who);
    const retried = await port.addCartItem(asPorted(powerballEntry()), { idempotencyKey: key });
    expect(sent(retried)).toEqual(over.json().result);
    expect(await items(who)).toHaveLength(1);

    // A retry through the port with one key adds once; a new key is a new item.
    const next = newKey();
    const first = await port.addCartItem(asPorted(raffleEntry()), { idempotencyKey: next });
    const again = await port.addCartItem(asPorted(raffleEntry()), { idempotencyKey: next });
    expect(sent(again)).toEqual(sent(first));
    expect(await items(who)).toHaveLength(2);
    // The same key with another body is refused as over HTTP.
    const reused = await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 5 }), keyed(next));
    expect(
      await refusalOf(port.addCartItem(asPorted(powerballEntry({ num_games: 5 })), { idempotencyKey: next })),
    ).toEqual({ status: reused.statusCode, body: reused.json() });
  });

  it('answers each change as the HTTP call does', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const port = await portOf(b);
    const added = cartOf(await as(t, a).post('/v2/cart/items', powerballEntry()));
    const ported = await port.addCartItem(asPorted(powerballEntry()));
    const shape = (cart: Cart) => ({
      ...cart,
      cartReference: null,
      cartItems: cart.cartItems.map((i) => ({ ...i, id: null })),
    });
    expect(shape(sent(ported) as Cart)).toEqual(shape(added));

    const itemA = added.cartItems[0]?.id ?? '';
    const itemB = ported.cartItems[0]?.id ?? '';
    const updated = cartOf(await as(t, a).put(`/v2/cart/items/${itemA}`, { favourite: true }));
    const portUpdated = await port.updateCartItem(itemB, { favourite: true }, { idempotencyKey: newKey() });
    expect(shape(sent(portUpdated) as Cart)).toEqual(shape(updated));

    const built = cartOf(await as(t, a).post('/v2/cart/build'));
    expect(shape(sent(await port.buildCart()) as Cart)).toEqual(shape(built));

    const removed = cartOf(await as(t, a).delete(`/v2/cart/items/${itemA}`, keyed(newKey())));
    expect(shape(sent(await port.removeCartItem(itemB, { idempotencyKey: newKey() })) as Cart)).toEqual(shape(removed));
  });

  it('refuses what the HTTP call refuses, with the same envelope', async () => {
    const who = await signUp(t);
    const port = await portOf(who);
    const soldOut = firstDraw(t, 'one_lottery');
    const soldOutEntry = raffleEntry({
      product_offer_key: 'one_lottery',
      cause_key: 'wildlife_rescue',
      draw_no: soldOut.drawNo,
    });
    const cases: [string, Record<string, unknown>, string | undefined][] = [
      ['a sold-out draw', soldOutEntry, undefined],
      ['a sold-out draw, with a key', soldOutEntry, newKey()],
      ['numbers out of order', powerballEntry({ num_games: 3 }), undefined],
      ['a body its schema refuses', { ...powerballEntry(), num_games: 'four' }, undefined],
      ['a malformed key', powerballEntry(), 'has spaces'],
    ];
    for (const [name, body, key] of cases) {
      const over = await as(t, who).post('/v2/cart/items', body, key ? keyed(key) : {});
      expect(over.statusCode, name).toBeGreaterThanOrEqual(400);
      const ported = await refusalOf(port.addCartItem(asPorted(body), key ? { idempotencyKey: key } : undefined));
      expect(ported, name).toEqual({ status: over.statusCode, body: over.json() });
    }
    expect(await items(who)).toHaveLength(0);

    const missing = '00000000-0000-4000-8000-000000000000';
    const gone = await as(t, who).delete(`/v2/cart/items/${missing}`);
    expect(await refusalOf(port.removeCartItem(missing))).toEqual({ status: gone.statusCode, body: gone.json() });

    const visitorAdd = await visitor(t).post('/v2/cart/items', powerballEntry());
    expect(await refusalOf((await portOf()).addCartItem(asPorted(powerballEntry())))).toEqual({
      status: visitorAdd.statusCode,
      body: visitorAdd.json(),
    });
  });
});

describe('an anonymous cart', () => {
  it('is made, changed with a key both ways once, and converted into the customer’s', async () => {
    const port = await portOf();
    const made = await port.createAnonymousCart();
    const ref = made.cartReference ?? '';
    expect(ref).not.toBe('');
    const key = newKey();
    const over = await t.app.inject({
      method: 'POST',
      url: `/v2/anon-cart/${ref}/items`,
      payload: raffleEntry(),
      headers: keyed(key),
    });
    expect(over.statusCode, over.body).toBe(200);
    const retried = await port.addAnonymousCartItem(ref, asPorted(raffleEntry()), { idempotencyKey: key });
    expect(sent(retried)).toEqual(over.json().result);
    expect((await port.anonymousCart(ref)).cartItems).toHaveLength(1);

    const who = await signUp(t);
    const converted = await (await portOf(who)).convertAnonymousCart(ref);
    expect(converted.cartItems).toHaveLength(1);
    expect(await items(who)).toHaveLength(1);
  });

  it("refuses another visitor's cart ref once it is theirs, and a ref that is no cart's, as the HTTP call does", async () => {
    // Another visitor's cart, converted when they signed in: its ref is no anonymous cart now.
    const other = cartOf(await visitor(t).post('/v2/anon-cart'));
    const otherRef = other.cartReference ?? '';
    cartOf(await visitor(t).post(`/v2/anon-cart/${otherRef}/items`, raffleEntry()));
    const them = await signUp(t);
    cartOf(await as(t, them).post(`/v2/anon-cart/${otherRef}/convert`));

    const port = await portOf();
    const mine = await port.createAnonymousCart();
    for (const ref of [otherRef, 'not-a-cart-token', `${mine.cartReference}x`]) {
      const over = await visitor(t).post(`/v2/anon-cart/${ref}/items`, raffleEntry());
      expect(over.statusCode, ref).toBe(404);
      expect(await refusalOf(port.addAnonymousCartItem(ref, asPorted(raffleEntry()))), ref).toEqual({
        status: over.statusCode,
        body: over.json(),
      });
      const removed = await visitor(t).delete(`/v2/anon-cart/${ref}/promotion`);
      expect(await refusalOf(port.removeAnonymousPromotion(ref)), ref).toEqual({
        status: removed.statusCode,
        body: removed.json(),
      });
    }
    // Nor may a customer take it into their cart.
    const who = await signUp(t);
    const converted = await as(t, who).post(`/v2/anon-cart/${otherRef}/convert`);
    expect(converted.statusCode).toBe(404);
    expect(await refusalOf((await portOf(who)).convertAnonymousCart(otherRef))).toEqual({
      status: converted.statusCode,
      body: converted.json(),
    });
    expect(await items(who)).toHaveLength(0);
    expect(await items(them)).toHaveLength(1);
  });
});
